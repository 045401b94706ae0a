/**
 * A GardenSwap instance without Next for the chat benchmark and multi-instance tests: the same
 * Socket.IO server and chat feature as server.ts (lib/realtime, app/_realtime), and the message and
 * friend-request route handlers over plain HTTP. Reads INSTANCE_PORT (0: any free port),
 * DATABASE_URL, REDIS_URL, REDIS_PREFIX, AUTH_SECRET; reports `{ready, port}` to its parent over IPC,
 * and on `{profile: "start"}` / `{profile: "stop", path}` profiles its CPU in between (bench --profile).
 */
import { createServer, type IncomingMessage } from "node:http";

const [{ attachRealtime }, { closeDb }, { refuseOrTrack, stopGracefully }] = await Promise.all([
  import("@/app/_realtime/socket-server"),
  import("@/db"),
  import("@/lib/shutdown"),
]);
await import("@/app/_realtime/features");
const routes: Record<string, (request: Request) => Promise<Response>> = {
  "POST /api/messages": (await import("@/app/api/messages/route")).POST,
  "POST /api/auth/friends/request": (await import("@/app/api/auth/friends/request/route")).POST,
  // Readiness, degraded or not (tests of an instance started without Redis).
  "GET /api/health": (await import("@/app/api/health/route")).GET,
};

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  // As server.ts does: the caller's address for per-IP limits, never a client-sent value.
  headers.set("x-gardenswap-ip", req.socket.remoteAddress ?? "");
  return new Request(`http://127.0.0.1${req.url ?? "/"}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
}

// Its own variable: PORT is validated by lib/env (1–65535) and 0 means "any free port" here.
const port = Number(process.env.INSTANCE_PORT ?? 0);
const http = createServer(async (req, res) => {
  // As server.ts: refused once stopping, counted in flight until then (lib/shutdown.ts).
  if (refuseOrTrack(res)) return;
  const handler = routes[`${req.method} ${req.url?.split("?")[0]}`];
  if (!handler) return res.writeHead(404).end();
  const answer = await handler(await toRequest(req));
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(Buffer.from(await answer.arrayBuffer()));
});
const realtime = await attachRealtime(http);
await new Promise<void>((resolve) => http.listen(port, "127.0.0.1", resolve));
const actual = (http.address() as import("node:net").AddressInfo).port;
process.send?.({ ready: true, port: actual });
console.log(`bench instance ready on 127.0.0.1:${actual}${process.env.REDIS_URL ? " (redis adapter)" : ""}`);

// The chat bench's --profile: the parent asks for a CPU profile of the send phase only (not start-up,
// connecting or the sockets leaving), written where it says.
let profiler: import("node:inspector/promises").Session | undefined;
process.on("message", (m: { profile?: "start" | "stop"; path?: string }) => {
  void (async () => {
    if (m.profile === "start") {
      const { Session } = await import("node:inspector/promises");
      profiler = new Session();
      profiler.connect();
      await profiler.post("Profiler.enable");
      await profiler.post("Profiler.start");
      process.send?.({ profiling: true });
    } else if (m.profile === "stop" && profiler && m.path) {
      const { profile } = await profiler.post("Profiler.stop");
      const { writeFileSync } = await import("node:fs");
      writeFileSync(m.path, JSON.stringify(profile));
      profiler.disconnect();
      profiler = undefined;
      process.send?.({ profiled: m.path });
    }
  })();
});

// The same stop as server.ts (without job workers): what is in flight finishes and is published.
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stopGracefully({ server: http, realtime, closeDb, drainMs: 6_000 });
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
