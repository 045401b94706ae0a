import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeFriendship, makeUser } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import {
  friendStatus,
  incomingRequestCount,
  friendsOf,
  friendshipBetween,
  listIncomingRequests,
  listOutgoingRequests,
  removeFriend,
  respondToRequest,
  REQUEST_NOT_FOUND,
  requestFriendship,
  searchGardeners,
  USER_NOT_FOUND,
} from "@/lib/friends";
import { blockPair } from "@/lib/blocks";
import { deleteFriendship } from "@/lib/friends/delete-friendship";
import { getFriendStatus } from "@/lib/friends/get-friend-status";
import { listFriendRequests } from "@/lib/friends/list-friend-requests";
import { listFriends } from "@/lib/friends/list-friends";
import { respondFriendRequest } from "@/lib/friends/respond-friend-request";
import { sendFriendRequest } from "@/lib/friends/send-friend-request";
import { LIMITS } from "@/lib/limits";
import { resetLimits } from "@/lib/rate-limit";
import { invoke } from "@/lib/use-case";
import { getPublicUser } from "@/lib/users";
import { testViewer } from "@/test/viewer";

const as = (u: { id: number; username: string }): Viewer => testViewer(testViewer({ id: u.id, username: u.username, sessionId: "test" }));

async function gardeners(n: number, prefix = "g") {
  const out: Viewer[] = [];
  for (let i = 0; i < n; i++) out.push(as(await makeUser(db(), { username: `${prefix}_${Date.now().toString(36)}_${i}_${Math.random().toString(36).slice(2, 6)}` })));
  return out;
}

async function rowsBetween(a: number, b: number) {
  return db()
    .select({ id: schema.friendships.id, status: schema.friendships.status, requesterId: schema.friendships.requesterId })
    .from(schema.friendships)
    .where(friendshipBetween(a, b));
}

const expectCode = async (p: Promise<unknown>, kind: string, message?: string) => {
  await expect(p).rejects.toMatchObject(message ? { kind, message } : { kind });
};

describe("sending a request", () => {
  it("creates one pending row, requested by the sender; both sides see it from their end", async () => {
    const [a, b] = await gardeners(2);
    const r = await requestFriendship(a, b.id);
    expect(r).toMatchObject({ outcome: "requested", status: "pending", requester_id: a.id, direction: "outgoing" });
    expect(await rowsBetween(a.id, b.id)).toEqual([{ id: r.request_id, status: "pending", requesterId: a.id }]);
    expect(await friendStatus(a, b.id)).toMatchObject({ status: "pending", requester_id: a.id, direction: "outgoing" });
    expect(await friendStatus(b, a.id)).toMatchObject({ status: "pending", requester_id: a.id, direction: "incoming", request_id: r.request_id });
    expect(await listIncomingRequests(b)).toMatchObject([{ id: r.request_id, user_id: a.id, username: a.username }]);
    expect(await listIncomingRequests(a)).toEqual([]);
    expect(await listOutgoingRequests(a)).toMatchObject([{ id: b.id, request_id: r.request_id }]);
    expect(await incomingRequestCount(b)).toBe(1);
    expect(await friendsOf(a)).toEqual([]);
  });

  it("a duplicate request changes nothing", async () => {
    const [a, b] = await gardeners(2);
    const first = await requestFriendship(a, b.id);
    const again = await requestFriendship(a, b.id);
    expect(again).toMatchObject({ outcome: "already_pending", status: "pending", request_id: first.request_id });
    expect(await rowsBetween(a.id, b.id)).toHaveLength(1);
  });

  it("asking someone who already asked you accepts their request (one row)", async () => {
    const [a, b] = await gardeners(2);
    const first = await requestFriendship(a, b.id);
    const back = await requestFriendship(b, a.id);
    expect(back).toMatchObject({ outcome: "accepted", status: "accepted", requester_id: a.id, request_id: first.request_id });
    expect(await rowsBetween(a.id, b.id)).toEqual([{ id: first.request_id, status: "accepted", requesterId: a.id }]);
    expect((await friendsOf(a)).map((f) => f.id)).toEqual([b.id]);
    expect((await friendsOf(b)).map((f) => f.id)).toEqual([a.id]);
  });

  it("asking an existing friend changes nothing", async () => {
    const [a, b] = await gardeners(2);
    await makeFriendship(db(), a.id, b.id, "accepted");
    expect(await requestFriendship(b, a.id)).toMatchObject({ outcome: "already_friends", status: "accepted" });
    expect(await rowsBetween(a.id, b.id)).toHaveLength(1);
  });

  it("refuses oneself (422), unknown users (404) and anonymous callers (401), creating nothing", async () => {
    const [a] = await gardeners(1);
    await expectCode(requestFriendship(a, a.id), "invalid", "You cannot send a friend request to yourself");
    await expectCode(requestFriendship(a, 999_999), "not_found", "User not found");
    await expectCode(requestFriendship(a, 0), "not_found");
    await expectCode(requestFriendship(null, a.id), "unauthorized");
    const involvingA = (await db().select().from(schema.friendships)).filter((r) => r.userLowId === a.id || r.userHighId === a.id);
    expect(involvingA).toHaveLength(0);
  });

  it("crossing requests at the same moment end as one accepted friendship", async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await gardeners(2, `cross${round}`);
      const results = await Promise.all([requestFriendship(a, b.id), requestFriendship(b, a.id)]);
      const rows = await rowsBetween(a.id, b.id);
      expect(rows).toHaveLength(1);
      expect(rows[0].status).toBe("accepted");
      expect(results.map((r) => r.outcome).sort()).toEqual(["accepted", "requested"]);
      expect((await getPublicUser(null, a.id)).friend_count).toBe(1);
      expect((await getPublicUser(null, b.id)).friend_count).toBe(1);
    }
  });

  it("many identical requests at once leave one pending row", async () => {
    const [a, b] = await gardeners(2);
    const results = await Promise.all(Array.from({ length: 6 }, () => requestFriendship(a, b.id)));
    expect(results.filter((r) => r.outcome === "requested")).toHaveLength(1);
    expect(await rowsBetween(a.id, b.id)).toMatchObject([{ status: "pending", requesterId: a.id }]);
  });
});

describe("answering a request", () => {
  it("the recipient accepts: both become friends and counts include it", async () => {
    const [a, b] = await gardeners(2);
    const { request_id } = await requestFriendship(a, b.id);
    const r = await respondToRequest(b, request_id!, true);
    expect(r).toMatchObject({ status: "accepted", requester_id: a.id });
    expect(await friendStatus(a, b.id)).toMatchObject({ status: "accepted", requester_id: a.id, direction: null });
    expect((await getPublicUser(null, a.id)).friend_count).toBe(1);
    expect(await listIncomingRequests(b)).toEqual([]);
  });

  it("the recipient declines: the request is gone", async () => {
    const [a, b] = await gardeners(2);
    const { request_id } = await requestFriendship(a, b.id);
    expect(await respondToRequest(b, request_id!, false)).toMatchObject({ status: "none" });
    expect(await rowsBetween(a.id, b.id)).toEqual([]);
    // and a new request may be sent afterwards
    expect(await requestFriendship(a, b.id)).toMatchObject({ outcome: "requested" });
  });

  it("the sender and a third user cannot answer; nothing changes", async () => {
    const [a, b, c] = await gardeners(3);
    const { request_id } = await requestFriendship(a, b.id);
    for (const who of [a, c]) {
      for (const accept of [true, false]) await expectCode(respondToRequest(who, request_id!, accept), "not_found", "Friend request not found");
    }
    await expectCode(respondToRequest(null, request_id!, true), "unauthorized");
    expect(await rowsBetween(a.id, b.id)).toEqual([{ id: request_id, status: "pending", requesterId: a.id }]);
  });

  it("an accepted friendship or an unknown id cannot be answered again", async () => {
    const [a, b] = await gardeners(2);
    const { request_id } = await requestFriendship(a, b.id);
    await respondToRequest(b, request_id!, true);
    await expectCode(respondToRequest(b, request_id!, false), "not_found", "Friend request not found");
    await expectCode(respondToRequest(b, 987_654, true), "not_found");
    expect(await rowsBetween(a.id, b.id)).toMatchObject([{ status: "accepted" }]);
  });

  it("accepting twice at once accepts once", async () => {
    const [a, b] = await gardeners(2);
    const { request_id } = await requestFriendship(a, b.id);
    const results = await Promise.allSettled([respondToRequest(b, request_id!, true), respondToRequest(b, request_id!, true)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await rowsBetween(a.id, b.id)).toMatchObject([{ status: "accepted" }]);
  });
});

describe("removing", () => {
  it("the sender cancels a pending request", async () => {
    const [a, b] = await gardeners(2);
    await requestFriendship(a, b.id);
    expect(await removeFriend(a, b.id)).toEqual({ removed: "request" });
    expect(await rowsBetween(a.id, b.id)).toEqual([]);
    expect(await friendStatus(b, a.id)).toMatchObject({ status: "none", requester_id: null });
  });

  it("the recipient deleting a pending request declines it", async () => {
    const [a, b] = await gardeners(2);
    await requestFriendship(a, b.id);
    expect(await removeFriend(b, a.id)).toEqual({ removed: "request" });
    expect(await rowsBetween(a.id, b.id)).toEqual([]);
  });

  it.each(["requester", "accepter"] as const)("the %s removes an accepted friendship", async (side) => {
    const [a, b] = await gardeners(2);
    await makeFriendship(db(), a.id, b.id, "accepted");
    expect(await removeFriend(side === "requester" ? a : b, side === "requester" ? b.id : a.id)).toEqual({ removed: "friendship" });
    expect(await rowsBetween(a.id, b.id)).toEqual([]);
    expect((await getPublicUser(null, a.id)).friend_count).toBe(0);
    expect(await friendsOf(b)).toEqual([]);
  });

  it("a third user cannot touch someone else's friendship; unknown, self and no-relation answers", async () => {
    const [a, b, c] = await gardeners(3);
    await makeFriendship(db(), a.id, b.id, "accepted");
    // c has no relation with a or b: nothing to remove, and a/b's row is untouched.
    await expectCode(removeFriend(c, a.id), "not_found", "Friendship not found");
    await expectCode(removeFriend(c, b.id), "not_found", "Friendship not found");
    await expectCode(removeFriend(a, a.id), "invalid");
    await expectCode(removeFriend(a, 999_999), "not_found", "User not found");
    await expectCode(removeFriend(null, b.id), "unauthorized");
    expect(await rowsBetween(a.id, b.id)).toMatchObject([{ status: "accepted" }]);
  });
});

describe("status", () => {
  it("is none for strangers, refuses oneself and unknown users", async () => {
    const [a, b] = await gardeners(2);
    expect(await friendStatus(a, b.id)).toEqual({ status: "none", requester_id: null, request_id: null, direction: null });
    await expectCode(friendStatus(a, a.id), "invalid");
    await expectCode(friendStatus(a, 424_242), "not_found", "User not found");
    await expectCode(friendStatus(null, b.id), "unauthorized");
  });
});

describe("lists and counts", () => {
  it("friend_count counts accepted friendships only; lists show the other side with its picture path", async () => {
    const [a, b, c, d] = await gardeners(4);
    await makeFriendship(db(), a.id, b.id, "accepted");
    await makeFriendship(db(), c.id, a.id, "accepted");
    await makeFriendship(db(), d.id, a.id, "pending");
    expect((await getPublicUser(null, a.id)).friend_count).toBe(2);
    expect((await getPublicUser(null, d.id)).friend_count).toBe(0);
    const friends = await friendsOf(a);
    expect(friends.map((f) => f.id).sort()).toEqual([b.id, c.id].sort());
    expect(friends[0]).toEqual({ id: expect.any(Number), username: expect.any(String), profile_picture: null, city: null, state: null });
    expect((await listIncomingRequests(a)).map((r) => r.user_id)).toEqual([d.id]);
  });

  it("filters friends by username, case-insensitively, with % and _ taken literally", async () => {
    const me = as(await makeUser(db(), { username: `me_${Date.now().toString(36)}` }));
    const tom = await makeUser(db(), { username: `TomatoTom_${Date.now().toString(36)}` });
    const pea = await makeUser(db(), { username: `pea_pod_${Date.now().toString(36)}` });
    await makeFriendship(db(), me.id, tom.id);
    await makeFriendship(db(), pea.id, me.id);
    expect((await friendsOf(me, { q: "tomato" })).map((f) => f.id)).toEqual([tom.id]);
    expect((await friendsOf(me, { q: "POD" })).map((f) => f.id)).toEqual([pea.id]);
    expect(await friendsOf(me, { q: "%" })).toEqual([]);
    expect((await friendsOf(me, { q: "a_p" })).map((f) => f.id)).toEqual([pea.id]);
  });
});

describe("searching gardeners", () => {
  it("finds by username case-insensitively, never the viewer, with the relation to each", async () => {
    const stamp = Date.now().toString(36);
    const me = as(await makeUser(db(), { username: `leek_me_${stamp}` }));
    const friend = await makeUser(db(), { username: `Leek_Friend_${stamp}` });
    const asked = await makeUser(db(), { username: `leek_asked_${stamp}` });
    const asker = await makeUser(db(), { username: `leek_asker_${stamp}` });
    const stranger = await makeUser(db(), { username: `leek_stranger_${stamp}` });
    await makeUser(db(), { username: `onion_${stamp}` });
    await makeFriendship(db(), me.id, friend.id, "accepted");
    await makeFriendship(db(), me.id, asked.id, "pending");
    await makeFriendship(db(), asker.id, me.id, "pending");
    const results = await searchGardeners(me, "LEEK");
    const byId = new Map(results.map((r) => [r.id, r]));
    expect(byId.has(me.id)).toBe(false);
    expect(results).toHaveLength(4);
    expect(byId.get(friend.id)).toMatchObject({ status: "accepted" });
    expect(byId.get(asked.id)).toMatchObject({ status: "pending", direction: "outgoing" });
    expect(byId.get(asker.id)).toMatchObject({ status: "pending", direction: "incoming", requester_id: asker.id });
    expect(byId.get(stranger.id)).toMatchObject({ status: "none", request_id: null });
    expect(await searchGardeners(me, "   ")).toEqual([]);
    await expectCode(searchGardeners(null, "leek"), "unauthorized");
  });

  it("puts exact and prefix matches first", async () => {
    const stamp = Date.now().toString(36);
    const me = as(await makeUser(db(), { username: `viewer_${stamp}` }));
    const contains = await makeUser(db(), { username: `a_chard${stamp}` });
    const prefix = await makeUser(db(), { username: `chard${stamp}_x` });
    const exact = await makeUser(db(), { username: `Chard${stamp}` });
    const ids = (await searchGardeners(me, `chard${stamp}`)).map((r) => r.id);
    expect(ids).toEqual([exact.id, prefix.id, contains.id]);
  });
});

describe("the friend use cases from the wrong side", () => {
  beforeEach(() => resetLimits());
  const allRows = async (ids: number[]) =>
    (await db().select({ lo: schema.friendships.userLowId, hi: schema.friendships.userHighId, status: schema.friendships.status }).from(schema.friendships)).filter(
      (r) => ids.includes(r.lo) || ids.includes(r.hi),
    );

  it("anonymous callers are refused by every one of them (401), and nothing is written", async () => {
    const [a, b] = await gardeners(2);
    const row = await makeFriendship(db(), a.id, b.id, "pending");
    const before = await allRows([a.id, b.id]);
    await expectCode(invoke(sendFriendRequest, null, { friend_id: b.id }), "unauthorized");
    await expectCode(invoke(respondFriendRequest, null, { request_id: row.id, accept: true }), "unauthorized");
    await expectCode(invoke(deleteFriendship, null, { id: a.id }), "unauthorized");
    await expectCode(invoke(getFriendStatus, null, { id: a.id }), "unauthorized");
    await expectCode(invoke(listFriends, null, {}), "unauthorized");
    await expectCode(invoke(listFriendRequests, null, {}), "unauthorized");
    expect(await allRows([a.id, b.id])).toEqual(before);
  });

  it("a stranger cannot answer, end or read someone else's request; the sender cannot accept their own", async () => {
    const [a, b, c] = await gardeners(3);
    const row = await makeFriendship(db(), a.id, b.id, "pending");
    for (const who of [a, c]) await expectCode(invoke(respondFriendRequest, who, { request_id: row.id, accept: true }), "not_found", REQUEST_NOT_FOUND);
    await expectCode(invoke(respondFriendRequest, c, { request_id: row.id, accept: false }), "not_found", REQUEST_NOT_FOUND);
    await expectCode(invoke(deleteFriendship, c, { id: a.id }), "not_found", "Friendship not found");
    expect(await invoke(listFriendRequests, c, {})).toEqual([]);
    expect(await invoke(getFriendStatus, c, { id: a.id })).toMatchObject({ status: "none", request_id: null });
    expect(await rowsBetween(a.id, b.id)).toEqual([{ id: row.id, status: "pending", requesterId: a.id }]);
  });

  it("a blocked or suspended gardener is 'User not found' to every one of them; nothing is written", async () => {
    const [a, b, s] = await gardeners(3);
    await blockPair(b.id, a.id);
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, s.id));
    for (const [me, other] of [
      [a, b],
      [b, a],
      [a, s],
    ] as const) {
      await expectCode(invoke(sendFriendRequest, me, { friend_id: other.id }), "not_found", USER_NOT_FOUND);
      await expectCode(invoke(getFriendStatus, me, { id: other.id }), "not_found", USER_NOT_FOUND);
      await expectCode(invoke(deleteFriendship, me, { id: other.id }), "not_found", USER_NOT_FOUND);
    }
    expect(await allRows([a.id, b.id, s.id])).toEqual([]);
  });

  it("bad ids are refused before anything runs: 422 in a body, 404 in a path", async () => {
    const [a] = await gardeners(1);
    await expectCode(invoke(sendFriendRequest, a, { friend_id: "abc" as unknown as number }), "invalid");
    await expectCode(invoke(respondFriendRequest, a, { request_id: -1, accept: true }), "invalid");
    await expectCode(invoke(getFriendStatus, a, { id: "abc" }), "not_found", USER_NOT_FOUND);
    await expectCode(invoke(deleteFriendship, a, { id: "0" }), "not_found", USER_NOT_FOUND);
    expect(await allRows([a.id])).toEqual([]);
  });

  it(`one sender gets ${LIMITS.friendRequest[0].points} requests an hour on every door together (429), and the refused one writes nothing`, async () => {
    const [a, ...others] = await gardeners(LIMITS.friendRequest[0].points + 2);
    const last = others.pop()!;
    for (const o of others) await invoke(sendFriendRequest, a, { friend_id: o.id });
    await expect(invoke(sendFriendRequest, a, { friend_id: last.id }, { door: "action", ip: null })).rejects.toMatchObject({ kind: "rate_limited" });
    expect(await rowsBetween(a.id, last.id)).toEqual([]);
    expect(await allRows([a.id])).toHaveLength(others.length);
  });
});
