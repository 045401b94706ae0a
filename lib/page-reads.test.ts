/**
 * The use cases declared for pages (read through `load`): the right caller gets what the page showed
 * before; the wrong one (anonymous, a stranger, a blocked gardener) is refused or sees nothing.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/db";
import { makeFriendship, makeMessage, makeUser, makeWant } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { blockPair } from "@/lib/blocks";
import { countInvitations } from "@/lib/friends/count-invitations";
import { getFriendsOverview } from "@/lib/friends/get-friends-overview";
import { listInvitations } from "@/lib/friends/list-invitations";
import { distanceToGardener } from "@/lib/gardeners/distance-to-gardener";
import { getImageSize } from "@/lib/images/get-image-size";
import { measuringFrom } from "@/lib/listings/measuring-from";
import { getChatPartner } from "@/lib/messages/get-chat-partner";
import { countWishMatches } from "@/lib/notifications/count-wish-matches";
import { insertNotifications, unreadCount } from "@/lib/notifications";
import { unreadTotal } from "@/lib/messages";
import { getEmailSetting } from "@/lib/notifications/get-email-setting";
import { getUnsubscribeState } from "@/lib/notifications/get-unsubscribe-state";
import { shellBadges } from "@/lib/shell";
import { invoke } from "@/lib/use-case";
import { searchWants } from "@/lib/wants/search-wants";
import { testViewer } from "@/test/viewer";

const as = (u: { id: number; username: string }): Viewer => testViewer(testViewer({ id: u.id, username: u.username, sessionId: "test" }));
const gardener = async (name: string) => as(await makeUser(db(), { username: `${name}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}` }));

describe("use cases the pages read through", () => {
  it("refuse an anonymous caller where the page needs a session", async () => {
    for (const [useCase, input] of [
      [shellBadges, {}],
      [getFriendsOverview, {}],
      [listInvitations, {}],
      [countInvitations, {}],
      [searchWants, { q: "" }],
      [countWishMatches, { want_ids: [] }],
      [getEmailSetting, {}],
    ] as const) {
      await expect(invoke(useCase as typeof shellBadges, null, input as never), useCase.name).rejects.toMatchObject({ kind: "unauthorized" });
    }
  });

  it("show a gardener their own friends and invitations, and nobody else's", async () => {
    const [a, b, c] = [await gardener("pa"), await gardener("pb"), await gardener("pc")];
    await makeFriendship(db(), b.id, a.id, "pending");
    expect(await invoke(countInvitations, a, {})).toBe(1);
    expect((await invoke(listInvitations, a, {})).map((r) => r.username)).toEqual([b.username]);
    expect(await invoke(getFriendsOverview, b, {})).toMatchObject({ friends: [], incoming: [], outgoing: [{ username: a.username }] });
    expect(await invoke(countInvitations, c, {})).toBe(0);
    expect(await invoke(shellBadges, c, {})).toEqual({ messages: 0, notifications: 0 });
  });

  it("count the shell's badges in one statement as the two counts do: the viewer's own unread only", async () => {
    const [a, b] = [await gardener("ba"), await gardener("bb")];
    await makeMessage(db(), b.id, a.id, "one");
    await makeMessage(db(), b.id, a.id, "two");
    await makeMessage(db(), a.id, b.id, "back");
    await insertNotifications(db(), [{ userId: a.id, kind: "friend_request", actorId: b.id }]);
    expect(await invoke(shellBadges, a, {})).toEqual({ messages: 2, notifications: 1 });
    expect(await invoke(shellBadges, a, {})).toEqual({ messages: await unreadTotal(a), notifications: await unreadCount(a) });
    expect(await invoke(shellBadges, b, {})).toEqual({ messages: 1, notifications: 0 });
  });

  it("search other gardeners' wishes, never a blocked gardener's, with a picture path instead of a hash", async () => {
    const [a, b] = [await gardener("wa"), await gardener("wb")];
    const word = `quince${Date.now().toString(36)}`;
    await makeWant(db(), b.id, { title: `${word} tree`, categoryId: 3 });
    const found = await invoke(searchWants, a, { q: word, category_id: 3 });
    expect(found).toEqual([expect.objectContaining({ user_id: b.id, username: b.username, profile_picture: null })]);
    expect(found[0]).not.toHaveProperty("userImageHash");
    expect(await invoke(searchWants, b, { q: word, category_id: 3 })).toEqual([]);
    await blockPair(a.id, b.id);
    expect(await invoke(searchWants, a, { q: word, category_id: 3 })).toEqual([]);
    // Wish-match counts ignore wishes that are not the caller's.
    const [wish] = await invoke(searchWants, await gardener("wc"), { q: word });
    expect(await invoke(countWishMatches, a, { want_ids: wish ? [wish.id] : [] })).toEqual({});
  });

  it("tell the chat page whether a partner it may not see exists, and never a distance without a place", async () => {
    const [a, b] = [await gardener("ca"), await gardener("cb")];
    expect(await invoke(getChatPartner, a, { id: b.id })).toMatchObject({ id: b.id, username: b.username, distance_bucket: null });
    expect(await invoke(getChatPartner, a, { id: 0 })).toEqual({ id: 0, username: null, profile_picture: null, hidden: false });
    await blockPair(b.id, a.id);
    expect(await invoke(getChatPartner, a, { id: b.id })).toEqual({ id: b.id, username: null, profile_picture: null, hidden: true });
    expect(await invoke(distanceToGardener, null, { id: b.id, near: "not a place anywhere" })).toEqual({ distance_bucket: null, location_label: null });
    expect(await invoke(measuringFrom, null, { near: "not a place anywhere" })).toBeNull();
    expect(await invoke(measuringFrom, null, {})).toBeNull();
  });

  it("answer null for an unsubscribe token or image path that is not one of ours", async () => {
    expect(await invoke(getUnsubscribeState, null, { token: "forged.token" })).toBeNull();
    expect(await invoke(getImageSize, null, { path: "../../etc/passwd" })).toBeNull();
    expect(await invoke(getImageSize, null, { path: null })).toBeNull();
  });
});
