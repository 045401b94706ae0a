/**
 * Issue 12: abuse limits hold across instances. Two real server processes (test/processes:
 * bench/chat/server.ts, the chat socket and the message and friend-request routes) share one
 * Postgres database and one Redis (their own REDIS_PREFIX): a gardener's budget is one count
 * whichever instance, and whichever door, each call reaches. Runs when DATABASE_URL is set (CI's
 * Postgres run) and fails there if Redis or Postgres is unreachable; an embedded run skips and says why.
 */
import { randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { missingInstanceServices } from "@/db/test-services";
import { LIMITS } from "@/lib/limits";
import type { ChatAck } from "@/lib/realtime/events";
import { createUser, type TestUser } from "@/test/http";
import { startTwoInstances } from "@/test/processes";

const why = await missingInstanceServices("abuse-limits-processes.test.ts");

describe.skipIf(!!why)(`abuse limits across two server processes sharing Redis${why ? ` (skipped: ${why})` : ""}`, () => {
  const sockets: Socket[] = [];
  let urls: string[] = [];
  let stop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    // Their own key prefix: counts from other runs (or other people's) never mix in.
    const started = await startTwoInstances("limits2p", { REDIS_PREFIX: `limits2p-${process.pid}-${randomBytes(3).toString("hex")}` });
    urls = started.ports.map((port) => `http://127.0.0.1:${port}`);
    stop = started.stop;
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await stop();
  }, 60_000);

  const post = (url: string, path: string, user: TestUser, json: unknown) =>
    fetch(`${url}${path}`, { method: "POST", headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" }, body: JSON.stringify(json) });

  async function expectLimited(res: Response) {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await res.json();
    expect(typeof body.detail).toBe("string");
  }

  it("friend requests: one gardener's 20 an hour are counted across both instances (429 + Retry-After on either)", async () => {
    const [fern, other] = await Promise.all([createUser(), createUser()]);
    const perHour = LIMITS.friendRequest[0].points;
    // Each request counts, whatever it finds (no such gardener: 404); half to each instance.
    for (let i = 0; i < perHour; i++) expect((await post(urls[i % 2], "/api/auth/friends/request", fern, { friend_id: 900_000 + i })).status).toBe(404);
    await expectLimited(await post(urls[0], "/api/auth/friends/request", fern, { friend_id: other.id }));
    await expectLimited(await post(urls[1], "/api/auth/friends/request", fern, { friend_id: other.id }));
    // Nothing was created by the refused calls; another gardener has a budget of their own.
    const [{ n }] = await db().select({ n: count() }).from(schema.friendships).where(eq(schema.friendships.requesterId, fern.id));
    expect(n).toBe(0);
    expect((await post(urls[1], "/api/auth/friends/request", other, { friend_id: fern.id })).status).toBe(201);
  }, 60_000);

  it("messages: 5 a second per sender over sockets on both instances and the REST door together", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const socketOn = async (url: string) => {
      const s = connect(url, { path: "/socket.io", transports: ["websocket"], reconnection: false, forceNew: true, auth: { token: rose.token } });
      sockets.push(s);
      await new Promise<void>((resolve, reject) => {
        s.once("connect", () => resolve());
        s.once("connect_error", reject);
      });
      return s;
    };
    const [onA, onB] = await Promise.all([socketOn(urls[0]), socketOn(urls[1])]);
    const viaSocket = async (s: Socket, i: number) => (await s.timeout(15_000).emitWithAck("send_message", { receiver_id: basil.id, content: `m${i}` })) as ChatAck;
    const viaRest = async (url: string, i: number) => {
      const res = await post(url, "/api/messages", rose, { receiver_id: basil.id, content: `m${i}` });
      return res.status === 429 ? { ok: false as const, status: 429, retry_after: Number(res.headers.get("retry-after")), error: (await res.json()).detail } : { ok: res.status === 201 };
    };
    // Seven at once, spread over both instances and both doors (at most 2 per socket: under its own flood guard).
    const answers = await Promise.all([viaSocket(onA, 1), viaSocket(onA, 2), viaSocket(onB, 3), viaSocket(onB, 4), viaRest(urls[0], 5), viaRest(urls[1], 6), viaRest(urls[1], 7)]);
    const perSecond = LIMITS.sendMessage[0].points;
    expect(answers.filter((a) => a.ok)).toHaveLength(perSecond);
    const refused = answers.filter((a) => !a.ok);
    expect(refused).toHaveLength(7 - perSecond);
    for (const r of refused) {
      expect(r).toMatchObject({ ok: false, status: 429, error: LIMITS.sendMessage[0].message });
      expect((r as { retry_after: number }).retry_after).toBeGreaterThan(0);
    }
    const [{ n }] = await db().select({ n: count() }).from(schema.messages).where(and(eq(schema.messages.senderId, rose.id), eq(schema.messages.receiverId, basil.id)));
    expect(n).toBe(perSecond);
  }, 60_000);
});
