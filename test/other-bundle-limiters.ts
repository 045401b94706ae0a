import { createRequire } from "node:module";
import path from "node:path";

type Copy = typeof import("rate-limiter-flexible");
type Made = { memory: { keyPrefix: string; points: number; duration: number } };
const g = globalThis as { __gardenswapLimiters?: Map<string, Promise<unknown>> };

/**
 * A second, separately loaded copy of rate-limiter-flexible, as the custom server's bundle and Next's
 * bundle each carry one in production: its classes are not this test's (`instanceof` fails across).
 */
export function anotherLimiterCopy(): Copy {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve("rate-limiter-flexible"));
  const saved = Object.entries(require.cache).filter(([k]) => k.startsWith(dir));
  for (const [k] of saved) delete require.cache[k];
  try {
    return require("rate-limiter-flexible") as Copy;
  } finally {
    for (const [k, m] of saved) require.cache[k] = m;
  }
}

/**
 * Until `restore()`, every limiter lib/rate-limit.ts creates is replaced by an equal one (same prefix,
 * points and window, in memory only) made by the other copy: as if the other bundle had created it first
 * in the globalThis cache both bundles share.
 */
export function limitersMadeByTheOtherBundle() {
  const other = anotherLimiterCopy();
  class OtherBundleLimiters extends Map<string, Promise<unknown>> {
    override set(key: string, made: Promise<unknown>) {
      // lib/rate-limit.ts caches { memory, shared }: the other copy's limiter counts in memory alone.
      return super.set(
        key,
        made.then((l) => {
          const { keyPrefix, points, duration } = (l as Made).memory;
          return { memory: new other.RateLimiterMemory({ keyPrefix, points, duration }), shared: null };
        }),
      );
    }
  }
  const saved = g.__gardenswapLimiters;
  g.__gardenswapLimiters = new OtherBundleLimiters();
  return { other, restore: () => void (g.__gardenswapLimiters = saved) };
}
