import { respondToRequest } from "@/lib/friends";
import { authedRoute, readBody } from "@/lib/http";
import { parse } from "@/lib/validation";
import { friendRespondSchema } from "@/lib/validation/friends";

/** POST /api/auth/friends/respond {request_id, accept}: only the recipient of a pending request. */
export const POST = authedRoute(async (request, { viewer }) => {
  const { request_id, accept } = parse(friendRespondSchema, (await readBody(request)).fields);
  const { status, requester_id } = await respondToRequest(viewer, request_id, accept);
  return { id: request_id, status, requester_id };
});
