/**
 * Database outage: the app talks to Postgres through a TCP proxy this test stops, stalls and starts
 * again. Health answers within 2 s whatever the database does; the API answers 503 with Retry-After
 * (not 500, not a hang); a connected socket is not logged out; when the database is back everything
 * works again by itself.
 */
import { createServer as createHttpServer } from "node:http";
import { createServer, connect, type AddressInfo, type Server, type Socket } from "node:net";
import { io as socketClient } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepConnecting, type SocketStatus } from "@/app/_client/socket-status";
import "@/app/_realtime/features";
import { GET as healthGET } from "@/app/api/health/route";
import { GET as listingsGET } from "@/app/api/listings/route";
import { UNAVAILABLE } from "@/lib/outage";
import type { ChatAck } from "@/lib/realtime/events";
import { attachRealtime } from "@/app/_realtime/socket-server";
import { createUser, req } from "@/test/http";
import { loginAction } from "@/app/actions/auth";
import { outsideNext } from "@/test/next-request";
import { dbHandle, openPostgres, setDbHandle } from "./index";
import { postgresReachable, TEST_POSTGRES } from "@/test/postgres";

// A server action outside Next: no cookie (an anonymous login form); a refused login never redirects.
outsideNext();
const attempt = () => loginAction({ email: "nobody-at-all@example.com", password: "wrong-password" });

const PG = TEST_POSTGRES;
const up = await postgresReachable();
if (!up) console.warn(`outage.test.ts: skipped — Postgres is not reachable at ${PG.replace(/\/\/.*@/, "//***@")} (set TEST_POSTGRES_URL).`);

/** A TCP proxy to Postgres with three modes: forward, refuse (stopped) and stall (accepts, never answers). */
function proxy(target: URL) {
  let mode: "forward" | "stall" = "forward";
  const open = new Set<Socket>();
  let server: Server | null = null;
  const port = { value: 0 };
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        open.add(client);
        client.on("close", () => open.delete(client));
        client.on("error", () => {});
        if (mode === "stall") return; // swallow everything
        const upstream = connect(Number(target.port || 5432), target.hostname);
        open.add(upstream);
        upstream.on("close", () => open.delete(upstream));
        upstream.on("error", () => client.destroy());
        client.on("close", () => upstream.destroy());
        client.pipe(upstream).pipe(client);
      });
      server.listen(port.value, "127.0.0.1", () => {
        port.value = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  return {
    port,
    start: async (m: "forward" | "stall" = "forward") => {
      mode = m;
      await listen();
    },
    stop: async () => {
      for (const s of open) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

async function timed<T>(p: Promise<T>) {
  const t0 = Date.now();
  const value = await p;
  return { value, ms: Date.now() - t0 };
}

describe.skipIf(!up)("database outage behind a TCP proxy", () => {
  const target = new URL(PG);
  const p = proxy(target);
  let original: ReturnType<typeof dbHandle>;
  let handle: ReturnType<typeof openPostgres> | undefined;

  beforeAll(async () => {
    original = dbHandle();
    await p.start();
    const viaProxy = new URL(PG);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(p.port.value);
    handle = openPostgres(viaProxy.toString(), { max: 2 });
    await handle.migrate();
    setDbHandle(handle);
  }, 60_000);

  afterAll(async () => {
    // Only the handle this file opened: if beforeAll failed, the worker's own must stay open for the next files.
    await handle?.close().catch(() => {});
    setDbHandle(original);
    await p.stop();
  });

  it("answers health within 2 s and the API with 503 + Retry-After while the database is down, and recovers", async () => {
    expect((await healthGET()).status).toBe(200);
    expect((await listingsGET(req("/api/listings/"))).status).toBe(200);

    await p.stop();
    const health = await timed(healthGET());
    expect(health.value.status).toBe(503);
    expect(health.ms).toBeLessThan(2_000);
    const api = await timed(listingsGET(req("/api/listings/")));
    expect(api.value.status).toBe(503);
    expect(api.value.headers.get("retry-after")).toBe("5");
    expect(api.ms).toBeLessThan(6_000);
    // A server action answers a calm "try again" result, not a thrown error or a 500.
    expect(await attempt()).toEqual({ ok: false, status: 503, error: UNAVAILABLE });

    await p.start("stall");
    const stalled = await timed(healthGET());
    expect(stalled.value.status).toBe(503);
    expect(stalled.ms).toBeLessThan(2_000);
    await p.stop();

    await p.start();
    await expect.poll(async () => (await healthGET()).status, { timeout: 15_000, interval: 500 }).toBe(200);
    expect((await listingsGET(req("/api/listings/"))).status).toBe(200);
    expect(await attempt()).toMatchObject({ ok: false, status: 401 });
  }, 60_000);

  it("keeps a connected socket signed in through the outage: sends answer 503 'try again', and it reconnects and sends by itself", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const http = createHttpServer((_req, res) => res.writeHead(404).end());
    const realtime = await attachRealtime(http);
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const socket = socketClient(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
      path: "/socket.io",
      transports: ["websocket"],
      forceNew: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 500,
      auth: { token: rose.token },
    });
    // The browser's own rule (components/realtime/socket-provider uses it): what it would show.
    const statuses: SocketStatus[] = [];
    const stopRetrying = keepConnecting(socket, (s) => statuses.push(s));
    const handshakeErrors: string[] = [];
    socket.on("connect_error", (e) => handshakeErrors.push(e.message));
    const send = (content: string) => socket.timeout(15_000).emitWithAck("send_message", { receiver_id: basil.id, content }) as Promise<ChatAck>;
    try {
      await expect.poll(() => socket.connected, { timeout: 10_000 }).toBe(true);
      expect((await send("before the outage")).ok).toBe(true);

      await p.stop();
      // The session re-check is due (as 30 s after the handshake) and cannot reach the database: not a logout.
      for (const s of realtime.io.sockets.sockets.values()) s.data.sessionCheckedAt = 0;
      expect(await send("during the outage")).toEqual({ ok: false, status: 503, error: UNAVAILABLE, retry_after: 5 });
      expect(socket.connected).toBe(true);

      // The connection drops while the database is down: each handshake says "unavailable" (try again), never "unauthorized".
      for (const s of realtime.io.sockets.sockets.values()) s.conn.close();
      await expect.poll(() => handshakeErrors.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(handshakeErrors.every((m) => m === "unavailable")).toBe(true);
      expect(socket.connected).toBe(false);

      await p.start();
      await expect.poll(() => socket.connected, { timeout: 20_000, interval: 200 }).toBe(true);
      const after = await send("after the outage");
      expect(after.ok).toBe(true);
      expect(statuses).not.toContain("unauthorized");
      expect(statuses.at(-1)).toBe("connected");
    } finally {
      stopRetrying();
      socket.disconnect();
      await realtime.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  }, 60_000);
});
