import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import type { openPglite, openPostgres } from "./index";

/**
 * Each test file gets a fresh migrated database: a clone of the Postgres template, or a PGlite
 * loaded from the migrated dump (db/test-global-setup.ts), with its job queue. Database code is
 * loaded only if the test file loaded it, so pure unit files never open a database.
 */
type Handle = ReturnType<typeof openPglite>;
type Openers = { openPglite: typeof openPglite; openPostgres: typeof openPostgres };
const g = globalThis as {
  __gardenswapDb?: Handle;
  __gardenswapOpenDb?: (open: Openers) => Handle;
  __gardenswapDbLoaded?: boolean;
  __gardenswapHashCost?: { memoryCost: number; timeCost: number };
  __gardenswapClock?: unknown;
  __gardenswapLimiters?: unknown;
  __gardenswapLimitGen?: string;
  __gardenswapEnv?: unknown;
};
// Test passwords are hashed at argon2's lowest cost (lib/auth/password.ts; its test checks the real one).
g.__gardenswapHashCost = { memoryCost: 64, timeCost: 1 };
let jobs: typeof import("@/lib/jobs") | undefined;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: postgres } = await import("postgres");
    const { withDatabase } = await import("./url");
    const template = inject("templateDb");
    const name = `gs_t_${template.split("_").pop()}_${randomBytes(4).toString("hex")}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name} template ${template}`);
    await admin.end();
    g.__gardenswapOpenDb = (open) => open.openPostgres(withDatabase(url, name), { max: 5 });
  } else {
    const dump = inject("pgliteTemplate");
    g.__gardenswapOpenDb = (open) => open.openPglite(undefined, { loadDataDir: new Blob([readFileSync(dump)]) });
  }
  // The job queue starts before any test opens a transaction (PGlite has one connection).
  if (g.__gardenswapDbLoaded) {
    // Every job and domain-event subscriber, as server.ts loads them: a use case's events reach
    // their subscribers (lib/events) whichever modules the test file imported.
    await import("@/lib/jobs/all");
    jobs = await import("@/lib/jobs");
    await jobs.prepareJobs();
  }
});

afterAll(async () => {
  await jobs?.stopJobs();
  g.__gardenswapOpenDb = undefined;
  const handle = g.__gardenswapDb;
  g.__gardenswapDb = undefined;
  await handle?.close();
  // Most files share their worker's loaded modules with the next file (vitest.config.ts): the next
  // one starts on the real clock, fresh rate-limit counters (new Redis keys too) and a re-read env.
  g.__gardenswapClock = undefined;
  g.__gardenswapLimiters = undefined;
  g.__gardenswapLimitGen = `${randomBytes(4).toString("hex")}:`;
  g.__gardenswapEnv = undefined;
});
