import { createClient } from "redis";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

export type RedisClient = ReturnType<typeof createClient>;

/** The longest a command on the shared client waits for its answer (decision 0203). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * One Redis connection per process for shared counters (rate limits), when REDIS_URL is set; on
 * globalThis because Next bundles route handlers apart from server.ts. Socket.IO keeps its own
 * pub/sub pair. Null without REDIS_URL: callers fall back to memory.
 */
const g = globalThis as { __gardenswapRedis?: Promise<RedisClient | null>; __gardenswapRedisLinks?: { adapter: "up" | "down" | null; shared: RedisClient | null } };

/** Both Redis links of this process (the Socket.IO adapter's sets `adapter`), on globalThis as Next bundles apart. */
export const redisLinks = (g.__gardenswapRedisLinks ??= { adapter: null, shared: null });

/**
 * Whether this instance runs degraded (decision 0203): "down" while the adapter's or the shared
 * client's Redis link is not ready; null without REDIS_URL (one instance, memory only).
 */
export function redisState(): "up" | "down" | null {
  if (!env().REDIS_URL) return null;
  if (redisLinks.adapter === "down") return "down";
  if (redisLinks.shared && !redisLinks.shared.isReady) return "down";
  return "up";
}

export function sharedRedis(): Promise<RedisClient | null> {
  const url = env().REDIS_URL;
  if (!url) return Promise.resolve(null);
  g.__gardenswapRedis ??= (async () => {
    const client = createClient({
      url,
      // Never hang a request on Redis: fail fast, keep reconnecting in the background, and give
      // up on a command after REDIS_COMMAND_TIMEOUT_MS (a stalled connection never answers).
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
      disableOfflineQueue: true,
      commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    });
    client.on("error", (e: Error) => log.warn(`redis: ${e.message}`));
    redisLinks.shared = client;
    // Waited for REDIS_COMMAND_TIMEOUT_MS at most: with Redis down at start, connect() retries until
    // it answers and would hold every caller meanwhile. Until it is ready, callers see `isReady`
    // false and use memory.
    const connected = client.connect().then(
      () => true,
      (e: Error) => (log.warn(`redis: connect failed (${e.message}); limits use memory until it answers`), false),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ready = await Promise.race([connected, new Promise<false>((resolve) => (timer = setTimeout(resolve, REDIS_COMMAND_TIMEOUT_MS, false)))]);
    clearTimeout(timer);
    if (!ready) log.warn("redis: not reachable yet; limits use memory until it answers (degraded)");
    return client;
  })();
  return g.__gardenswapRedis;
}

export async function closeSharedRedis() {
  const pending = g.__gardenswapRedis;
  g.__gardenswapRedis = undefined;
  const client = await pending;
  if (redisLinks.shared === client) redisLinks.shared = null;
  // A client still reconnecting (Redis down) is destroyed: quit would wait for an answer.
  if (client?.isReady) await client.quit().catch(() => {});
  else if (client?.isOpen) client.destroy();
}
