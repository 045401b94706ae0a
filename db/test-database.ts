import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, inject } from "vitest";
import type { openPglite, openPostgres } from "./index";
import { resetSql, type TemplateState } from "./test-reset";

/**
 * Each test file gets a fresh migrated database. A worker opens one (a clone of the Postgres
 * template, or a PGlite loaded from the migrated dump; db/test-global-setup.ts) for the first file
 * that needs one, keeps it, and before each later file that needs one empties it back to the
 * template's state (db/test-reset.ts): ~0.15 s of CPU instead of ~1.2 s for a new PGlite, and no
 * database to create and drop per file on Postgres. Database code is loaded only if the test file
 * loaded it, so pure unit files never open a database.
 */
type Handle = ReturnType<typeof openPglite>;
type Openers = { openPglite: typeof openPglite; openPostgres: typeof openPostgres };
/** The worker's database, opened on first use; `dirty` once a file was given it (the next file resets it first). */
type Kept = { handle?: Handle; open: (open: Openers) => Handle; dirty: boolean; discard?: boolean; reset: (template: TemplateState) => Promise<unknown>; drop: () => Promise<void> };
const g = globalThis as {
  __gardenswapDb?: Handle;
  __gardenswapOpenDb?: (open: Openers) => Handle;
  __gardenswapDbLoaded?: boolean;
  __gardenswapTestDb?: Kept;
  __gardenswapHashCost?: { memoryCost: number; timeCost: number };
  __gardenswapClock?: unknown;
  __gardenswapLimiters?: unknown;
  __gardenswapLimitGen?: string;
  __gardenswapEnv?: unknown;
};
// Test passwords are hashed at argon2's lowest cost (lib/auth/password.ts; its test checks the real one).
g.__gardenswapHashCost = { memoryCost: 64, timeCost: 1 };
let jobs: typeof import("@/lib/jobs") | undefined;

/** A reset that fails or hangs (a test left a transaction open) costs the worker its database, not the run. */
async function resetKept(kept: Kept) {
  try {
    if (kept.discard) throw new Error("discarded");
    // Made only when raced: an unraced timeout would reject unhandled.
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error("reset timed out")), 15_000).unref());
    await Promise.race([kept.reset(inject("templateState")), timeout]);
    kept.dirty = false;
  } catch {
    g.__gardenswapTestDb = undefined;
    void kept.drop().catch(() => {});
  }
}

/**
 * A file that rebuilt its database's schemas (db/upgrade.test.ts drops them for an old build's) gives
 * the database up: the next file of the worker gets a new one instead of a reset of this one.
 */
export function discardAfterFile() {
  if (g.__gardenswapTestDb) g.__gardenswapTestDb.discard = true;
}

function keep(k: Omit<Kept, "dirty">): Kept {
  return (g.__gardenswapTestDb = { ...k, dirty: false });
}

/** Before a test file: the worker's database, back in the template's state; the job queue if the file loaded db code. */
export async function startFile() {
  const url = process.env.DATABASE_URL;
  // A worker keeps its modules from file to file, so "db code is loaded" stays true after its first
  // database file: a file that cannot reach db/index.ts (a pure unit) neither resets the database
  // nor starts the job queue (the next file that needs the database resets it).
  const file = expect.getState().testPath;
  const reaches = !file || reachesDb(file);
  const needsDb = !!g.__gardenswapDbLoaded && reaches;
  const kept = g.__gardenswapTestDb;
  if (needsDb && kept?.dirty) await resetKept(kept);
  // Postgres: the worker's clone is made now (before the file's first query needs it).
  if (url && !g.__gardenswapTestDb) await makeClone(url);
  g.__gardenswapOpenDb = (open) => {
    const k = g.__gardenswapTestDb ?? fromDump();
    // Never hand a file another file's rows: one whose imports seemed not to reach db/index.ts was not reset.
    if (!reaches) throw new Error(`db/test-database.ts: ${file} opened the database, but its imports were not seen to reach db/index.ts`);
    k.handle ??= k.open(open);
    k.dirty = true;
    return k.handle;
  };
  // The job queue starts before any test opens a transaction (PGlite has one connection).
  if (needsDb) {
    // Every job and domain-event subscriber, as server.ts loads them: a use case's events reach
    // their subscribers (lib/events) whichever modules the test file imported.
    await import("@/lib/jobs/all");
    jobs = await import("@/lib/jobs");
    await jobs.prepareJobs();
  }
}

/** Static and dynamic imports (`import type` and `export type` are erased), with what they name. */
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/gm;
const DB_INDEX = path.resolve("db/index.ts");
const reaching = new Map<string, boolean>();

/**
 * Whether a test file can load db/index.ts through the repository's own modules (`@/…` and
 * relative imports; packages never import the app). A false "no" would start a file without its
 * job queue, so anything unreadable counts as "yes".
 */
export function reachesDb(testFile: string): boolean {
  let answer = reaching.get(testFile);
  if (answer === undefined) reaching.set(testFile, (answer = walk(testFile, new Set())));
  return answer;
}

function walk(file: string, seen: Set<string>): boolean {
  if (file === DB_INDEX || reaching.get(file)) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return true;
  }
  for (const m of text.matchAll(IMPORT)) {
    if (m[1]) continue;
    const spec = m[2] ?? m[3];
    const base = spec.startsWith("@/") ? path.resolve(spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(file), spec) : null;
    if (!base) continue;
    const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((c) => existsSync(c) && statSync(c).isFile());
    // A "yes" is final and kept; a "no" inside a walk may be partial (a cycle), so only the test file's is.
    if (target && walk(target, seen)) {
      reaching.set(file, true);
      return true;
    }
  }
  return false;
}

async function makeClone(url: string) {
  const { default: postgres } = await import("postgres");
  const { withDatabase } = await import("./url");
  const template = inject("templateDb");
  const name = `gs_t_${template.split("_").pop()}_${randomBytes(4).toString("hex")}`;
  const admin = () => postgres(url, { max: 1, onnotice: () => {} });
  const creator = admin();
  await creator.unsafe(`create database ${name} template ${template}`);
  await creator.end();
  const cloneUrl = withDatabase(url, name);
  const k = keep({
    open: (open) => open.openPostgres(cloneUrl, { max: 5 }),
    reset: async (template) => {
      // One simple-protocol batch on its own connection; a lock a leftover transaction holds fails it
      // (lock_timeout) instead of hanging.
      const c = postgres(cloneUrl, { max: 1, onnotice: () => {}, connection: { lock_timeout: 10_000 } });
      try {
        await c.unsafe(resetSql(template)).simple();
      } finally {
        await c.end();
      }
    },
    drop: async () => {
      await k.handle?.close();
      const dropper = admin();
      await dropper.unsafe(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  });
}

/** PGlite: loaded from the migrated dump when the worker's first file needs a database. */
function fromDump(): Kept {
  const k = keep({
    open: (open) => open.openPglite(undefined, { loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]) }),
    // Deleting, not truncating: a truncate's new files are what a PGlite reset spends its time on.
    reset: (template) => (k.handle!.client as import("@electric-sql/pglite").PGlite).exec(resetSql(template, "delete")),
    drop: async () => k.handle?.close(),
  });
  return k;
}

/** After a test file: its job queue stopped, its own handles closed, process-wide state reset. */
export async function endFile() {
  await jobs?.stopJobs();
  g.__gardenswapOpenDb = undefined;
  const handle = g.__gardenswapDb;
  g.__gardenswapDb = undefined;
  // A handle a test installed itself (setDbHandle) is closed; the worker's own stays for the next file.
  if (handle && handle !== g.__gardenswapTestDb?.handle) await handle.close();
  // Most files share their worker's loaded modules with the next file (vitest.config.ts): the next
  // one starts on the real clock, fresh rate-limit counters (new Redis keys too) and a re-read env.
  g.__gardenswapClock = undefined;
  g.__gardenswapLimiters = undefined;
  g.__gardenswapLimitGen = `${randomBytes(4).toString("hex")}:`;
  g.__gardenswapEnv = undefined;
}
