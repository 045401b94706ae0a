import { createClient } from "redis";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

export type RedisClient = ReturnType<typeof createClient>;

/**
 * One Redis connection per process for shared counters (rate limits), when REDIS_URL is set; on
 * globalThis because Next bundles route handlers apart from server.ts. Socket.IO keeps its own
 * pub/sub pair. Null without REDIS_URL: callers fall back to memory.
 */
const g = globalThis as { __gardenswapRedis?: Promise<RedisClient | null> };

export function sharedRedis(): Promise<RedisClient | null> {
  const url = env().REDIS_URL;
  if (!url) return Promise.resolve(null);
  g.__gardenswapRedis ??= (async () => {
    const client = createClient({
      url,
      // Never hang a request on Redis: fail fast, keep reconnecting in the background.
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
      disableOfflineQueue: true,
    });
    client.on("error", (e: Error) => log.warn(`redis: ${e.message}`));
    try {
      await client.connect();
    } catch (e) {
      log.warn(`redis: first connect failed (${(e as Error).message}); limits use memory until it answers`);
    }
    return client;
  })();
  return g.__gardenswapRedis;
}

export async function closeSharedRedis() {
  const pending = g.__gardenswapRedis;
  g.__gardenswapRedis = undefined;
  const client = await pending;
  if (client?.isOpen) await client.quit().catch(() => {});
}
