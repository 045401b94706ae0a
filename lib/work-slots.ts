import { AppError } from "@/lib/errors";

/** What an overflowing queue answers (503 with Retry-After, lib/outage's UNAVAILABLE_RETRY_S). */
const SERVER_BUSY = "The server is busy. Please try again in a moment.";

type Pool = { running: number; waiting: (() => void)[] };
const g = globalThis as { __gardenswapSlots?: Map<string, Pool> };

/**
 * Runs CPU-heavy native work (image decoding) at most `concurrency` at a time per process; up to
 * `queue` callers wait their turn, and beyond that the caller gets 503 "try again" instead of piling
 * up memory and CPU. The pools live on globalThis because Next bundles route handlers apart. Image
 * decoding (lib/images) and argon2 (lib/auth/password.ts) each have one.
 */
export async function withSlot<T>(name: string, limits: { concurrency: number; queue: number }, work: () => Promise<T>): Promise<T> {
  const pools = (g.__gardenswapSlots ??= new Map());
  let p = pools.get(name);
  if (!p) pools.set(name, (p = { running: 0, waiting: [] }));
  const pool = p;
  if (pool.running >= limits.concurrency) {
    if (pool.waiting.length >= limits.queue) throw new AppError("unavailable", SERVER_BUSY);
    await new Promise<void>((resolve) => pool.waiting.push(resolve));
  } else pool.running += 1;
  try {
    return await work();
  } finally {
    const next = pool.waiting.shift();
    if (next) next();
    else pool.running -= 1;
  }
}

/** How many run and wait in a pool right now (tests, benches). */
export function slotUsage(name: string) {
  const p = g.__gardenswapSlots?.get(name);
  return { running: p?.running ?? 0, waiting: p?.waiting.length ?? 0 };
}
