import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { friendshipBetween } from "@/lib/friends";
import { createUser, params, req, type TestUser } from "@/test/http";
import { GET as friendsGET } from "./route";
import { DELETE as friendDELETE } from "./[id]/route";
import { POST as requestPOST } from "./request/route";
import { GET as requestsGET } from "./requests/route";
import { POST as respondPOST } from "./respond/route";
import { GET as statusGET } from "./status/[id]/route";

const ask = (from: TestUser | null, friend_id: unknown) =>
  requestPOST(req("/api/auth/friends/request", { method: "POST", token: from?.token, json: { friend_id } }));
const respond = (who: TestUser | null, json: unknown) => respondPOST(req("/api/auth/friends/respond", { method: "POST", token: who?.token, json }));
const status = (who: TestUser | null, id: string) => statusGET(req(`/api/auth/friends/status/${id}`, { token: who?.token }), params({ id }));
const remove = (who: TestUser | null, id: string) => friendDELETE(req(`/api/auth/friends/${id}`, { method: "DELETE", token: who?.token }), params({ id }));
const friendsOf = async (who: TestUser) => (await friendsGET(req("/api/auth/friends", { token: who.token }))).json();
const requestsOf = async (who: TestUser) => (await requestsGET(req("/api/auth/friends/requests", { token: who.token }))).json();

async function pairRows(a: number, b: number) {
  return db().select({ status: schema.friendships.status, requesterId: schema.friendships.requesterId }).from(schema.friendships).where(friendshipBetween(a, b));
}

describe("POST /api/auth/friends/request", () => {
  it("sends a request (201), repeats harmlessly (200), and the reverse request accepts it", async () => {
    const [a, b] = [await createUser(), await createUser()];
    const first = await ask(a, b.id);
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body).toMatchObject({ friend_id: b.id, status: "pending", requester_id: a.id });
    expect(typeof body.id).toBe("number");
    const again = await ask(a, String(b.id));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: "pending" });
    const back = await ask(b, a.id);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ status: "accepted", outcome: "accepted" });
    expect(await pairRows(a.id, b.id)).toEqual([{ status: "accepted", requesterId: a.id }]);
  });

  it("refuses anonymous (401), oneself (422), unknown users (404) and bad payloads (422); nothing is written", async () => {
    const a = await createUser();
    expect((await ask(null, a.id)).status).toBe(401);
    const self = await ask(a, a.id);
    expect(self.status).toBe(422);
    expect(await self.json()).toEqual({ detail: "You cannot send a friend request to yourself" });
    const unknown = await ask(a, 987_654);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: "User not found" });
    for (const bad of ["abc", -1, 0, 1.5, null, true, [], {}]) expect((await ask(a, bad)).status, JSON.stringify(bad)).toBe(422);
    expect((await requestPOST(req("/api/auth/friends/request", { body: "{oops", headers: { "content-type": "application/json" }, token: a.token }))).status).toBe(422);
    const rows = await db().select().from(schema.friendships).where(eq(schema.friendships.requesterId, a.id));
    expect(rows).toEqual([]);
  });
});

describe("POST /api/auth/friends/respond", () => {
  it("the recipient accepts; both see each other in GET /api/auth/friends with exactly id, username, profile_picture", async () => {
    const [a, b] = [await createUser(), await createUser()];
    await ask(a, b.id);
    const incoming = await requestsOf(b);
    expect(incoming).toEqual([{ id: expect.any(Number), user_id: a.id, username: a.username, profile_picture: null }]);
    expect(await requestsOf(a)).toEqual([]);
    const res = await respond(b, { request_id: incoming[0].id, accept: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "accepted" });
    expect(await friendsOf(a)).toEqual([{ id: b.id, username: b.username, profile_picture: null }]);
    expect(await friendsOf(b)).toEqual([{ id: a.id, username: a.username, profile_picture: null }]);
    expect(await requestsOf(b)).toEqual([]);
  });

  it("the recipient declines: the request disappears", async () => {
    const [a, b] = [await createUser(), await createUser()];
    await ask(a, b.id);
    const [r] = await requestsOf(b);
    const res = await respond(b, { request_id: r.id, accept: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "none" });
    expect(await pairRows(a.id, b.id)).toEqual([]);
  });

  it("the sender, a third user and anonymous callers cannot answer; the request stays pending", async () => {
    const [a, b, c] = [await createUser(), await createUser(), await createUser()];
    await ask(a, b.id);
    const [r] = await requestsOf(b);
    for (const who of [a, c]) {
      const res = await respond(who, { request_id: r.id, accept: true });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: "Friend request not found" });
      expect((await respond(who, { request_id: r.id, accept: false })).status).toBe(404);
    }
    expect((await respond(null, { request_id: r.id, accept: true })).status).toBe(401);
    expect((await respond(b, { request_id: 999_999, accept: true })).status).toBe(404);
    expect((await respond(b, { request_id: r.id, accept: "yes" })).status).toBe(422);
    expect((await respond(b, { request_id: "x", accept: true })).status).toBe(422);
    expect((await respond(b, {})).status).toBe(422);
    expect(await pairRows(a.id, b.id)).toEqual([{ status: "pending", requesterId: a.id }]);
  });
});

describe("GET /api/auth/friends/status/{id}", () => {
  it("reports none → pending (and who asked) → accepted from both sides", async () => {
    const [a, b] = [await createUser(), await createUser()];
    expect(await (await status(a, String(b.id))).json()).toMatchObject({ status: "none", requester_id: null });
    await ask(a, b.id);
    expect(await (await status(a, String(b.id))).json()).toMatchObject({ status: "pending", requester_id: a.id, direction: "outgoing" });
    const fromB = await (await status(b, String(a.id))).json();
    expect(fromB).toMatchObject({ status: "pending", requester_id: a.id, direction: "incoming" });
    await respond(b, { request_id: fromB.request_id, accept: true });
    expect(await (await status(a, String(b.id))).json()).toMatchObject({ status: "accepted" });
  });

  it("answers 401 anonymous, 404 for unknown or non-numeric ids, 422 for oneself", async () => {
    const a = await createUser();
    expect((await status(null, "1")).status).toBe(401);
    expect((await status(a, "999999")).status).toBe(404);
    expect((await status(a, "abc")).status).toBe(404);
    expect((await status(a, "-3")).status).toBe(404);
    expect((await status(a, String(a.id))).status).toBe(422);
  });
});

describe("DELETE /api/auth/friends/{id}", () => {
  it("the sender cancels a pending request (204)", async () => {
    const [a, b] = [await createUser(), await createUser()];
    await ask(a, b.id);
    expect((await remove(a, String(b.id))).status).toBe(204);
    expect(await pairRows(a.id, b.id)).toEqual([]);
    expect(await requestsOf(b)).toEqual([]);
  });

  it("either friend removes an accepted friendship", async () => {
    for (const remover of ["sender", "recipient"] as const) {
      const [a, b] = [await createUser(), await createUser()];
      await ask(a, b.id);
      await ask(b, a.id);
      const res = remover === "sender" ? await remove(a, String(b.id)) : await remove(b, String(a.id));
      expect(res.status).toBe(204);
      expect(await friendsOf(a)).toEqual([]);
      expect(await friendsOf(b)).toEqual([]);
    }
  });

  it("a third user cannot end someone else's friendship; 401/404/422 for anonymous, unknown, non-numeric, self", async () => {
    const [a, b, c] = [await createUser(), await createUser(), await createUser()];
    await ask(a, b.id);
    await ask(b, a.id);
    const third = await remove(c, String(a.id));
    expect(third.status).toBe(404);
    expect(await third.json()).toEqual({ detail: "Friendship not found" });
    expect((await remove(null, String(a.id))).status).toBe(401);
    expect((await remove(a, "999999")).status).toBe(404);
    expect((await remove(a, "abc")).status).toBe(404);
    expect((await remove(a, String(a.id))).status).toBe(422);
    expect(await pairRows(a.id, b.id)).toEqual([{ status: "accepted", requesterId: a.id }]);
  });
});

describe("GET lists", () => {
  it("refuse anonymous callers", async () => {
    expect((await friendsGET(req("/api/auth/friends"))).status).toBe(401);
    expect((await requestsGET(req("/api/auth/friends/requests"))).status).toBe(401);
  });

  it("crossing requests through the API end as one friendship", async () => {
    const [a, b] = [await createUser(), await createUser()];
    const [r1, r2] = await Promise.all([ask(a, b.id), ask(b, a.id)]);
    expect([r1.status, r2.status].sort()).toEqual([200, 201]);
    expect(await pairRows(a.id, b.id)).toMatchObject([{ status: "accepted" }]);
    expect((await friendsOf(a)).map((f: { id: number }) => f.id)).toEqual([b.id]);
  });
});

describe("form-encoded callers", () => {
  it("may send friend_id, request_id and accept as form fields", async () => {
    const [a, b] = [await createUser(), await createUser()];
    expect((await requestPOST(req("/api/auth/friends/request", { token: a.token, form: { friend_id: String(b.id) } }))).status).toBe(201);
    const [r] = await requestsOf(b);
    const res = await respondPOST(req("/api/auth/friends/respond", { token: b.token, form: { request_id: String(r.id), accept: "true" } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "accepted" });
    expect((await respondPOST(req("/api/auth/friends/respond", { token: b.token, form: { request_id: String(r.id), accept: "maybe" } }))).status).toBe(422);
  });
});
