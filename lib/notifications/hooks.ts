/**
 * The calls other domains make when something happens that may notify someone. Each is awaited
 * by its caller after the change is committed; the notifications module fills them in.
 */

/** A listing was created, edited, made public, reactivated: notify wishers who can now see it. */
export async function onListingChanged(_listingId: number): Promise<void> {}

/** A wish was added or renamed: returns matching visible listings (and notifies once). */
export async function onWantChanged(_wantId: number): Promise<{ matches: number }> {
  return { matches: 0 };
}

/** A friend request was sent. */
export async function onFriendRequested(_fromUserId: number, _toUserId: number): Promise<void> {}

/** A friendship was accepted: friends-only listings became visible both ways. */
export async function onFriendAccepted(_requesterId: number, _accepterId: number): Promise<void> {}
