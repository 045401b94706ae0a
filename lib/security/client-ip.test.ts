/**
 * TRUSTED_PROXIES (issue 29, M6): behind a reverse proxy every per-IP limit was one budget for
 * everybody. Here a real proxy (a small Node one, appending X-Forwarded-For as nginx's
 * $proxy_add_x_forwarded_for does, connecting from 127.0.0.9) stands in front of a real HTTP server
 * that marks the client address with server.ts's own `markClientAddress`; clients come from
 * 127.0.0.2 and 127.0.0.3. The socket door reads a real handshake through the same proxy.
 */
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { socketRun } from "@/app/_doors/socket";
import { attachRealtime } from "@/app/_realtime/socket-server";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { env, loadEnv as loadEnvFrom } from "@/lib/env";
import { defineUseCase } from "@/lib/use-case";
import { createUser, type TestUser } from "@/test/http";
import { withEnv } from "@/test/env";
import { clientAddress, markClientAddress, parseTrustedProxies } from "./client-ip";

const PROXY_FROM = "127.0.0.9";

describe("clientAddress", () => {
  const list = (v: string) => parseTrustedProxies(v);
  it("never reads X-Forwarded-For without TRUSTED_PROXIES", () => {
    expect(clientAddress("127.0.0.1", "203.0.113.7", null)).toBe("127.0.0.1");
    expect(clientAddress("::ffff:10.1.2.3", "203.0.113.7", null)).toBe("10.1.2.3");
  });
  it("reads it only from a trusted peer, walking from the right past trusted proxies", () => {
    const t = list("127.0.0.1, 10.0.0.0/8");
    expect(clientAddress("192.0.2.5", "203.0.113.7", t)).toBe("192.0.2.5");
    expect(clientAddress("10.0.0.2", "198.51.100.1, 203.0.113.7", t)).toBe("203.0.113.7");
    expect(clientAddress("::ffff:10.0.0.2", "spoofed, 203.0.113.7, 10.9.9.9", t)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", ["198.51.100.1", "203.0.113.8:4711"], t)).toBe("203.0.113.8");
    expect(clientAddress("10.0.0.2", "[2001:db8::1]:443", t)).toBe("2001:db8::1");
    // Only trusted hops, or a trusted proxy that wrote nothing usable: the leftmost address known.
    expect(clientAddress("10.0.0.2", "10.0.0.3", t)).toBe("10.0.0.3");
    expect(clientAddress("10.0.0.2", "garbage", t)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", undefined, t)).toBe("10.0.0.2");
  });
  it("with a hop count takes the n-th address from the right", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.1, 203.0.113.7", { hops: 1 })).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", "198.51.100.1, 203.0.113.7, 10.0.0.1", { hops: 2 })).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", undefined, { hops: 1 })).toBe("10.0.0.2");
  });
  it("TRUSTED_PROXIES is validated at start", () => {
    const loadEnv = (vars: Record<string, string>) => loadEnvFrom({ NODE_ENV: "test", ...vars });
    expect(loadEnv({ TRUSTED_PROXIES: "127.0.0.1,10.0.0.0/8,::1,fd00::/8", AUTH_SECRET: "x".repeat(32) }).TRUSTED_PROXIES).not.toBeNull();
    expect(loadEnv({ TRUSTED_PROXIES: "1", AUTH_SECRET: "x".repeat(32) }).TRUSTED_PROXIES).toEqual({ hops: 1 });
    expect(loadEnv({ AUTH_SECRET: "x".repeat(32) }).TRUSTED_PROXIES).toBeNull();
    for (const bad of ["proxy.example", "10.0.0.0/33", "0", "10.0.0.1/8/1", "127.0.0.1,nope"]) {
      expect(() => loadEnv({ TRUSTED_PROXIES: bad, AUTH_SECRET: "x".repeat(32) })).toThrow(/TRUSTED_PROXIES/);
    }
  });
});

/** The app side: server.ts's address rule, then the login route. */
async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  return new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
}

const listen = (s: Server) => new Promise<number>((resolve) => s.listen(0, "127.0.0.1", () => resolve((s.address() as AddressInfo).port)));
const close = (s: Server) => new Promise<void>((resolve) => (s.closeAllConnections(), s.close(() => resolve())));

const seenBySocketDoor: (string | null)[] = [];
const whereFrom = defineUseCase({ name: "test.where-from", caller: "signed-in", input: z.object({}), run: async (_v, _i, ctx) => ctx.ip });

let app: Server;
let proxy: Server;
let appPort: number;
let proxyPort: number;
let realtime: Awaited<ReturnType<typeof attachRealtime>>;

beforeAll(async () => {
  app = createServer((req, res) => {
    markClientAddress(req, env().TRUSTED_PROXIES);
    void toRequest(req)
      .then((r) => loginPOST(r))
      .then(async (answer) => res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer())));
  });
  realtime = await attachRealtime(app, { features: [(socket) => void socketRun(whereFrom, {})(socket).then((ip) => seenBySocketDoor.push(ip ?? null))] });
  appPort = await listen(app);
  // The proxy: forwards everything (socket.io polling included), appending the peer it saw.
  proxy = createServer((req, res) => {
    const forwarded = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const up = request({ host: "127.0.0.1", port: appPort, localAddress: PROXY_FROM, method: req.method, path: req.url, headers: { ...req.headers, "x-forwarded-for": forwarded }, agent: false }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on("error", () => res.writeHead(502).end());
    req.pipe(up);
  });
  proxyPort = await listen(proxy);
});

afterAll(async () => {
  await realtime.close();
  await close(proxy);
  await close(app);
});

/** A login from `from` (a loopback address) to `port`, optionally with a forged X-Forwarded-For. */
function login(port: number, from: string, email: string, password: string, forged?: string): Promise<number> {
  const body = new URLSearchParams({ username: email, password }).toString();
  return new Promise((resolve, reject) => {
    const r = request(
      { host: "127.0.0.1", port, localAddress: from, method: "POST", path: "/api/auth/login", agent: false, headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body), ...(forged && { "x-forwarded-for": forged }) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    r.on("error", reject);
    r.end(body);
  });
}

/** 30 wrong logins (30 unknown addresses: the per-IP limit, not the brake) from `from`. */
async function spendLoginLimit(port: number, from: string, forged?: (i: number) => string) {
  for (let i = 0; i < 30; i++) expect(await login(port, from, `stranger-${i}-${Math.random()}@example.com`, "wrong-password", forged?.(i))).toBe(401);
}

describe("per-IP limits behind a real proxy", () => {
  let b: TestUser;
  beforeAll(async () => {
    b = await createUser();
  });

  it("without TRUSTED_PROXIES every client of the proxy shares its budget (the finding)", async () => {
    await withEnv({ TRUSTED_PROXIES: undefined }, async () => {
      await spendLoginLimit(proxyPort, "127.0.0.2");
      expect(await login(proxyPort, "127.0.0.3", b.email, b.password)).toBe(429);
    });
  });

  it(`with TRUSTED_PROXIES=${PROXY_FROM}: 30 wrong logins from client A through the proxy do not stop client B`, async () => {
    await withEnv({ TRUSTED_PROXIES: PROXY_FROM }, async () => {
      await spendLoginLimit(proxyPort, "127.0.0.4");
      expect(await login(proxyPort, "127.0.0.4", "one-more@example.com", "wrong-password")).toBe(429);
      expect(await login(proxyPort, "127.0.0.5", b.email, b.password)).toBe(200);
    });
  });

  it("a client cannot pick its address with a forged X-Forwarded-For, through the proxy or directly", async () => {
    await withEnv({ TRUSTED_PROXIES: PROXY_FROM }, async () => {
      await spendLoginLimit(proxyPort, "127.0.0.6", (i) => `203.0.113.${i}`);
      expect(await login(proxyPort, "127.0.0.6", b.email, b.password, "203.0.113.200")).toBe(429);
      await spendLoginLimit(appPort, "127.0.0.7", (i) => `${PROXY_FROM}, 203.0.113.${i}`);
      expect(await login(appPort, "127.0.0.7", b.email, b.password, "203.0.113.201")).toBe(429);
    });
    await withEnv({ TRUSTED_PROXIES: undefined }, async () => {
      await spendLoginLimit(appPort, "127.0.0.8", (i) => `203.0.113.${i}`);
      expect(await login(appPort, "127.0.0.8", b.email, b.password, "203.0.113.202")).toBe(429);
    });
  });

  it("the socket door takes the client's address from the handshake by the same rule", async () => {
    const handshake = async (port: number) => {
      const before = seenBySocketDoor.length;
      const socket = connect(`http://127.0.0.1:${port}`, { path: "/socket.io", transports: ["polling"], reconnection: false, forceNew: true, auth: { token: b.token }, extraHeaders: { "x-forwarded-for": "203.0.113.99" } });
      try {
        await new Promise<void>((resolve, reject) => (socket.once("connect", () => resolve()), socket.once("connect_error", reject)));
        for (let i = 0; i < 50 && seenBySocketDoor.length === before; i++) await new Promise((r) => setTimeout(r, 20));
        return seenBySocketDoor[before];
      } finally {
        socket.disconnect();
      }
    };
    await withEnv({ TRUSTED_PROXIES: PROXY_FROM }, async () => {
      expect(await handshake(proxyPort)).toBe("127.0.0.1"); // the client, not the proxy, not the forged value
      expect(await handshake(appPort)).toBe("127.0.0.1"); // directly: the forged header is ignored
    });
    await withEnv({ TRUSTED_PROXIES: undefined }, async () => {
      expect(await handshake(proxyPort)).toBe(PROXY_FROM);
    });
  });
});
