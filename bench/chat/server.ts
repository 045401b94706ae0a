/**
 * A realtime-only GardenSwap instance for the chat benchmark: the same Socket.IO server and chat
 * feature as server.ts (lib/realtime), without Next. Reads PORT, DATABASE_URL, REDIS_URL, AUTH_SECRET.
 */
import { createServer } from "node:http";

const [{ attachRealtime }, { closeDb }] = await Promise.all([import("@/lib/realtime/socket-server"), import("@/db")]);
await import("@/lib/realtime/features");

const port = Number(process.env.PORT ?? 0);
const http = createServer((_req, res) => {
  res.statusCode = 404;
  res.end();
});
const realtime = await attachRealtime(http);
await new Promise<void>((resolve) => http.listen(port, "127.0.0.1", resolve));
process.send?.({ ready: true });
console.log(`bench instance ready on 127.0.0.1:${port}${process.env.REDIS_URL ? " (redis adapter)" : ""}`);

const stop = async () => {
  await realtime.close();
  http.closeAllConnections();
  http.close();
  await closeDb();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
