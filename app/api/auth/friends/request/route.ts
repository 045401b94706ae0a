import { sendFriendRequest } from "@/lib/friends";
import { authedRoute, readBody } from "@/lib/http";
import { parse } from "@/lib/validation";
import { friendRequestSchema } from "@/lib/validation/friends";

/** POST /api/auth/friends/request {friend_id}: 201 for a new request, 200 when nothing new was created. */
export const POST = authedRoute(async (request, { viewer }) => {
  const { friend_id } = parse(friendRequestSchema, (await readBody(request)).fields);
  const { outcome, status, requester_id, request_id } = await sendFriendRequest(viewer, friend_id);
  return Response.json({ id: request_id, friend_id, status, requester_id, outcome }, { status: outcome === "requested" ? 201 : 200 });
});
