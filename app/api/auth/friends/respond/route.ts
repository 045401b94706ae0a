import { NextResponse } from "next/server";
import { route } from "@/app/_doors/route";
import { respondFriendRequest } from "@/lib/friends/respond-friend-request";

/** POST /api/auth/friends/respond {request_id, accept}: only the recipient of a pending request. */
export const POST = route(respondFriendRequest, {
  respond: ({ id, status, requester_id }) => NextResponse.json({ id, status, requester_id }),
});
