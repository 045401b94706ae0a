import type { Server as HttpServer } from "node:http";
import { Server, type Socket } from "socket.io";
import { credentialsFrom, fromOwnOrigin, verifyToken, type Viewer } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from "@/lib/realtime/events";
import { sessionRoom, setRealtimeServer, userRoom, type RealtimeServer } from "@/lib/realtime";

/** connect_error message when the session could not be checked (database unreachable): retry later. */
export const HANDSHAKE_UNAVAILABLE = "unavailable";

/** A connected socket: its events typed (lib/realtime/events.ts), its viewer authenticated by the handshake. */
export type AuthedSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
/** Feature modules register their event handlers here (chat, notifications, ...). */
export type SocketFeature = (socket: AuthedSocket, io: RealtimeServer) => void;

const features: SocketFeature[] = [];
export function registerSocketFeature(feature: SocketFeature) {
  features.push(feature);
}

/**
 * Reads the handshake's token: `auth.token`, then a Bearer header, then the session cookie. A
 * cookie handshake must come from the app's own origin (cross-site WebSocket hijacking).
 */
export async function authenticateHandshake(handshake: Socket["handshake"]): Promise<Viewer | null> {
  const authToken = typeof handshake.auth?.token === "string" ? handshake.auth.token : null;
  if (authToken) return verifyToken(authToken);
  const headers = new Headers();
  for (const [k, v] of Object.entries(handshake.headers)) if (typeof v === "string") headers.set(k, v);
  const { token, via } = credentialsFrom(headers);
  if (via === "cookie" && !fromOwnOrigin(headers)) return null;
  return verifyToken(token);
}

export async function attachRealtime(httpServer: HttpServer, opts: { features?: SocketFeature[] } = {}) {
  const io: RealtimeServer = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(httpServer, {
    path: "/socket.io",
    transports: ["websocket", "polling"],
    maxHttpBufferSize: 16 * 1024,
    pingTimeout: 20_000,
    // Leave other upgrade requests (Next's dev HMR) to their own handler.
    destroyUpgrade: false,
  });

  const redisUrl = env().REDIS_URL;
  let closeRedis = async () => {};
  if (redisUrl) {
    const [{ createAdapter }, { createClient }] = await Promise.all([import("@socket.io/redis-adapter"), import("redis")]);
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    pub.on("error", (e) => log.error("redis pub error", e));
    sub.on("error", (e) => log.error("redis sub error", e));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: env().REDIS_PREFIX }));
    closeRedis = async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    };
    log.info(`socket.io: redis adapter on ${redisUrl.replace(/\/\/.*@/, "//***@")}`);
  }

  io.use(async (socket, next) => {
    try {
      const viewer = await authenticateHandshake(socket.handshake);
      if (!viewer) return next(new Error("unauthorized"));
      socket.data.viewer = viewer;
      socket.data.sessionCheckedAt = Date.now();
      next();
    } catch (e) {
      // The database did not answer: not "logged out" but "try again" (the client retries on its own).
      // Through the err serializer: a failed query's message carries its params (the session id).
      log.warn("socket auth unavailable", e);
      next(Object.assign(new Error(HANDSHAKE_UNAVAILABLE), { data: { retry: true } }));
    }
  });

  io.on("connection", (socket) => {
    void socket.join([userRoom(socket.data.viewer.id), sessionRoom(socket.data.viewer.sessionId)]);
    for (const feature of [...features, ...(opts.features ?? [])]) feature(socket, io);
  });

  setRealtimeServer(io);
  return {
    io,
    /** Closes every client's transport (they see "transport close" and reconnect elsewhere); publishing still works. */
    disconnectClients: () => void io.engine.close(),
    close: async () => {
      setRealtimeServer(undefined);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await closeRedis();
    },
  };
}
