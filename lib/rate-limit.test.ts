import { createClient } from "redis";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { closeSharedRedis, sharedRedis } from "@/lib/redis";
import { RateLimiterRes } from "rate-limiter-flexible";
import { limitersMadeByTheOtherBundle } from "@/test/other-bundle-limiters";
import { startTcpProxy } from "@/test/tcp-proxy";
import { addressBlock, enforceLimits, isRefusal, RateLimitedError, resetLimits, type Limit } from "./rate-limit";
import { testViewer } from "@/test/viewer";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
async function redisReachable(): Promise<boolean> {
  const c = createClient({ url: REDIS_URL, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  c.on("error", () => {});
  try {
    await c.connect();
    await c.quit();
    return true;
  } catch {
    return false;
  }
}
const redisUp = await redisReachable();
if (!redisUp) console.warn(`rate-limit.test.ts: Redis cases skipped — Redis is not reachable at ${REDIS_URL} (set TEST_REDIS_URL).`);

const ctx = { door: "test" as const, ip: "10.0.0.1" };
const viewer = testViewer({ id: 7, username: "v", sessionId: "s" });
const byEmail: Limit<{ email: string }>[] = [{ points: 10, per: 60, by: (i) => i.email }];
const call = (email = "victim@example.com", limits = byEmail) => enforceLimits("test.limits", limits, viewer, { email }, ctx);
const outcome = (p: Promise<unknown>) => p.then(() => "ok", (e) => (e instanceof RateLimitedError ? "limited" : `error ${e}`));

function suite() {
  it("is atomic: of 60 concurrent calls against a limit of 10 exactly 10 pass", async () => {
    const results = await Promise.all(Array.from({ length: 60 }, () => outcome(call())));
    expect(results.filter((r) => r === "ok")).toHaveLength(10);
    expect(results.filter((r) => r === "limited")).toHaveLength(50);
  });

  it("answers with a Retry-After in seconds and the limit's detail", async () => {
    const limits: Limit<unknown>[] = [{ points: 1, per: 30, by: "ip", message: "Slow down" }];
    await enforceLimits("test.retry", limits, null, {}, ctx);
    const e = await enforceLimits("test.retry", limits, null, {}, ctx).catch((x) => x);
    expect(e).toBeInstanceOf(RateLimitedError);
    expect(e.message).toBe("Slow down");
    expect(e.retryAfterS).toBeGreaterThan(0);
    expect(e.retryAfterS).toBeLessThanOrEqual(30);
  });

  it("cannot be reset by spraying other keys", async () => {
    for (let i = 0; i < 10; i++) await call();
    await Promise.all(Array.from({ length: 20_000 }, (_, i) => outcome(call(`spray-${i}@example.com`))));
    expect(await outcome(call())).toBe("limited");
  });

  it("stops at the first spent limit: a refused IP creates no per-e-mail keys", async () => {
    const limits: Limit<{ email: string }>[] = [{ points: 1, per: 60, by: "ip" }, { points: 1, per: 60, by: (i) => i.email }];
    expect(await outcome(call("a@example.com", limits))).toBe("ok");
    expect(await outcome(call("b@example.com", limits))).toBe("limited");
    // b's e-mail budget is untouched: from another IP it still passes.
    expect(await outcome(enforceLimits("test.limits", limits, viewer, { email: "b@example.com" }, { door: "test", ip: "10.0.0.2" }))).toBe("ok");
  });

  it("counts distinct values only: a value already used is free, a refused one stays new", async () => {
    const places: Limit<{ near?: string }>[] = [{ points: 3, per: 60, by: "ip", distinct: (i) => i.near, bucket: "test.places" }];
    const use = (near?: string, ip = "10.0.0.1") => outcome(enforceLimits("test.near", places, null, { near }, { door: "test", ip }));
    for (const near of ["a", "b", "c", "a", "b", "c", "a"]) expect(await use(near)).toBe("ok");
    expect(await use(undefined)).toBe("ok");
    expect(await use("d")).toBe("limited");
    expect(await use("d")).toBe("limited");
    expect(await use("c")).toBe("ok");
    expect(await use("d", "10.0.0.9")).toBe("ok");
    // Concurrent first uses of new values: exactly the allowance passes.
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => use(`v${i}`, "10.0.0.3")));
    expect(results.filter((r) => r === "ok")).toHaveLength(3);
  });

  it("limits checked together (one script in Redis) and one at a time count the same keys; a refused later limit still took the earlier one's point", async () => {
    const a: Limit<unknown> = { points: 3, per: 60, by: "user", bucket: "test.pair.a" };
    const b: Limit<unknown> = { points: 2, per: 60, by: "user", bucket: "test.pair.b", message: "b is spent" };
    await enforceLimits("test.pair", [a, b], viewer, {}, ctx);
    await enforceLimits("test.pair", [a, b], viewer, {}, ctx);
    // b is spent: refused with b's detail and a Retry-After, after taking a's third point.
    const e = await enforceLimits("test.pair", [a, b], viewer, {}, ctx).catch((x) => x);
    expect(e).toBeInstanceOf(RateLimitedError);
    expect(e.message).toBe("b is spent");
    expect(e.retryAfterS).toBeGreaterThan(0);
    expect(e.retryAfterS).toBeLessThanOrEqual(60);
    expect(await outcome(enforceLimits("test.alone", [a], viewer, {}, ctx))).toBe("limited");
    // Another user's keys are untouched.
    const other = testViewer({ id: 8, username: "w", sessionId: "t" });
    expect(await outcome(enforceLimits("test.pair", [a, b], other, {}, ctx))).toBe("ok");
  });

  it("shares one count between use cases that name the same bucket", async () => {
    const shared: Limit<unknown>[] = [{ points: 2, per: 60, by: "user", bucket: "test.shared" }];
    await enforceLimits("test.rest", shared, viewer, {}, ctx);
    await enforceLimits("test.socket", shared, viewer, {}, ctx);
    expect(await outcome(enforceLimits("test.rest", shared, viewer, {}, ctx))).toBe("limited");
  });
}

describe("limits in memory (no REDIS_URL)", () => {
  beforeEach(() => resetLimits());
  suite();
});

describe("LIMITS_SCALE (test servers, where every browser shares one address)", () => {
  const e = env() as { LIMITS_SCALE: number };
  afterAll(() => {
    e.LIMITS_SCALE = 1;
    resetLimits();
  });
  it("multiplies each allowance, and the limit still holds beyond it", async () => {
    e.LIMITS_SCALE = 3;
    resetLimits();
    const two: Limit<unknown>[] = [{ points: 2, per: 60, by: "user" }];
    for (let i = 0; i < 6; i++) await enforceLimits("test.scaled", two, viewer, {}, ctx);
    expect(await outcome(enforceLimits("test.scaled", two, viewer, {}, ctx))).toBe("limited");
  });
});

describe.skipIf(!redisUp)("limits in Redis", () => {
  const e = env() as { REDIS_URL?: string; REDIS_PREFIX: string };
  const saved = { url: e.REDIS_URL, prefix: e.REDIS_PREFIX };
  beforeEach(async () => {
    e.REDIS_URL = REDIS_URL;
    e.REDIS_PREFIX = `test-rl-${process.pid}`;
    resetLimits();
  });
  afterAll(async () => {
    await closeSharedRedis();
    e.REDIS_URL = saved.url;
    e.REDIS_PREFIX = saved.prefix;
    resetLimits();
  });
  suite();

  it("holds across instances and restarts: a fresh process state still sees the count", async () => {
    for (let i = 0; i < 10; i++) await call();
    // Forget every in-process limiter and the connection, as a second instance (or a restart) would start.
    const g = globalThis as { __gardenswapLimiters?: Map<string, unknown> };
    g.__gardenswapLimiters?.clear();
    await closeSharedRedis();
    expect(await outcome(call())).toBe("limited");
  });
});

describe.skipIf(!redisUp)("limits while Redis is stalled or down (decision 0203)", () => {
  const e = env() as { REDIS_URL?: string; REDIS_PREFIX: string };
  const saved = { url: e.REDIS_URL, prefix: e.REDIS_PREFIX };
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  beforeEach(async () => {
    const target = new URL(REDIS_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    e.REDIS_URL = `redis://127.0.0.1:${proxy.port}`;
    e.REDIS_PREFIX = `test-rl-stall-${process.pid}`;
    resetLimits();
  });
  afterEach(async () => {
    proxy.set("forward");
    await closeSharedRedis();
    await proxy.close();
    e.REDIS_URL = saved.url;
    e.REDIS_PREFIX = saved.prefix;
    resetLimits();
  });
  const timedCall = async (email: string) => {
    const t0 = Date.now();
    const result = await outcome(call(email));
    return { result, ms: Date.now() - t0 };
  };

  it("a stalled Redis holds no action longer than its bounded wait: limits count in memory, and still refuse", async () => {
    expect(await outcome(call("stall@example.com"))).toBe("ok");
    proxy.set("partition");
    const first = await timedCall("stall@example.com");
    expect(first).toMatchObject({ result: "ok" });
    expect(first.ms).toBeLessThan(1_500);
    // Then memory at once while Redis is suspect; the limit still holds (10 per minute), counting
    // the two calls this instance already let through.
    const rest = [];
    for (let i = 0; i < 10; i++) rest.push(await timedCall("stall@example.com"));
    expect(rest.filter((r) => r.result === "ok").length).toBe(8);
    expect(rest.at(-1)?.result).toBe("limited");
    expect(Math.max(...rest.map((r) => r.ms))).toBeLessThan(1_500);
    // Several limits checked together (one script in Redis) are bounded too.
    const two: Limit<{ email: string }>[] = [{ points: 5, per: 60, by: "user" }, ...byEmail];
    const t0 = Date.now();
    expect(await outcome(enforceLimits("test.stall-two", two, viewer, { email: "x@example.com" }, ctx))).toBe("ok");
    expect(Date.now() - t0).toBeLessThan(1_500);
  });

  it("Redis down (refused) answers at once from memory, and an instance whose Redis is down at start counts in memory", async () => {
    proxy.set("refuse");
    await closeSharedRedis();
    const t0 = Date.now();
    for (let i = 0; i < 10; i++) expect(await outcome(call("down@example.com"))).toBe("ok");
    expect(await outcome(call("down@example.com"))).toBe("limited");
    expect(Date.now() - t0).toBeLessThan(3_000);
    // Back: after the backoff, counts are shared in Redis again.
    proxy.set("forward");
    await new Promise((r) => setTimeout(r, 2_500));
    await expect.poll(async () => (await sharedRedis())?.isReady, { timeout: 10_000 }).toBe(true);
    await new Promise((r) => setTimeout(r, 2_100));
    expect(await outcome(call("back@example.com"))).toBe("ok");
    const keys = await (await sharedRedis())!.keys(`${e.REDIS_PREFIX}:rl:*`);
    expect(keys.length).toBeGreaterThan(0);
  }, 30_000);
});

describe("per-IP limits key on the block one caller controls", () => {
  beforeEach(() => resetLimits());
  it("an IPv4 address is itself; an IPv4-mapped IPv6 address is its IPv4; IPv6 is its /64", () => {
    expect(addressBlock("203.0.113.9")).toBe("203.0.113.9");
    expect(addressBlock("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressBlock("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(addressBlock("2001:0db8:00aa:00bb::4")).toBe("2001:db8:aa:bb::/64");
    expect(addressBlock("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBlock("::1")).toBe("0:0:0:0::/64");
    expect(addressBlock("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressBlock("2001:db8::1.2.3.4")).toBe("2001:db8:0:0::/64");
  });

  it("two addresses of one IPv6 /64 share a bucket; the next /64 has its own", async () => {
    const one: Limit<unknown>[] = [{ points: 1, per: 60, by: "ip" }];
    const from = (ip: string) => outcome(enforceLimits("test.v6", one, null, {}, { door: "test", ip }));
    expect(await from("2001:db8:1:2::a")).toBe("ok");
    expect(await from("2001:db8:1:2:ffff::b")).toBe("limited");
    expect(await from("2001:db8:1:3::a")).toBe("ok");
    expect(await from("198.51.100.1")).toBe("ok");
    expect(await from("::ffff:198.51.100.1")).toBe("limited");
  });
});

describe("a refusal from the other bundle's copy of the limiter library (L7)", () => {
  it("is still a refusal (RateLimitedError with Retry-After), never an unknown error", async () => {
    resetLimits();
    const { other, restore } = limitersMadeByTheOtherBundle();
    try {
      // The premise: the other copy's refusal is not this copy's class.
      expect(new other.RateLimiterRes(0, 1000)).not.toBeInstanceOf(RateLimiterRes);
      // The first call creates the limiters (the cache then holds the other copy's); from another address.
      const elsewhere = { ...ctx, ip: "10.9.9.9" };
      const limits: Limit<unknown>[] = [{ points: 1, per: 30, by: "ip", message: "Slow down" }];
      await enforceLimits("test.bundles", limits, null, {}, elsewhere);
      await enforceLimits("test.bundles", limits, null, {}, ctx);
      const e = await enforceLimits("test.bundles", limits, null, {}, ctx).catch((x) => x);
      expect(e).toBeInstanceOf(RateLimitedError);
      expect(e.message).toBe("Slow down");
      expect(e.retryAfterS).toBeGreaterThanOrEqual(29);
      // Distinct-value limits too: a value seen by the other copy's limiter is free, a new one refused.
      const places: Limit<{ place: string }>[] = [{ points: 1, per: 60, by: "ip", distinct: (i) => i.place }];
      await enforceLimits("test.bundles.distinct", places, null, { place: "a" }, elsewhere);
      const near = (place: string) => outcome(enforceLimits("test.bundles.distinct", places, null, { place }, ctx));
      expect([await near("a"), await near("a"), await near("b")]).toEqual(["ok", "ok", "limited"]);
    } finally {
      restore();
      resetLimits();
    }
  });

  it("only refusals are: errors and other rejections stay failures", () => {
    expect(isRefusal(new RateLimiterRes(0, 500))).toBe(true);
    expect(isRefusal({ msBeforeNext: 500, remainingPoints: 0, consumedPoints: 2, isFirstInDuration: false })).toBe(true);
    for (const e of [new Error("redis down"), Object.assign(new Error("x"), { msBeforeNext: 1, remainingPoints: 0 }), null, undefined, "no", { msBeforeNext: "1" }]) expect(isRefusal(e)).toBe(false);
  });
});
