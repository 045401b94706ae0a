import type { Server as HttpServer } from "node:http";
import { Server, type Socket } from "socket.io";
import { credentialsFrom, fromOwnOrigin, verifyToken, type Viewer } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { redisLinks } from "@/lib/redis";
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from "@/lib/realtime/events";
import { isUserRoom, sessionRoom, setRealtimeServer, userRoom, type RealtimeServer } from "@/lib/realtime";

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
  if (redisUrl) closeRedis = await attachRedisAdapter(io, redisUrl);

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

/** Seconds-scale backoff for the adapter's reconnects (node-redis retries forever by default, at once). */
const reconnectStrategy = (retries: number) => Math.min(100 * 2 ** retries, 5_000);
/** After Redis is back, wait this long (the subscriber re-subscribes) before telling clients to catch up. */
const RESYNC_DELAY_MS = 500;


/**
 * The Redis adapter carries events between instances (decisions 0203, 0215). It never holds the start or a
 * request: the adapter is installed at once over clients still connecting (their commands wait in
 * node-redis' offline queue), so an instance starts while Redis is down and says it is degraded;
 * live events then reach this instance's sockets only. Whenever the link comes back (or first
 * comes up late), every socket of every instance gets `resync`, and open chats, the bell and the
 * conversation list fetch what they missed (components/realtime/socket-provider useOnConnect).
 */
async function attachRedisAdapter(io: RealtimeServer, redisUrl: string): Promise<() => Promise<void>> {
  const [{ createShardedAdapter }, { createClient }] = await Promise.all([import("./sharded-adapter"), import("redis")]);
  const pub = createClient({ url: redisUrl, socket: { connectTimeout: 2_000, reconnectStrategy } });
  const sub = pub.duplicate();
  let started = false;
  let wasDown = false;
  let closing = false;
  let resync: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    if (!started || closing) return;
    if (!(pub.isReady && sub.isReady)) {
      if (redisLinks.adapter !== "down") log.warn("socket.io: Redis unreachable; live events stay on this instance until it answers (degraded)");
      redisLinks.adapter = "down";
      wasDown = true;
      return;
    }
    redisLinks.adapter = "up";
    if (!wasDown) return;
    wasDown = false;
    log.info("socket.io: Redis answers again; clients catch up (resync)");
    clearTimeout(resync);
    resync = setTimeout(() => io.emit("resync"), RESYNC_DELAY_MS);
  };
  for (const client of [pub, sub]) {
    client.on("error", (e: Error) => log.warn(`socket.io redis: ${e.message}`));
    client.on("ready", update);
    client.on("end", update);
    client.on("reconnecting", update);
  }
  redisLinks.adapter = "down";
  const connected = Promise.all([pub.connect(), sub.connect()]).catch((e: Error) => log.warn(`socket.io redis: ${e.message}`));
  // Sharded pub/sub, a channel per connected user: a message reaches only the instances holding its receiver (decision 0215).
  io.adapter(createShardedAdapter(answered(pub), answered(sub), { prefix: env().REDIS_PREFIX, ownChannel: isUserRoom }));
  // A moment for a healthy Redis to answer, so a normal start reports "up" at once.
  await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 1_000))]);
  // A late first connection counts as coming back: sockets that connected meanwhile missed events.
  started = true;
  if (pub.isReady && sub.isReady) {
    redisLinks.adapter = "up";
    log.info(`socket.io: redis adapter on ${redisUrl.replace(/\/\/.*@/, "//***@")}`);
  } else {
    wasDown = true;
    log.warn("socket.io: starting without Redis (degraded): live events stay on this instance until it answers");
  }
  return async () => {
    closing = true;
    clearTimeout(resync);
    // A client still reconnecting is destroyed: quit would wait for Redis.
    await Promise.allSettled([pub, sub].map((c) => (c.isReady ? c.quit() : c.isOpen ? c.destroy() : undefined)));
  };
}

/**
 * The client as the adapter sees it: every promise its commands return has a handler. The adapter
 * fires subscribe and publish without awaiting them; with Redis down they fail (or are flushed when
 * the client stops), and an unhandled rejection would end the process.
 */
function answered<C extends object>(client: C): C {
  return new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const out = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (out instanceof Promise) out.catch((e: Error) => log.warn(`socket.io redis: ${String(key)} failed (${e.message})`));
        return out;
      };
    },
  });
}
