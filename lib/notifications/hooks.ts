/**
 * The calls other domains make when something happens that may notify someone. Each is awaited
 * by its caller after the change is committed. A failure here is logged, never thrown: the
 * gardener's change is already saved and must not look failed because a notification could not go out.
 */
import { log } from "@/lib/log";
import { friendAccepted, friendRequested, matchListing, matchWant } from "./events";

async function safely<T>(what: string, fallback: T, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    log.error(`notifications: ${what} failed`, err);
    return fallback;
  }
}

/** A listing was created, edited, made public, reactivated: notify wishers who can now see it. */
export async function onListingChanged(listingId: number): Promise<{ notified: number }> {
  return safely(`listing ${listingId}`, { notified: 0 }, () => matchListing(listingId));
}

/**
 * A wish was added or renamed: returns the matching listings its owner can see (and how many
 * gardeners offer them), and notifies once.
 */
export async function onWantChanged(wantId: number): Promise<{ matches: number; gardeners: number }> {
  return safely(`wish ${wantId}`, { matches: 0, gardeners: 0 }, () => matchWant(wantId));
}

/** A friend request was sent. */
export async function onFriendRequested(fromUserId: number, toUserId: number): Promise<void> {
  await safely(`friend request ${fromUserId}→${toUserId}`, { notified: false }, () => friendRequested(fromUserId, toUserId));
}

/** A friendship was accepted: friends-only listings became visible both ways. */
export async function onFriendAccepted(requesterId: number, accepterId: number): Promise<void> {
  await safely(`friendship ${requesterId}↔${accepterId}`, { matches: 0 }, () => friendAccepted(requesterId, accepterId));
}
