import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { io as connect, type Socket as ClientSocket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { makeMessage } from "@/db/factories";
import { logout } from "@/lib/auth";
import { verifyToken } from "@/lib/auth/session";
import type { Message } from "@/lib/messages";
import { POST as postMessage } from "@/app/api/messages/route";
import { blockPair, CANNOT_MESSAGE } from "@/lib/blocks";
import { createUser, req, type TestUser } from "@/test/http";
import { rateLimiter } from "@/app/_doors/socket";
import type { ChatAck, MarkReadAck } from "@/lib/realtime/events";
import { attachRealtime } from "@/app/_realtime/socket-server";
import { resetLimits } from "@/lib/rate-limit";
import { limitersMadeByTheOtherBundle } from "@/test/other-bundle-limiters";
import { MESSAGES_PER_SECOND, RATE_LIMITED } from "./chat";
import "./features";

let http: HttpServer;
let realtime: Awaited<ReturnType<typeof attachRealtime>>;
let url: string;

beforeAll(async () => {
  http = createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  realtime = await attachRealtime(http);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await realtime.close();
  http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
});

const open: ClientSocket[] = [];
afterEach(() => {
  while (open.length) open.pop()!.disconnect();
  vi.useRealTimers();
});

/** A connected client; collects every new_message it receives. */
async function client(user: TestUser) {
  const socket = connect(url, { path: "/socket.io", transports: ["websocket"], reconnection: false, forceNew: true, auth: { token: user.token } });
  open.push(socket);
  const received: Message[] = [];
  const unread: number[] = [];
  socket.on("new_message", (m: Message) => received.push(m));
  socket.on("unread_messages", (u: { count: number }) => unread.push(u.count));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return { socket, received, unread };
}

const send = (socket: ClientSocket, payload: unknown) => socket.timeout(5_000).emitWithAck("send_message", payload) as Promise<ChatAck>;

async function until(check: () => boolean, ms = 3_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 10));
  }
}
const settle = () => new Promise((r) => setTimeout(r, 150));
const countMessages = async () => (await db().select({ id: schema.messages.id }).from(schema.messages)).length;

describe("send_message over Socket.IO", () => {
  it("stores the message, acknowledges it, and delivers new_message to the receiver and every tab of the sender — nobody else", async () => {
    const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()]);
    const [a1, a2, b1, c1] = await Promise.all([client(a), client(a), client(b), client(c)]);
    const ack = await send(a1.socket, { receiver_id: b.id, content: "  Any courgettes left?  " });
    expect(ack).toEqual({ ok: true, message: expect.objectContaining({ sender_id: a.id, receiver_id: b.id, content: "Any courgettes left?" }) });
    const message = (ack as { message: Message }).message;
    const [stored] = await db().select({ content: schema.messages.content }).from(schema.messages).where(eq(schema.messages.id, message.id));
    expect(stored.content).toBe("Any courgettes left?");
    await until(() => b1.received.length === 1 && a1.received.length === 1 && a2.received.length === 1);
    expect(b1.received[0]).toEqual(message);
    expect(a2.received[0]).toEqual(message);
    await settle();
    expect(c1.received).toEqual([]);
  });

  it("always sends as the authenticated user, whatever sender id the payload claims", async () => {
    const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()]);
    const [c1, b1] = await Promise.all([client(c), client(b)]);
    const ack = await send(c1.socket, { receiver_id: b.id, content: "I am a, honest", sender_id: a.id, senderId: a.id });
    expect(ack.ok && ack.message.sender_id).toBe(c.id);
    await until(() => b1.received.length === 1);
    expect(b1.received[0].sender_id).toBe(c.id);
  });

  it("answers malformed events with an error acknowledgement, stores nothing, and keeps the connection", async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const { socket } = await client(a);
    const before = await countMessages();
    const bad: unknown[] = [
      null,
      "hello",
      42,
      [b.id, "hi"],
      {},
      { receiver_id: b.id },
      { receiver_id: b.id, content: "   " },
      { receiver_id: b.id, content: "x".repeat(2001) },
      { receiver_id: b.id, content: { nested: true } },
      { receiver_id: "drop table", content: "x" },
      { receiver_id: a.id, content: "me, myself" },
      { receiver_id: 999_999, content: "nobody" },
    ];
    for (const payload of bad) {
      const ack = await send(socket, payload);
      expect(ack.ok, JSON.stringify(payload)).toBe(false);
      expect(typeof (ack as { error: string }).error).toBe("string");
      // Spread out so the rate limit does not answer instead of validation.
      await new Promise((r) => setTimeout(r, 210));
    }
    // No acknowledgement callback at all, or odd argument shapes: ignored without harm.
    socket.emit("send_message", { receiver_id: b.id, content: "no ack" });
    socket.emit("send_message");
    socket.emit("send_message", () => {});
    socket.emit("mark_read", "nonsense");
    socket.emit("unknown_event", { x: 1 });
    await settle();
    expect(socket.connected).toBe(true);
    expect(await countMessages()).toBe(before + 1); // only the well-formed "no ack" message
    await new Promise((r) => setTimeout(r, 1_000));
    const ok = await send(socket, { receiver_id: b.id, content: "still here" });
    expect(ok.ok).toBe(true);
  });

  it(`rate-limits each socket to ${MESSAGES_PER_SECOND} messages a second, with an error acknowledgement past it`, async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const { socket } = await client(a);
    const b1 = await client(b);
    const before = await countMessages();
    const acks = await Promise.all(Array.from({ length: 9 }, (_, i) => send(socket, { receiver_id: b.id, content: `burst ${i}` })));
    expect(acks.filter((x) => x.ok)).toHaveLength(MESSAGES_PER_SECOND);
    expect(acks.filter((x) => !x.ok).map((x) => (x as { error: string }).error)).toEqual(Array(9 - MESSAGES_PER_SECOND).fill(RATE_LIMITED));
    expect(await countMessages()).toBe(before + MESSAGES_PER_SECOND);
    await until(() => b1.received.length === MESSAGES_PER_SECOND);
    expect(socket.connected).toBe(true);
    // The budget is the sender's, on every door together (issue 12): another tab and the REST
    // door are refused within the same second, storing nothing; everything recovers after it.
    const { socket: other } = await client(a);
    const refused = await send(other, { receiver_id: b.id, content: "other tab" });
    expect(refused).toMatchObject({ ok: false, status: 429, error: RATE_LIMITED });
    expect((refused as { retry_after: number }).retry_after).toBeGreaterThan(0);
    const rest = await postMessage(req("/api/messages", { token: a.token, json: { receiver_id: b.id, content: "over REST" } }));
    expect(rest.status).toBe(429);
    expect(await countMessages()).toBe(before + MESSAGES_PER_SECOND);
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await send(socket, { receiver_id: b.id, content: "later" })).ok).toBe(true);
    expect((await send(other, { receiver_id: b.id, content: "other tab, later" })).ok).toBe(true);
  });

  it("a blocked gardener's send is refused either way, stores nothing and reaches nobody", async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    await blockPair(a.id, b.id);
    const [a1, b1] = await Promise.all([client(a), client(b)]);
    const before = await countMessages();
    expect(await send(b1.socket, { receiver_id: a.id, content: "let me in" })).toEqual({ ok: false, status: 403, error: CANNOT_MESSAGE });
    expect(await send(a1.socket, { receiver_id: b.id, content: "and back" })).toEqual({ ok: false, status: 403, error: CANNOT_MESSAGE });
    await settle();
    expect(a1.received).toEqual([]);
    expect(b1.received).toEqual([]);
    expect(await countMessages()).toBe(before);
  });

  it("sends from several gardeners at once (one group commit): each ack has its own id, each receiver its own message, in the order sent; a blocked one among them is refused alone", async () => {
    const [a, b, c, d] = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    await blockPair(d.id, c.id);
    const [a1, b1, c1, d1] = await Promise.all([client(a), client(b), client(c), client(d)]);
    const before = await countMessages();
    const acks = await Promise.all([
      send(a1.socket, { receiver_id: b.id, content: "a1" }),
      send(b1.socket, { receiver_id: a.id, content: "b1" }),
      send(c1.socket, { receiver_id: d.id, content: "c to the one who blocked" }),
      send(a1.socket, { receiver_id: b.id, content: "a2" }),
      send(d1.socket, { receiver_id: a.id, content: "d1" }),
      send(a1.socket, { receiver_id: b.id, content: "a3" }),
    ]);
    expect(acks[2]).toEqual({ ok: false, status: 403, error: CANNOT_MESSAGE });
    const ok = acks.filter((x): x is Extract<ChatAck, { ok: true }> => x.ok).map((x) => x.message);
    expect(ok.map((m) => m.content)).toEqual(["a1", "b1", "a2", "d1", "a3"]);
    expect(new Set(ok.map((m) => m.id)).size).toBe(5);
    expect(await countMessages()).toBe(before + 5);
    const fromA = ok.filter((m) => m.sender_id === a.id);
    expect(fromA.map((m) => m.id)).toEqual(fromA.map((m) => m.id).sort((x, y) => x - y));
    await until(() => b1.received.filter((m) => m.receiver_id === b.id).length === 3 && a1.received.filter((m) => m.receiver_id === a.id).length === 2);
    expect(b1.received.filter((m) => m.receiver_id === b.id)).toEqual(fromA);
    expect(a1.received.filter((m) => m.receiver_id === a.id).map((m) => m.content).sort()).toEqual(["b1", "d1"]);
    await settle();
    expect(d1.received.filter((m) => m.receiver_id === d.id)).toEqual([]);
  });

  it("closes the socket as soon as its session ends (logout), so nothing more is sent or received", async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const { socket } = await client(a);
    expect((await send(socket, { receiver_id: b.id, content: "before logout" })).ok).toBe(true);
    const disconnected = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    await logout(await verifyToken(a.token));
    expect(await disconnected).toBe("io server disconnect");
    const rows = await db().select({ content: schema.messages.content }).from(schema.messages).where(eq(schema.messages.senderId, a.id));
    expect(rows.map((r) => r.content)).toEqual(["before logout"]);
  });

  it("a refusal from the limiter the other bundle created is still a 429 with retry_after on the socket and Retry-After over REST (L7)", async () => {
    const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()]);
    resetLimits();
    const { restore } = limitersMadeByTheOtherBundle();
    try {
      // Someone's message creates the shared limiters; from then on the cache holds the other copy's.
      expect((await postMessage(req("/api/messages", { token: c.token, json: { receiver_id: b.id, content: "first" } }))).status).toBe(201);
      const { socket } = await client(a);
      // The per-second budget, spent over REST; both doors are then refused within the same second.
      const sent = await Promise.all(Array.from({ length: MESSAGES_PER_SECOND }, (_, i) => postMessage(req("/api/messages", { token: a.token, json: { receiver_id: b.id, content: `rest ${i}` } }))));
      expect(sent.map((r) => r.status)).toEqual(Array(MESSAGES_PER_SECOND).fill(201));
      const [refused, rest] = await Promise.all([
        send(socket, { receiver_id: b.id, content: "over the shared budget" }),
        postMessage(req("/api/messages", { token: a.token, json: { receiver_id: b.id, content: "over REST" } })),
      ]);
      expect(refused).toMatchObject({ ok: false, status: 429, error: RATE_LIMITED });
      expect((refused as { retry_after: number }).retry_after).toBeGreaterThan(0);
      expect(rest.status).toBe(429);
      expect(Number(rest.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      restore();
      resetLimits();
    }
  });
});

describe("unread counts over Socket.IO", () => {
  it("tells each socket its unread total on connect, and mark_read updates every tab of the reader", async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    await makeMessage(db(), b.id, a.id, "one");
    await makeMessage(db(), b.id, a.id, "two");
    const [a1, a2] = await Promise.all([client(a), client(a)]);
    await until(() => a1.unread.length === 1 && a2.unread.length === 1);
    expect(a1.unread).toEqual([2]);
    const readEvents: unknown[] = [];
    a2.socket.on("messages_read", (e) => readEvents.push(e));
    const ack = (await a1.socket.timeout(5_000).emitWithAck("mark_read", { other_id: b.id })) as MarkReadAck;
    expect(ack).toEqual({ ok: true, marked: 2, unread_total: 0 });
    await until(() => readEvents.length === 1);
    expect(readEvents[0]).toEqual({ other_id: b.id, unread_total: 0 });
    const bad = (await a1.socket.timeout(5_000).emitWithAck("mark_read", { other_id: "x" })) as MarkReadAck;
    expect(bad.ok).toBe(false);
  });

  it("a third user's mark_read changes nothing of others' threads", async () => {
    const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()]);
    await makeMessage(db(), b.id, a.id, "private");
    const c1 = await client(c);
    const ack = (await c1.socket.timeout(5_000).emitWithAck("mark_read", { other_id: b.id })) as MarkReadAck;
    expect(ack).toEqual({ ok: true, marked: 0, unread_total: 0 });
    const [row] = await db().select({ readAt: schema.messages.readAt }).from(schema.messages).where(eq(schema.messages.receiverId, a.id));
    expect(row.readAt).toBeNull();
  });

  it("refuses a handshake without a valid token", async () => {
    const socket = connect(url, { path: "/socket.io", transports: ["websocket"], reconnection: false, forceNew: true, auth: { token: "forged" } });
    open.push(socket);
    const error = await new Promise<Error>((resolve) => socket.once("connect_error", resolve));
    expect(error.message).toBe("unauthorized");
  });
});

describe("rateLimiter", () => {
  it("allows bursts up to the rate and refills continuously", () => {
    let t = 0;
    const allow = rateLimiter(5, () => t);
    expect(Array.from({ length: 7 }, () => allow())).toEqual([true, true, true, true, true, false, false]);
    t += 200; // one token back
    expect([allow(), allow()]).toEqual([true, false]);
    t += 10_000; // never more than the burst
    expect(Array.from({ length: 6 }, () => allow()).filter(Boolean)).toHaveLength(5);
  });
});
