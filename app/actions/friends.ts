"use server";

import { revalidatePath } from "next/cache";
import { getPageViewer } from "@/lib/auth/page";
import { isAppError } from "@/lib/errors";
import { removeFriend, respondToRequest, sendFriendRequest, type Relation, type RequestOutcome } from "@/lib/friends";
import { log } from "@/lib/log";
import { parse } from "@/lib/validation";
import { friendRequestSchema, friendRespondSchema } from "@/lib/validation/friends";

/**
 * The friend buttons of the seller profile, /myfriends, /friend-search and /friend-invi: the one
 * way in for the screens (the API keeps its own route handlers). Each action re-reads the viewer
 * from the session cookie and lets lib/friends decide what they may do.
 */
export type FriendActionResult<T> = { ok: true; data: T } | { ok: false; error: string };

async function run<T>(what: string, fn: () => Promise<T>): Promise<FriendActionResult<T>> {
  try {
    const data = await fn();
    // A friendship changes what both people see almost everywhere (counts, lists, listings).
    revalidatePath("/", "layout");
    return { ok: true, data };
  } catch (e) {
    if (isAppError(e)) return { ok: false, error: e.message };
    log.error(`${what} failed`, e);
    return { ok: false, error: "Something went wrong. Please try again." };
  }
}

export async function sendFriendRequestAction(friendId: number): Promise<FriendActionResult<RequestOutcome>> {
  return run("friend request", async () => {
    const { friend_id } = parse(friendRequestSchema, { friend_id: friendId });
    return sendFriendRequest(await getPageViewer(), friend_id);
  });
}

/** Cancel a pending request, decline one, or remove a friend: ends the relation with `friendId`. */
export async function removeFriendAction(friendId: number): Promise<FriendActionResult<{ removed: "friendship" | "request" }>> {
  return run("remove friend", async () => {
    const { friend_id } = parse(friendRequestSchema, { friend_id: friendId });
    return removeFriend(await getPageViewer(), friend_id);
  });
}

export async function respondFriendRequestAction(requestId: number, accept: boolean): Promise<FriendActionResult<Relation>> {
  return run("respond to friend request", async () => {
    const input = parse(friendRespondSchema, { request_id: requestId, accept });
    return respondToRequest(await getPageViewer(), input.request_id, input.accept);
  });
}
