/**
 * A realtime-only GardenSwap instance for the chat benchmark: the same Socket.IO server and chat
 * feature as server.ts (lib/realtime, app/_realtime), without Next. Reads INSTANCE_PORT (0: any free port),
 * DATABASE_URL, REDIS_URL, AUTH_SECRET; reports `{ready, port}` to its parent over IPC.
 */
import { createServer } from "node:http";

const [{ attachRealtime }, { closeDb }] = await Promise.all([import("@/app/_realtime/socket-server"), import("@/db")]);
await import("@/app/_realtime/features");

// Its own variable: PORT is validated by lib/env (1–65535) and 0 means "any free port" here.
const port = Number(process.env.INSTANCE_PORT ?? 0);
const http = createServer((_req, res) => {
  res.statusCode = 404;
  res.end();
});
const realtime = await attachRealtime(http);
await new Promise<void>((resolve) => http.listen(port, "127.0.0.1", resolve));
const actual = (http.address() as import("node:net").AddressInfo).port;
process.send?.({ ready: true, port: actual });
console.log(`bench instance ready on 127.0.0.1:${actual}${process.env.REDIS_URL ? " (redis adapter)" : ""}`);

const stop = async () => {
  await realtime.close();
  http.closeAllConnections();
  http.close();
  await closeDb();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
