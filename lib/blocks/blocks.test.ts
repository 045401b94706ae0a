import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makeUser, makeWant } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { requestFriendship, removeFriend, searchGardeners } from "@/lib/friends";
import { listListings, readListing } from "@/lib/listings";
import { getThread } from "@/lib/messages/get-thread";
import { listConversations } from "@/lib/messages/list-conversations";
import { sendMessage } from "@/lib/messages/send-message";
import { listNotifications } from "@/lib/notifications";
import { deliverMatchEmails } from "@/lib/notifications/email";
import { listingsMatchingWish, wishesMatchingListing } from "@/lib/notifications/matching";
import { resetLimits } from "@/lib/rate-limit";
import { setRealtimeServer } from "@/lib/realtime";
import { invoke } from "@/lib/use-case";
import { getPublicUser } from "@/lib/users";
import { listWants, searchWants } from "@/lib/wants";
import { blockUser } from "./block-user";
import { listBlocked } from "./list-blocked";
import { unblockUser } from "./unblock-user";
import { testViewer } from "@/test/viewer";

const viewerOf = (u: { id: number; username: string }): Viewer => testViewer(testViewer({ id: u.id, username: u.username, sessionId: "test" }));
const ok = (p: Promise<unknown>) => p.then(
  () => true,
  () => false,
);

let sent: { room: string; event: string }[] = [];
beforeEach(() => {
  resetLimits();
  sent = [];
  // One entry per room: publish may address several rooms in one emit.
  setRealtimeServer({ to: (rooms: string | string[]) => ({ emit: (event: string) => [rooms].flat().forEach((room) => sent.push({ room, event })) }) } as never);
});
afterEach(() => setRealtimeServer(undefined));

/** Two gardeners who each have a public listing and a wish that matches the other's listing. */
async function pair() {
  const tag = Math.random().toString(36).slice(2, 8);
  const [ua, ub] = await Promise.all([makeUser(db()), makeUser(db())]);
  const a = viewerOf(ua);
  const b = viewerOf(ub);
  const crop = (who: string) => `${who}${tag}`.replace(/[0-9]/g, "x");
  // Titles made of one invented word each, so the match rule pairs exactly these two.
  const la = await makeListing(db(), a.id, { title: `${crop("zuc")}`, categoryId: 1 });
  const lb = await makeListing(db(), b.id, { title: `${crop("kal")}`, categoryId: 1 });
  const wa = await makeWant(db(), a.id, { title: `${crop("kal")}`, categoryId: 1 });
  const wb = await makeWant(db(), b.id, { title: `${crop("zuc")}`, categoryId: 1 });
  return { a, b, la, lb, wa, wb, emails: { a: ua.email, b: ub.email } };
}

type P = Awaited<ReturnType<typeof pair>>;

/** Every place where `me` can see or reach `other` (whose listing is `theirs`, wish `theirWish`; my wish `myWish`). */
async function reach(me: Viewer, other: Viewer, theirs: { id: number; title: string }, theirWish: { id: number; title: string }, myWish: { id: number }) {
  const list = (await listListings(me, { limit: 200 })).items.some((l) => l.id === theirs.id);
  const search = (await listListings(me, { q: theirs.title })).items.some((l) => l.id === theirs.id);
  const detail = await ok(readListing(me, theirs.id));
  const profile = await ok(getPublicUser(me, other.id));
  const wishes = (await listWants(me, other.id)).some((w) => w.id === theirWish.id) && (await searchWants(me, theirWish.title)).some((w) => w.id === theirWish.id);
  const gardenerSearch = (await searchGardeners(me, other.username)).some((g) => g.id === other.id);
  sent = [];
  const message = await ok(invoke(sendMessage, me, { receiver_id: other.id, content: "hello" }));
  const live = sent.some((s) => s.room === `user:${other.id}`);
  const friend = await ok(requestFriendship(me, other.id));
  if (friend) await removeFriend(me, other.id);
  const matches = await db().transaction(async (tx) => {
    const toMe = (await wishesMatchingListing(tx, theirs.id)).matches.some((m) => m.wantId === myWish.id);
    const forMe = (await listingsMatchingWish(tx, myWish.id)).matches.some((m) => m.listingId === theirs.id);
    return toMe && forMe;
  });
  // A stale notification caused by the other (made before a block, say) is not listed.
  const [n] = await db().insert(schema.notifications).values({ userId: me.id, kind: "friend_request", actorId: other.id }).returning({ id: schema.notifications.id });
  const notifications = (await listNotifications(me)).items.some((i) => i.id === n.id);
  await db().delete(schema.notifications).where(eq(schema.notifications.id, n.id));
  // The match e-mail of a notification about the other's listing.
  await db().update(schema.users).set({ lastMatchEmailAt: null }).where(eq(schema.users.id, me.id));
  const [m] = await db()
    .insert(schema.notifications)
    .values({ userId: me.id, kind: "match", actorId: other.id, listingId: theirs.id, wantId: myWish.id })
    .onConflictDoNothing()
    .returning({ id: schema.notifications.id });
  const email = (await deliverMatchEmails(me.id)) === "sent";
  if (m) await db().delete(schema.notifications).where(eq(schema.notifications.id, m.id));
  return { list, search, detail, profile, wishes, gardenerSearch, message, live, friend, matches, notifications, email };
}

const ALL = { list: true, search: true, detail: true, profile: true, wishes: true, gardenerSearch: true, message: true, live: true, friend: true, matches: true, notifications: true, email: true };
const NONE = Object.fromEntries(Object.keys(ALL).map((k) => [k, false]));

const both = async (p: P) => [await reach(p.a, p.b, p.lb, p.wb, p.wa), await reach(p.b, p.a, p.la, p.wa, p.wb)];

describe("the block matrix", () => {
  it("a blocked pair cannot see or reach each other anywhere, in both directions, and can again after unblocking", async () => {
    const p = await pair();
    expect(await both(p)).toEqual([ALL, ALL]);

    await invoke(blockUser, p.a, { id: p.b.id });
    expect(await both(p)).toEqual([NONE, NONE]);

    await invoke(unblockUser, p.a, { id: p.b.id });
    expect(await both(p)).toEqual([ALL, ALL]);
  }, 60_000);
});

describe("blocking", () => {
  it("ends a friendship and the notifications between the pair; the blocker's list has the conversation gone, the blocked side gets a neutral refusal", async () => {
    const p = await pair();
    await makeFriendship(db(), p.a.id, p.b.id);
    await invoke(sendMessage, p.b, { receiver_id: p.a.id, content: "hi there" });
    await db().insert(schema.notifications).values({ userId: p.b.id, kind: "friend_accepted", actorId: p.a.id });
    const res = await invoke(blockUser, p.a, { id: p.b.id });
    expect(res).toEqual({ user_id: p.b.id, blocked: true });
    expect(await db().select().from(schema.friendships).where(and(eq(schema.friendships.userLowId, Math.min(p.a.id, p.b.id)), eq(schema.friendships.userHighId, Math.max(p.a.id, p.b.id))))).toEqual([]);
    expect(await db().select().from(schema.notifications).where(eq(schema.notifications.userId, p.b.id))).toEqual([]);
    expect((await invoke(listConversations, p.a, {})).map((c) => c.id)).not.toContain(p.b.id);
    await expect(invoke(getThread, p.a, { otherUserId: p.b.id })).rejects.toMatchObject({ kind: "not_found" });
    // The blocked side keeps its history and is not told; sending is refused with a neutral message.
    expect((await invoke(listConversations, p.b, {})).map((c) => c.id)).toContain(p.a.id);
    expect(await invoke(getThread, p.b, { otherUserId: p.a.id })).toHaveLength(1);
    await expect(invoke(sendMessage, p.b, { receiver_id: p.a.id, content: "hello?" })).rejects.toMatchObject({ kind: "forbidden", message: "You can't message this gardener" });
    await expect(invoke(sendMessage, p.a, { receiver_id: p.b.id, content: "hello?" })).rejects.toMatchObject({ kind: "forbidden", message: "You can't message this gardener" });
    // Blocking twice changes nothing; the list shows the block once.
    await invoke(blockUser, p.a, { id: p.b.id });
    expect((await invoke(listBlocked, p.a, {})).map((x) => x.id)).toEqual([p.b.id]);
    expect(await invoke(listBlocked, p.b, {})).toEqual([]);
  });

  it("refuses blocking yourself, an unknown gardener, anonymous callers; unblocking what is not blocked; nothing changes", async () => {
    const p = await pair();
    const count = async () => (await db().select().from(schema.blocks)).length;
    const before = await count();
    await expect(invoke(blockUser, p.a, { id: p.a.id })).rejects.toMatchObject({ kind: "invalid", message: "You cannot block yourself" });
    await expect(invoke(blockUser, p.a, { id: 999_999_999 })).rejects.toMatchObject({ kind: "not_found", message: "User not found" });
    await expect(invoke(blockUser, p.a, { id: "abc" })).rejects.toMatchObject({ kind: "not_found" });
    await expect(invoke(blockUser, null, { id: p.b.id })).rejects.toMatchObject({ kind: "unauthorized" });
    await expect(invoke(listBlocked, null, {})).rejects.toMatchObject({ kind: "unauthorized" });
    await expect(invoke(unblockUser, null, { id: p.b.id })).rejects.toMatchObject({ kind: "unauthorized" });
    await expect(invoke(unblockUser, p.a, { id: p.b.id })).rejects.toMatchObject({ kind: "not_found" });
    // Only the blocker lifts a block: the blocked gardener cannot.
    await invoke(blockUser, p.a, { id: p.b.id });
    await expect(invoke(unblockUser, p.b, { id: p.a.id })).rejects.toMatchObject({ kind: "not_found" });
    expect(await count()).toBe(before + 1);
  });
});
