import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { io as connect, type Socket as ClientSocket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { missingServices, REDIS_URL } from "@/db/test-services";
import { logout, verifyToken } from "@/lib/auth";
import { createUser, type TestUser } from "@/test/http";
import { publish, realtimeServer, userRoom } from "@/lib/realtime";
import { attachRealtime, type SocketFeature } from "./socket-server";

type Realtime = Awaited<ReturnType<typeof attachRealtime>>;

/** A test event outside the app's typed events (lib/realtime/events.ts), published like any other. */
const ping = (userId: number, payload: unknown) => publish(userId, "ping" as never, payload as never);

async function startServer(features: SocketFeature[] = []) {
  const http = createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  const realtime = await attachRealtime(http, { features });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { http, realtime, url };
}

async function stopServer(s: { http: HttpServer; realtime: Realtime }) {
  await s.realtime.close();
  s.http.closeAllConnections();
  await new Promise<void>((resolve) => s.http.close(() => resolve()));
}

const open: ClientSocket[] = [];
function client(url: string, opts: { token?: unknown; cookie?: string } = {}) {
  const socket = connect(url, {
    path: "/socket.io",
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
    auth: opts.token === undefined ? {} : { token: opts.token },
    extraHeaders: opts.cookie ? { cookie: opts.cookie } : undefined,
  });
  open.push(socket);
  return socket;
}

/** Resolves with "connect" or the connect_error message, whichever comes first. */
function outcome(socket: ClientSocket): Promise<{ connected: true } | { connected: false; error: string }> {
  return new Promise((resolve) => {
    if (socket.connected) return resolve({ connected: true });
    socket.once("connect", () => resolve({ connected: true }));
    socket.once("connect_error", (e) => resolve({ connected: false, error: e.message }));
  });
}

function nextEvent<T>(socket: ClientSocket, event: string, ms = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no "${event}" within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(t);
      resolve(payload);
    });
  });
}

afterEach(() => {
  while (open.length) open.pop()!.disconnect();
});

describe("publish without a server", () => {
  it("is a no-op (tests, build, scripts)", () => {
    expect(realtimeServer()).toBeUndefined();
    expect(() => ping(1, { hello: "nobody" })).not.toThrow();
  });
});

describe("the authenticated Socket.IO handshake", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let rose: TestUser;
  let basil: TestUser;
  const seen: { userId: number; rooms: string[] }[] = [];

  beforeAll(async () => {
    server = await startServer([
      (socket) => {
        seen.push({ userId: socket.data.viewer.id, rooms: [...socket.rooms] });
      },
    ]);
    rose = await createUser();
    basil = await createUser();
  });

  afterAll(async () => {
    await stopServer(server);
    expect(realtimeServer()).toBeUndefined();
  });

  it("registers itself so publish() reaches it", () => {
    expect(realtimeServer()).toBe(server.realtime.io);
  });

  it("accepts a valid token in auth.token and puts the socket in room user:<id>", async () => {
    const socket = client(server.url, { token: rose.token });
    expect(await outcome(socket)).toEqual({ connected: true });
    await expect.poll(() => seen.some((s) => s.userId === rose.id)).toBe(true);
    const rooms = await server.realtime.io.in(userRoom(rose.id)).fetchSockets();
    expect(rooms).toHaveLength(1);
    expect(rooms[0].data.viewer).toMatchObject({ id: rose.id, username: rose.username });

    const arriving = nextEvent<{ n: number }>(socket, "ping");
    ping(rose.id, { n: 1 });
    expect(await arriving).toEqual({ n: 1 });
  });

  it("delivers a published event only to that user's sockets", async () => {
    const roseSocket = client(server.url, { token: rose.token });
    const basilSocket = client(server.url, { token: basil.token });
    expect(await Promise.all([outcome(roseSocket), outcome(basilSocket)])).toEqual([{ connected: true }, { connected: true }]);

    const basilGot: unknown[] = [];
    basilSocket.on("ping", (p) => basilGot.push(p));
    const roseGets = nextEvent(roseSocket, "ping");
    ping(rose.id, { for: "rose" });
    expect(await roseGets).toEqual({ for: "rose" });

    // Basil's own event arrives after anything misrouted would have: none came before it.
    const basilGets = nextEvent(basilSocket, "ping");
    ping(basil.id, { for: "basil" });
    await basilGets;
    expect(basilGot).toEqual([{ for: "basil" }]);
  });

  it("accepts the session cookie instead of auth.token", async () => {
    const socket = client(server.url, { cookie: `theme=light; next-auth.session-token=${encodeURIComponent(basil.token)}` });
    expect(await outcome(socket)).toEqual({ connected: true });
    const arriving = nextEvent(socket, "ping");
    ping(basil.id, "cookie");
    expect(await arriving).toBe("cookie");
  });

  it("refuses a cookie handshake from another origin (cross-site WebSocket hijacking); a token handshake is unaffected", async () => {
    const cookie = `next-auth.session-token=${encodeURIComponent(basil.token)}`;
    const evil = connect(server.url, { transports: ["websocket"], reconnection: false, forceNew: true, extraHeaders: { cookie, origin: "http://127.0.0.1:1" } });
    const own = connect(server.url, { transports: ["websocket"], reconnection: false, forceNew: true, extraHeaders: { cookie, origin: server.url } });
    const token = connect(server.url, { transports: ["websocket"], reconnection: false, forceNew: true, auth: { token: basil.token }, extraHeaders: { origin: "https://evil.example" } });
    open.push(evil, own, token);
    expect(await outcome(evil)).toEqual({ connected: false, error: "unauthorized" });
    expect(await outcome(own)).toEqual({ connected: true });
    expect(await outcome(token)).toEqual({ connected: true });
  });

  it("accepts an Authorization: Bearer header", async () => {
    const socket = connect(server.url, { transports: ["websocket"], reconnection: false, forceNew: true, extraHeaders: { authorization: `Bearer ${rose.token}` } });
    open.push(socket);
    expect(await outcome(socket)).toEqual({ connected: true });
  });

  it.each([
    ["no token", {}],
    ["an empty token", { token: "" }],
    ["a garbage token", { token: "not-a-jwt" }],
    ["a token that is not a string", { token: { sub: 1 } }],
    ["a garbage cookie", { cookie: "next-auth.session-token=abc.def.ghi" }],
  ])("refuses %s with connect_error", async (_label, opts) => {
    const socket = client(server.url, opts);
    expect(await outcome(socket)).toEqual({ connected: false, error: "unauthorized" });
    expect(socket.connected).toBe(false);
  });

  it("refuses a token after logout, and logout leaves other sessions working", async () => {
    const user = await createUser();
    const second = await createUser({ username: `${user.username}_x`, email: `x_${user.email}` });
    const viewer = await verifyToken(user.token);
    expect(viewer).not.toBeNull();

    const before = client(server.url, { token: user.token });
    expect(await outcome(before)).toEqual({ connected: true });

    await logout(viewer);
    const after = client(server.url, { token: user.token });
    expect(await outcome(after)).toEqual({ connected: false, error: "unauthorized" });

    const other = client(server.url, { token: second.token });
    expect(await outcome(other)).toEqual({ connected: true });
  });
});

describe("several instances through Redis", () => {
  const redisUrl = REDIS_URL;
  const g = globalThis as { __gardenswapEnv?: unknown };

  it("delivers an event published on one instance to a socket connected to another", async (ctx) => {
    const why = await missingServices("socket-server.test.ts", ["redis"]);
    if (why) return ctx.skip(why);

    const saved = { env: g.__gardenswapEnv, redis: process.env.REDIS_URL };
    process.env.REDIS_URL = redisUrl;
    g.__gardenswapEnv = undefined; // re-read the environment with REDIS_URL set
    const a = await startServer();
    const b = await startServer();
    try {
      const user = await createUser();
      const socket = client(b.url, { token: user.token });
      expect(await outcome(socket)).toEqual({ connected: true });
      // The adapter's subscription is asynchronous: retry until the cross-instance event arrives.
      let got: unknown;
      for (let i = 0; i < 20 && got === undefined; i++) {
        (a.realtime.io as unknown as { to(room: string): { emit(event: string, payload: unknown): void } }).to(userRoom(user.id)).emit("ping", { via: "redis", i });
        got = await nextEvent(socket, "ping", 250).catch(() => undefined);
      }
      expect(got).toMatchObject({ via: "redis" });
    } finally {
      await stopServer(a);
      await stopServer(b);
      g.__gardenswapEnv = saved.env;
      if (saved.redis === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = saved.redis;
    }
  });
});
