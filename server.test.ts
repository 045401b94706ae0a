/**
 * server.ts as a real process: it starts (migrating a fresh embedded database), answers, and on
 * SIGTERM stops accepting, closes open connections and the database, and exits 0 quickly, even
 * with a request hanging half-sent (the case that keeps a naive `server.close()` waiting); the
 * embedded database it leaves behind starts again. Runs the development entry once (no production
 * build needed); the production bundle is the same code.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { createServer, connect as tcpConnect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

const STARTUP_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

type Running = { child: ChildProcess; port: number; output: () => string; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };

const tmp = mkdtempSync(path.join(tmpdir(), "gardenswap-lifecycle-"));
const distDir = `.next-lifecycle-${process.pid}`;

async function startServer(extraEnv: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(tmp, "data"),
    NEXT_DIST_DIR: distDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
    NEXT_TELEMETRY_DISABLED: "1",
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.PUBLIC_URL;
  delete env.VITEST;
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const ready = await Promise.race([
    new Promise<boolean>((resolve) => {
      const check = () => (/GardenSwap ready on/.test(out) ? resolve(true) : setTimeout(check, 100));
      check();
    }),
    exited.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STARTUP_MS)),
  ]);
  if (!ready) {
    child.kill("SIGKILL");
    throw new Error(`server.ts did not start:\n${out}`);
  }
  return { child, port, output: () => out, exited };
}

/** A TCP connection that sent half a request: an active connection the server must cut itself. */
function halfRequest(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const sock = tcpConnect(port, "127.0.0.1", () => {
      sock.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n");
      resolve(sock);
    });
    sock.on("error", reject);
  });
}

/**
 * A websocket upgrade that is not Socket.IO's (Next's hot-reload socket in development), once the
 * server has read it. Next may take long to answer it (it did not within 15 s under load); the
 * socket is Next's either way.
 */
async function otherWebsocket(port: number): Promise<{ socket: Socket }> {
  const socket = await new Promise<Socket>((resolve, reject) => {
    const sock = tcpConnect(port, "127.0.0.1", () => {
      sock.write(
        "GET /_next/hmr?id=lifecycle HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
          "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
        () => resolve(sock),
      );
    });
    sock.on("error", reject);
  });
  // Answered on another connection: by then the server has read the upgrade that was sent before it.
  await (await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`)).text();
  return { socket };
}

let running: Running | undefined;

afterEach(async () => {
  // A failed test must not leave its server behind (Next refuses a second dev server on one folder).
  if (running && running.child.exitCode === null && running.child.signalCode === null) {
    running.child.kill("SIGKILL");
    await running.exited;
  }
  running = undefined;
});

afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

describe("server.ts lifecycle", () => {
  it(
    "serves, then shuts down gracefully on SIGTERM with exit code 0",
    async () => {
      running = await startServer();
      const { child, port, exited } = running;

      // The HTTP side answers (unknown paths are Next's), and Socket.IO shares the port.
      const io = await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`);
      expect(io.status).toBe(200);
      expect(await io.text()).toMatch(/^0\{"sid":/); // the engine.io open packet

      const hanging = await halfRequest(port);
      const closed = new Promise<void>((resolve) => hanging.on("close", () => resolve()));
      // An open upgraded websocket (hot reload) used to keep the process alive until the watchdog.
      const ws = await otherWebsocket(port);
      expect(ws.socket.destroyed).toBe(false);
      const wsClosed = new Promise<void>((resolve) => ws.socket.on("close", () => resolve()));

      const t0 = Date.now();
      child.kill("SIGTERM");
      const result = await Promise.race([exited, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 15_000))]);
      expect(result, running.output()).toEqual({ code: 0, signal: null });
      expect(Date.now() - t0).toBeLessThan(8_000);
      await Promise.all([closed, wsClosed]);
      expect(running.output()).toMatch(/SIGTERM: shutting down/);
      running = undefined;

      // The port is free again.
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    },
    STARTUP_MS + 30_000,
  );

  it(
    "its embedded database starts again after the clean shutdown (server.ts's database start and stop, in-process)",
    async () => {
      // The directory the server above left behind; opened as server.ts opens it (DATA_DIR/pg), and
      // started and stopped as server.ts does, twice. A second development server would cost a start of
      // Next (~20 s) and check nothing more about the database.
      const [{ closeDb, openPglite, setDbHandle }, { bootstrapDatabase }, { startWorkers }, { logger }] = await Promise.all([
        import("@/db"),
        import("@/db/bootstrap"),
        import("@/lib/jobs"),
        import("@/lib/log"),
        import("@/lib/jobs/all"),
      ]);
      const logged: string[] = [];
      const stream = (logger as unknown as Record<symbol, { write: (line: string) => boolean }>)[pino.symbols.streamSym];
      const capture = vi.spyOn(stream, "write").mockImplementation((line: string) => (logged.push(line), true));
      try {
        for (let round = 0; round < 2; round++) {
          setDbHandle(openPglite(path.join(tmp, "data", "pg")));
          await bootstrapDatabase();
          const stopWorkers = await startWorkers();
          await stopWorkers();
          await closeDb();
        }
      } finally {
        capture.mockRestore();
      }
      // Nothing logged as an error, nor mentioning one (the process test above read its whole output so).
      expect(logged.filter((line) => JSON.parse(line).level >= 50 || /error/i.test(line))).toEqual([]);
    },
    60_000,
  );
  it(
    "SIGTERM under keep-alive POSTs: every committed write is answered, every answer after it says Connection: close, the stop finishes (review F7)",
    async () => {
      running = await startServer({ LIMITS_SCALE: "1000" });
      const { child, port, exited } = running;
      const agent = new Agent({ keepAlive: true, maxSockets: 4 });
      type Answer = { sentAt: number; status?: number; connection?: string; retryAfter?: string; id?: number; token?: string; error?: string };
      const post = (path: string, body: unknown, token?: string) =>
        new Promise<Answer>((resolve) => {
          const sentAt = Date.now();
          const payload = JSON.stringify(body);
          const req = httpRequest(
            { host: "127.0.0.1", port, path, method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...(token ? { authorization: `Bearer ${token}` } : {}) } },
            (res) => {
              let text = "";
              res.on("data", (d) => (text += d));
              res.on("end", () => {
                let parsed: { id?: number; access_token?: string } = {};
                try {
                  parsed = JSON.parse(text);
                } catch {}
                resolve({ sentAt, status: res.statusCode, connection: res.headers.connection, retryAfter: res.headers["retry-after"], id: parsed.id, token: parsed.access_token });
              });
              res.on("error", (e) => resolve({ sentAt, status: res.statusCode, error: `cut: ${e.message}` }));
            },
          );
          req.on("error", (e) => resolve({ sentAt, error: (e as NodeJS.ErrnoException).code ?? e.message }));
          req.end(payload);
        });

      const email = `keepalive-${Date.now()}@example.com`;
      const registered = await post("/api/auth/register", { email, password: "sunflowers1", first_name: "Kee", last_name: "Palive", username: `ka${Date.now() % 1e9}` });
      expect(registered.status, JSON.stringify(registered)).toBe(201);
      const login = await post("/api/auth/login", { username: email, password: "sunflowers1" });
      const token = login.token!;
      expect(token).toBeTruthy();
      const listing = { title: "Runner beans", description: "A handful", price: 3, type_id: 1, category_id: 2, is_public: true };
      // The first one compiles the route (development): before the load.
      const answers: Answer[] = [await post("/api/listings/", listing, token)];
      expect(answers[0].status).toBe(201);

      // Four kept-alive connections creating listings back to back until the server is gone.
      let stopLoops = false;
      const loop = async () => {
        while (!stopLoops) {
          const a = await post("/api/listings/", listing, token);
          answers.push(a);
          if (a.error && /ECONNREFUSED/.test(a.error)) return;
          if (a.status === 503) await new Promise((r) => setTimeout(r, 50));
        }
      };
      const loops = Promise.all([loop(), loop(), loop(), loop()]);
      await new Promise((r) => setTimeout(r, 1_500));
      const sigtermAt = Date.now();
      child.kill("SIGTERM");
      const result = await Promise.race([exited, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 15_000))]);
      stopLoops = true;
      await loops;
      agent.destroy();
      expect(result, running.output()).toEqual({ code: 0, signal: null });
      expect(Date.now() - sigtermAt).toBeLessThan(10_000);
      running = undefined;

      // Work sent after SIGTERM is either refused before any work (503, Retry-After, Connection: close)
      // or, when it reached the server just before the signal did, answered with Connection: close.
      const after = answers.filter((a) => a.sentAt > sigtermAt && a.status !== undefined);
      for (const a of after) expect(a.connection, JSON.stringify(a)).toBe("close");
      for (const a of after.filter((x) => x.status === 503)) expect(a.retryAfter).toBeTruthy();
      expect(answers.filter((a) => a.error?.startsWith("cut"))).toEqual([]);

      // Every listing the database holds was answered 201 with its id: nothing committed unanswered.
      const { openPglite, setDbHandle, closeDb, db, schema } = await import("@/db");
      const { eq, inArray } = await import("drizzle-orm");
      setDbHandle(openPglite(path.join(tmp, "data", "pg")));
      try {
        const [user] = await db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
        const rows = await db().select({ id: schema.listings.id }).from(schema.listings).where(inArray(schema.listings.ownerId, [user.id]));
        const answered = answers.filter((a) => a.status === 201).map((a) => a.id);
        expect(rows.map((r) => r.id).sort((x, y) => x - y)).toEqual(answered.sort((x, y) => x! - y!));
        expect(answered.length).toBeGreaterThan(1);
      } finally {
        await closeDb();
      }
    },
    STARTUP_MS + 60_000,
  );
});
