import { beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makeUser } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { friendshipBetween } from "@/lib/friends";
import { listListings, readListing as getListing } from "@/lib/listings";
import { testViewer } from "@/test/viewer";
import { outsideNext } from "@/test/next-request";
import { removeFriendAction, respondFriendRequestAction, sendFriendRequestAction } from "./friends";

// The actions read the viewer from the session cookie: tests choose who is signed in.
const session = outsideNext();
const users = new Map<number, Awaited<ReturnType<typeof makeUser>>>();
const as = (u: Awaited<ReturnType<typeof makeUser>>): Viewer => {
  users.set(u.id, u);
  return testViewer({ id: u.id, username: u.username, sessionId: "test" });
};
const signIn = (u: Viewer | null) => session.signIn(u && users.get(u.id)!);

async function gardeners(n: number) {
  const out: Viewer[] = [];
  for (let i = 0; i < n; i++) out.push(as(await makeUser(db())));
  return out;
}

async function pairRows(a: number, b: number) {
  return db().select({ status: schema.friendships.status, requesterId: schema.friendships.requesterId }).from(schema.friendships).where(friendshipBetween(a, b));
}

beforeEach(() => signIn(null));

describe("friend server actions", () => {
  it("send → accept → remove, each by the right person", async () => {
    const [a, b] = await gardeners(2);
    await signIn(a);
    const sent = await sendFriendRequestAction(b.id);
    expect(sent).toMatchObject({ ok: true, data: { outcome: "requested", status: "pending" } });
    await signIn(b);
    const requestId = sent.ok ? sent.data.request_id! : 0;
    expect(await respondFriendRequestAction(requestId, true)).toMatchObject({ ok: true, data: { status: "accepted" } });
    await signIn(a);
    expect(await removeFriendAction(b.id)).toEqual({ ok: true, data: { removed: "friendship" } });
    expect(await pairRows(a.id, b.id)).toEqual([]);
  });

  it("anonymous callers are refused and nothing is written", async () => {
    const [a, b] = await gardeners(2);
    expect(await sendFriendRequestAction(b.id)).toEqual({ ok: false, error: "Not authenticated" });
    expect(await removeFriendAction(b.id)).toMatchObject({ ok: false });
    await makeFriendship(db(), a.id, b.id, "pending");
    expect(await respondFriendRequestAction(1, true)).toMatchObject({ ok: false });
    expect(await pairRows(a.id, b.id)).toEqual([{ status: "pending", requesterId: a.id }]);
  });

  it("the sender and a stranger cannot accept; a stranger cannot remove; the row is untouched", async () => {
    const [a, b, c] = await gardeners(3);
    const row = await makeFriendship(db(), a.id, b.id, "pending");
    for (const who of [a, c]) {
      await signIn(who);
      expect(await respondFriendRequestAction(row.id, true)).toEqual({ ok: false, error: "Friend request not found" });
    }
    await signIn(c);
    expect(await removeFriendAction(a.id)).toEqual({ ok: false, error: "Friendship not found" });
    expect(await pairRows(a.id, b.id)).toEqual([{ status: "pending", requesterId: a.id }]);
  });

  it("rejects tampered arguments without touching the database", async () => {
    const [a] = await gardeners(1);
    await signIn(a);
    for (const bad of [0, -4, 1.5, Number.NaN, "7; drop table users" as unknown as number]) {
      expect((await sendFriendRequestAction(bad)).ok).toBe(false);
      expect((await removeFriendAction(bad)).ok).toBe(false);
    }
    expect((await respondFriendRequestAction(1, "yes" as unknown as boolean)).ok).toBe(false);
    expect(await sendFriendRequestAction(a.id)).toEqual({ ok: false, error: "You cannot send a friend request to yourself" });
  });
});

describe("friendship and listing visibility", () => {
  it("a friends-only listing is visible at once after accept and gone after removal, both ways", async () => {
    const [a, b] = await gardeners(2);
    const aPrivate = await makeListing(db(), a.id, { isPublic: false, title: "Saved pea seeds" });
    const bPrivate = await makeListing(db(), b.id, { isPublic: false, title: "Rhubarb crown" });
    const aPublic = await makeListing(db(), a.id, { isPublic: true, title: "Courgettes" });

    await expect(getListing(b, aPrivate.id)).rejects.toMatchObject({ kind: "not_found" });
    expect((await listListings(b, { userId: a.id })).items.map((l) => l.id)).toEqual([aPublic.id]);

    await signIn(a);
    const sent = await sendFriendRequestAction(b.id);
    // pending is not enough
    await expect(getListing(b, aPrivate.id)).rejects.toMatchObject({ kind: "not_found" });
    await signIn(b);
    await respondFriendRequestAction(sent.ok ? sent.data.request_id! : 0, true);

    expect((await getListing(b, aPrivate.id)).title).toBe("Saved pea seeds");
    expect((await getListing(a, bPrivate.id)).title).toBe("Rhubarb crown");
    const friendsFeed = await listListings(b, { friends: true });
    expect(friendsFeed.items.map((l) => l.id).sort()).toEqual([aPrivate.id, aPublic.id].sort());

    await signIn(b);
    await removeFriendAction(a.id);
    await expect(getListing(b, aPrivate.id)).rejects.toMatchObject({ kind: "not_found" });
    await expect(getListing(a, bPrivate.id)).rejects.toMatchObject({ kind: "not_found" });
    expect((await listListings(b, { friends: true })).items).toEqual([]);
    expect((await getListing(b, aPublic.id)).id).toBe(aPublic.id);
  });

  it("a third user never sees the friends-only listing of a friendship they are not in", async () => {
    const [a, b, c] = await gardeners(3);
    const secret = await makeListing(db(), a.id, { isPublic: false });
    await makeFriendship(db(), a.id, b.id, "accepted");
    await makeFriendship(db(), b.id, c.id, "accepted");
    expect((await getListing(b, secret.id)).id).toBe(secret.id);
    await expect(getListing(c, secret.id)).rejects.toMatchObject({ kind: "not_found" });
    expect((await listListings(c, { friends: true })).items.map((l) => l.owner_id)).not.toContain(a.id);
  });
});
