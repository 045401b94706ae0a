import { NextResponse } from "next/server";
import { route } from "@/app/_doors/route";
import { sendFriendRequest } from "@/lib/friends/send-friend-request";

/** POST /api/auth/friends/request {friend_id}: 201 for a new request, 200 when nothing new was created. */
export const POST = route(sendFriendRequest, {
  respond: ({ request_id, friend_id, status, requester_id, outcome }) =>
    NextResponse.json({ id: request_id, friend_id, status, requester_id, outcome }, { status: outcome === "requested" ? 201 : 200 }),
});
