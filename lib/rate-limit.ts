import { isIPv4, isIPv6 } from "node:net";
import { createHash, randomUUID } from "node:crypto";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from "rate-limiter-flexible";
import type { Viewer } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { metrics } from "@/lib/metrics";
import { sharedRedis } from "@/lib/redis";
import type { CallContext } from "@/lib/use-case";

/**
 * A limit declared on a use case: at most `points` calls per `per` seconds for one key. The key is
 * the signed-in user, the caller's IP, or a value of the input (an e-mail address, say); a call with
 * no key for a limit (an anonymous caller of a per-user limit) is not counted by that limit.
 * The numbers live in lib/limits.ts (one table, listed in docs/security.md).
 */
export type Limit<I> = {
  points: number;
  per: number;
  by: "user" | "ip" | ((input: I, viewer: Viewer | null) => string | null | undefined);
  /** Shared bucket name: use cases that name the same bucket share one count (messages on every door). */
  bucket?: string;
  message?: string;
  /**
   * Count distinct values only: a call whose value (e.g. the place a visitor measures from) this key
   * already used in the window is free; no value, not counted. `points` is then "distinct values per `per`".
   */
  distinct?: (input: I, viewer: Viewer | null) => string | null | undefined;
};

export const RATE_LIMITED = "Too many requests. Please wait a moment and try again.";

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterS: number,
  ) {
    super("rate_limited", message);
  }
}

/**
 * Counters come from rate-limiter-flexible: Redis (one atomic Lua increment per call, shared by every
 * instance and kept across restarts) when REDIS_URL is set, process memory otherwise. Redis down or
 * stalled degrades to memory (per instance) instead of failing or holding requests (decision 0203):
 * a Redis call gets REDIS_WAIT_MS, and after a failure counts stay in memory for REDIS_BACKOFF_MS
 * before Redis is tried again. Neither store evicts a live key, so spraying new keys cannot reset
 * anyone's count.
 */
const g = globalThis as {
  __gardenswapLimiters?: Map<string, Promise<Limiters>>;
  __gardenswapLimitGen?: string;
  __gardenswapRedisLimitsSuspendedUntil?: number;
};
const limiters = () => (g.__gardenswapLimiters ??= new Map());

/** The longest a rate-limited action waits for Redis before counting in memory. */
export const REDIS_WAIT_MS = 500;
/** After Redis failed or did not answer in time, how long counts stay in memory before it is tried again. */
const REDIS_BACKOFF_MS = 2_000;

type Limiters = { memory: RateLimiterMemory; shared: RateLimiterAbstract | null };

async function limiterFor(id: string, declared: number, per: number): Promise<Limiters> {
  const points = declared * env().LIMITS_SCALE;
  const cacheKey = `${id}|${points}|${per}`;
  let limiter = limiters().get(cacheKey);
  if (!limiter) {
    limiter = (async () => {
      const keyPrefix = `${env().REDIS_PREFIX}:rl:${g.__gardenswapLimitGen ?? ""}${id}`;
      const memory = new RateLimiterMemory({ keyPrefix, points, duration: per });
      const redis = await sharedRedis();
      if (!redis) return { memory, shared: null };
      return { memory, shared: new RateLimiterRedis({ storeClient: redis, useRedisPackage: true, rejectIfRedisNotReady: true, keyPrefix, points, duration: per }) };
    })();
    limiters().set(cacheKey, limiter);
  }
  return limiter;
}

const redisLimitsUsable = () => Date.now() >= (g.__gardenswapRedisLimitsSuspendedUntil ?? 0);

/**
 * Runs a Redis operation within REDIS_WAIT_MS. A refusal (RateLimiterRes: the key is spent) passes
 * through; anything else (Redis down, stalled, erroring) suspends Redis for REDIS_BACKOFF_MS and
 * answers `undefined`, so the caller counts in memory.
 */
async function viaRedis<T>(op: () => Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("redis did not answer in time")), REDIS_WAIT_MS)));
  try {
    return await Promise.race([op(), late]);
  } catch (e) {
    if (isRefusal(e)) throw e;
    g.__gardenswapRedisLimitsSuspendedUntil = Date.now() + REDIS_BACKOFF_MS;
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Takes one point from `key`: in Redis while it answers, else in memory. Rejects with RateLimiterRes
 * when spent. Memory counts every call too (this instance's share), so a fallback in the middle of a
 * window still refuses a key this instance already let through to its limit.
 */
async function take({ memory, shared }: Limiters, key: string): Promise<RateLimiterRes> {
  const local = memory.consume(key).then(
    (res) => () => res,
    (e: unknown) => () => {
      throw e;
    },
  );
  if (shared && redisLimitsUsable()) {
    const res = await viaRedis(() => shared.consume(key));
    if (res) return res;
  }
  return (await local)();
}

/**
 * The block one caller controls: an IPv4 address, or the /64 of an IPv6 one (a home or phone gets a
 * whole /64, so keying on the full address would let one caller rotate through 2^64 keys).
 * An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, how Node reports IPv4 on a dual-stack socket) is its IPv4.
 */
export function addressBlock(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head, tail = ""] = ip.toLowerCase().split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // A trailing embedded IPv4 (::1.2.3.4) only touches the low 64 bits, which are dropped anyway.
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/**
 * Whether a limiter's rejection is a refusal (points spent) rather than a failure. Duck-typed, not
 * `instanceof RateLimiterRes`: limiters live on globalThis and are shared by the custom server's
 * bundle and Next's, each with its own copy of rate-limiter-flexible, so a refusal may be an instance
 * of the other copy's class (it became a 500 without Retry-After; security review L7).
 */
export function isRefusal(e: unknown): e is RateLimiterRes {
  if (typeof e !== "object" || e === null || e instanceof Error) return false;
  const r = e as Partial<Record<keyof RateLimiterRes, unknown>>;
  return typeof r.msBeforeNext === "number" && typeof r.remainingPoints === "number";
}

/** Keys are hashed to a fixed size: an input-derived key (an e-mail) cannot bloat the store. */
const digest = (s: string) => createHash("sha256").update(s).digest("base64url").slice(0, 22);

function keyOf<I>(limit: Limit<I>, viewer: Viewer | null, input: I, ctx: CallContext): string | null {
  if (limit.by === "user") return viewer ? `u:${viewer.id}` : null;
  if (limit.by === "ip") return ctx.ip ? `ip:${addressBlock(ctx.ip)}` : null;
  const k = limit.by(input, viewer);
  return k ? `k:${k}` : null;
}

/** Takes one point from `key` in a limiter; throws RateLimitedError (429 + Retry-After) when spent. */
export async function consume(id: string, limit: { points: number; per: number; message?: string }, key: string) {
  const limiter = await limiterFor(id, limit.points, limit.per);
  try {
    await take(limiter, digest(key));
  } catch (e) {
    if (!isRefusal(e)) throw e;
    metrics().rateLimited.inc({ limit: id });
    throw new RateLimitedError(limit.message ?? RATE_LIMITED, Math.max(1, Math.ceil(e.msBeforeNext / 1000)));
  }
}

/** Forgets a key's count (a successful login clears its failures). */
export async function forget(id: string, limit: { points: number; per: number }, key: string) {
  const { memory, shared } = await limiterFor(id, limit.points, limit.per);
  await memory.delete(digest(key)).catch(() => {});
  if (shared && redisLimitsUsable()) await viaRedis(() => shared.delete(digest(key)));
}

/**
 * A distinct-values limit: the first use of (key, value) in the window marks it seen and takes a
 * point from the key; later uses are free. The mark is one atomic increment too (its count tells
 * first from repeat, whatever LIMITS_SCALE), and is taken back when the point is refused, so a
 * refused value stays new.
 */
async function consumeDistinct(id: string, limit: Limit<never>, key: string, value: string) {
  const seen = await limiterFor(`${id}/seen`, 1, limit.per);
  const mark = digest(`${key}|${value}`);
  const first = await take(seen, mark).then(
    (r) => r.consumedPoints === 1,
    (e) => {
      if (isRefusal(e)) return false;
      throw e;
    },
  );
  if (!first) return;
  try {
    await consume(id, limit, key);
  } catch (e) {
    await seen.memory.delete(mark).catch(() => {});
    if (seen.shared && redisLimitsUsable()) await viaRedis(() => seen.shared!.delete(mark));
    throw e;
  }
}

/**
 * Checks a use case's limits in order and stops at the first one spent, so declare the per-IP limit
 * first: a refused caller then creates no keys for the later limits. Consecutive plain limits (no
 * `distinct`) are counted together: in Redis by one script (`consumeInOrder`), one round trip instead
 * of one per limit.
 */
export async function enforceLimits<I>(name: string, limits: readonly Limit<I>[], viewer: Viewer | null, input: I, ctx: CallContext) {
  let run: Counted[] = [];
  for (const [i, limit] of limits.entries()) {
    const key = keyOf(limit, viewer, input, ctx);
    if (!key) continue;
    const id = limit.bucket ?? `${name}#${i}`;
    if (!limit.distinct) {
      run.push({ id, limit, key });
      continue;
    }
    await consumeInOrder(run);
    run = [];
    const value = limit.distinct(input, viewer);
    if (value) await consumeDistinct(id, limit as Limit<never>, key, value);
  }
  await consumeInOrder(run);
}

type Counted = { id: string; limit: { points: number; per: number; message?: string }; key: string };

/**
 * rate-limiter-flexible's increment (RateLimiterRedis: set the key to 0 with its expiry if absent,
 * add the point, read what is left of the window) for each key in turn, stopping at the first key
 * past its allowance: the same keys, counts and expiries as its limiters, so both count together.
 * Answers 0 when every key had room, else the 1-based index of the refused one and its ms left.
 */
const CONSUME_IN_ORDER = `for i = 1, #KEYS do
  local seconds = ARGV[2 * i - 1]
  redis.call('set', KEYS[i], 0, 'EX', seconds, 'NX')
  local consumed = redis.call('incrby', KEYS[i], 1)
  local ttl = redis.call('pttl', KEYS[i])
  if ttl == -1 then
    redis.call('expire', KEYS[i], seconds)
    ttl = 1000 * seconds
  end
  if consumed > tonumber(ARGV[2 * i]) then return {i, ttl} end
end
return {0, 0}`;

/** Takes a point from each of `run` in order, stopping at the first spent (RateLimitedError). */
async function consumeInOrder(run: Counted[]) {
  if (run.length > 1) {
    const redis = await sharedRedis();
    if (redis?.isReady && redisLimitsUsable()) {
      const scale = env().LIMITS_SCALE;
      const prefix = `${env().REDIS_PREFIX}:rl:${g.__gardenswapLimitGen ?? ""}`;
      // Redis failed or stalled: undefined, and one limiter at a time in memory below.
      const answer = (await viaRedis(() =>
        redis.eval(CONSUME_IN_ORDER, {
          keys: run.map((c) => `${prefix}${c.id}:${digest(c.key)}`),
          arguments: run.flatMap((c) => [String(c.limit.per), String(c.limit.points * scale)]),
        }),
      )) as number[] | undefined;
      if (answer) {
        // Memory counts the same points (see `take`), up to the refused limit.
        const counted = Number(answer[0]) === 0 ? run : run.slice(0, Number(answer[0]));
        for (const c of counted) await (await limiterFor(c.id, c.limit.points, c.limit.per)).memory.consume(digest(c.key)).catch(() => {});
        const refused = run[Number(answer[0]) - 1];
        if (refused) metrics().rateLimited.inc({ limit: refused.id });
        if (refused) throw new RateLimitedError(refused.limit.message ?? RATE_LIMITED, Math.max(1, Math.ceil(Number(answer[1]) / 1000)));
        return;
      }
    }
  }
  for (const c of run) await consume(c.id, c.limit, c.key);
}

/** Tests start every case with fresh counts (a new key generation, so Redis counts are fresh too). */
export function resetLimits() {
  limiters().clear();
  g.__gardenswapRedisLimitsSuspendedUntil = 0;
  g.__gardenswapLimitGen = `${randomUUID().slice(0, 8)}:`;
}

/** Remembers `key` for `per` seconds (an address an account signed in from), again from now if already known. */
export async function remember(id: string, per: number, key: string) {
  const { memory, shared } = await limiterFor(id, 1, per);
  await memory.set(digest(key), 1, per);
  if (shared && redisLimitsUsable()) await viaRedis(() => shared.set(digest(key), 1, per));
}

/** Whether `key` was remembered within its `per` seconds. */
export async function remembered(id: string, per: number, key: string): Promise<boolean> {
  const { memory, shared } = await limiterFor(id, 1, per);
  if (shared && redisLimitsUsable()) {
    const known = await viaRedis(() => shared.get(digest(key)));
    if (known !== undefined) return known !== null;
  }
  // Redis unusable: what this instance remembers (a miss only means the stricter ceiling applies).
  return (await memory.get(digest(key))) !== null;
}
