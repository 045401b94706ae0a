/**
 * The brake against a targeted lockout (issue 29, L5; decision 0201): wrong passwords from strangers'
 * addresses must not keep the owner out, while guessing from many addresses stays bounded:
 * MAX_FAILURES per address block and ACCOUNT_CEILING per account in WINDOW_MS from addresses the
 * account has not signed in from.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingServices, REDIS_URL } from "@/db/test-services";
import { env } from "@/lib/env";
import { resetLimits } from "@/lib/rate-limit";
import { closeSharedRedis, sharedRedis } from "@/lib/redis";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { ACCOUNT_CEILING, KNOWN_FOR_S, MAX_FAILURES, TOO_MANY_ATTEMPTS } from "@/lib/auth/login-throttle";
import { createUser, req } from "@/test/http";

const attempt = (ip: string, username: string, password: string) =>
  loginPOST(req("/api/auth/login", { form: { username, password }, headers: { "x-gardenswap-ip": ip } }));

let n = 0;
/** A fresh address per call, from TEST-NET-2 (one /24 a test, so files cannot collide). */
const fresh = (net: number) => `198.18.${net}.${++n % 250}`;

describe("login brake: no targeted lockout", () => {
  it("10 wrong passwords from 10 addresses, then the right one from an 11th address signs in", async () => {
    const u = await createUser();
    for (let i = 0; i < MAX_FAILURES; i++) expect((await attempt(fresh(1), u.email, `wrong-${i}-password`)).status).toBe(401);
    expect((await attempt(fresh(1), u.email, u.password)).status).toBe(200);
  });

  it("one address gets 10 wrong passwords for an account, then 429 even with the right one; another address signs in", async () => {
    const u = await createUser();
    const guesser = fresh(2);
    for (let i = 0; i < MAX_FAILURES; i++) expect((await attempt(guesser, u.email, `wrong-${i}-password`)).status).toBe(401);
    const refused = await attempt(guesser, u.email, u.password);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: TOO_MANY_ATTEMPTS });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await attempt(fresh(2), u.email, u.password)).status).toBe(200);
  });

  it("bounds guessing from many addresses at 30 per account per 15 minutes; the owner still signs in from an address they used", async () => {
    const u = await createUser();
    const home = "198.18.3.200";
    expect((await attempt(home, u.email, u.password)).status).toBe(200);
    // Spread over addresses (3 each, under the per-address 10): 30 checked, then new addresses are refused unchecked.
    let checked = 0;
    for (let i = 0; i < ACCOUNT_CEILING + 10; i++) {
      const res = await attempt(`198.18.3.${Math.floor(i / 3)}`, u.email, `wrong-${i}-password`);
      expect([401, 429]).toContain(res.status);
      if (res.status === 401) checked++;
    }
    // The ceiling counts attempts, so the owner's first sign-ins from two new places (createUser's, home) took 2.
    expect(checked).toBe(ACCOUNT_CEILING - 2);
    // Even the right password from a stranger's address is refused past the ceiling: guessing is bounded…
    expect((await attempt("198.18.3.150", u.email, u.password)).status).toBe(429);
    // …but the owner's own address is not subject to it: the guesser did not lock them out.
    expect((await attempt(home, u.email, u.password)).status).toBe(200);
  });

  it("an IPv6 caller's addresses in one /64 are one address block", async () => {
    const u = await createUser();
    for (let i = 0; i < MAX_FAILURES; i++) expect((await attempt(`2001:db8:77:1::${i + 1}`, u.email, `wrong-${i}-password`)).status).toBe(401);
    expect((await attempt("2001:db8:77:1::ffff", u.email, u.password)).status).toBe(429);
    expect((await attempt("2001:db8:77:2::1", u.email, u.password)).status).toBe(200);
  });

  it("remembers an address for a time the memory store can keep (its timers stop at 2^31 ms)", () => {
    expect(KNOWN_FOR_S * 1000).toBeLessThan(2 ** 31);
  });

  it("a concurrent burst from many addresses checks at most the ceiling", async () => {
    const u = await createUser();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(`198.18.4.${i}`, u.email, `wrong-${i}-password`)));
    const statuses = answers.map((r) => r.status);
    // createUser's sign-in took one point of the ceiling.
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_CEILING - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - ACCOUNT_CEILING + 1);
  });
});

const noRedis = await missingServices("lib/auth/login-throttle.test.ts", ["redis"]);

describe.skipIf(!!noRedis)("login brake in Redis (several instances share it)", () => {
  const e = env() as { REDIS_URL?: string; REDIS_PREFIX: string };
  const saved = { url: e.REDIS_URL, prefix: e.REDIS_PREFIX };
  beforeAll(() => {
    e.REDIS_URL = REDIS_URL;
    e.REDIS_PREFIX = `test-login-${process.pid}`;
    resetLimits();
  });
  afterAll(async () => {
    // The marks live 21 days: leave nothing behind in the shared Redis.
    const redis = await sharedRedis();
    for await (const keys of redis!.scanIterator({ MATCH: `${e.REDIS_PREFIX}:*`, COUNT: 500 })) if (keys.length) await redis!.del(keys);
    await closeSharedRedis();
    e.REDIS_URL = saved.url;
    e.REDIS_PREFIX = saved.prefix;
    resetLimits();
  });

  it("remembers the owner's address: past the ceiling the owner still signs in from it", async () => {
    const u = await createUser();
    const home = "198.18.5.200";
    expect((await attempt(home, u.email, u.password)).status).toBe(200);
    for (let i = 0; i < ACCOUNT_CEILING; i++) await attempt(`198.18.5.${Math.floor(i / 3)}`, u.email, `wrong-${i}-password`);
    expect((await attempt("198.18.5.150", u.email, u.password)).status).toBe(429);
    expect((await attempt(home, u.email, u.password)).status).toBe(200);
  });
});
