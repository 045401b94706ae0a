import { hash, verify } from "@node-rs/argon2";
import { withSlot } from "@/lib/work-slots";

// OWASP's argon2id baseline: m=19 MiB, t=2, p=1.
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
type HashCost = { memoryCost: number; timeCost: number };

/**
 * Argon2 runs on libuv's small thread pool, which file, DNS and zlib work share: a flood of
 * anonymous logins would starve everything else. At most HASH_CONCURRENCY hashes run at once (one
 * pool per process, lib/work-slots.ts); up to HASH_QUEUE wait, and beyond that the caller gets 503
 * "try again" instead of piling up memory (19 MiB each).
 */
const HASH_CONCURRENCY = 2;
const HASH_QUEUE = 64;

/**
 * `__gardenswapHashCost`: the test setup (db/test-setup.ts) lowers the cost so that hundreds of test
 * sign-ups do not each spend 19 MiB and two passes; lib/auth/password.test.ts checks the real cost.
 * A hash records its own parameters, so verifying follows whichever cost made it.
 */
const g = globalThis as { __gardenswapHashCost?: HashCost };

const withHashSlot = <T>(work: () => Promise<T>) => withSlot("argon2", { concurrency: HASH_CONCURRENCY, queue: HASH_QUEUE }, work);

export const hashPassword = (password: string) => withHashSlot(() => hash(password, { ...OPTIONS, ...g.__gardenswapHashCost }));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashSlot(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** Spend the same time for unknown e-mails as for wrong passwords. */
let dummy: Promise<string> | undefined;
export async function burnPasswordTime(password: string) {
  dummy ??= hashPassword("timing-equaliser");
  await verifyPassword(await dummy, password);
}
