"use server";

import { action, type ActionResult } from "@/app/_doors/action";
import { deleteFriendship } from "@/lib/friends/delete-friendship";
import { respondFriendRequest } from "@/lib/friends/respond-friend-request";
import { sendFriendRequest } from "@/lib/friends/send-friend-request";

/**
 * The friend buttons of the seller profile, /myfriends, /friend-search and /friend-invi: the same
 * use cases as the API, through the action door. A friendship changes what both people see almost
 * everywhere (counts, lists, listings), so every page under the root layout is revalidated.
 */
export type FriendActionResult<T> = { ok: true; data: T } | { ok: false; error: string };

const everywhere = { revalidate: [["/", "layout"] as ["/", "layout"]] };
const send = action(sendFriendRequest, everywhere);
const remove = action(deleteFriendship, everywhere);
const respond = action(respondFriendRequest, everywhere);

/** The buttons read only `error` (SPEC §8: friend action failures are logged, the screen re-reads the truth). */
const result = <T,>(r: ActionResult<T>): FriendActionResult<T> => (r.ok ? r : { ok: false, error: r.error });

export async function sendFriendRequestAction(friendId: number) {
  return result(await send({ friend_id: friendId }));
}

/** Cancel a pending request, decline one, or remove a friend: ends the relation with `friendId`. */
export async function removeFriendAction(friendId: number) {
  return result(await remove({ id: friendId }));
}

export async function respondFriendRequestAction(requestId: number, accept: boolean) {
  return result(await respond({ request_id: requestId, accept }));
}
