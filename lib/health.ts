import { readFileSync } from "node:fs";
import path from "node:path";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { db, migrationsFolder, schema } from "@/db";
import { queueHealth } from "@/lib/jobs";
import { redisState } from "@/lib/redis";

/** Resolves with the promise's value, or rejects after `ms` (health never waits on a stalled database). */
function within<T>(ms: number, p: Promise<T>): Promise<T> {
  let t: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([p, new Promise<never>((_, reject) => (t = setTimeout(() => reject(new Error("timed out")), ms)))]).finally(() => clearTimeout(t));
}

/** The functions the generated columns call (migrations 0011, 0014): a restore that lost them loses the tables too. */
const FUNCTIONS = ["gs_match_words", "gs_cat_words", "gs_match_key", "gs_crop_key"];

let expected: { tables: string[]; migrations: number } | undefined;
/** What a complete database has: every table of db/schema.ts in public, and every migration of the journal applied. */
function expectedSchema() {
  if (!expected) {
    const tables = Object.values(schema).flatMap((t) => (is(t, PgTable) && !getTableConfig(t).schema ? [getTableConfig(t).name] : []));
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as { entries: unknown[] };
    expected = { tables, migrations: journal.entries.length };
  }
  return expected;
}

/**
 * What a database that answers lacks: missing tables or functions, or migrations not applied (a
 * partial restore answers `select 1` and then 500s on every listing: review F2). One catalogue query.
 */
async function missingSchema(): Promise<string[]> {
  const want = expectedSchema();
  const tables = sql.join(want.tables.map((t) => sql`${t}`), sql`, `);
  const functions = sql.join(FUNCTIONS.map((f) => sql`${f}`), sql`, `);
  const result = await db().execute(sql`
    select array(select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
                 where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname in (${tables})) as tables,
           array(select p.proname::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'public' and p.proname in (${functions})) as functions,
           (select count(*)::int from drizzle.__drizzle_migrations) as migrations`);
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows) as { tables: string[]; functions: string[]; migrations: number }[];
  const found = rows[0]!;
  return [
    ...want.tables.filter((t) => !found.tables.includes(t)).map((t) => `table ${t}`),
    ...FUNCTIONS.filter((f) => !found.functions.includes(f)).map((f) => `function ${f}`),
    ...(found.migrations < want.migrations ? [`${want.migrations - found.migrations} of ${want.migrations} migrations`] : []),
  ];
}

/**
 * Readiness for operators and load balancers: whether the database answers (within 1.5 s, so the
 * whole answer comes within 2 s even when the database stalls) with its whole schema, the job queue's
 * health, and whether Redis answers (null without REDIS_URL; "down" means degraded, not unready:
 * decision 0203).
 */
export async function checkHealth(): Promise<{
  database: "up" | "down" | "incomplete";
  missing?: string[];
  redis: "up" | "down" | null;
  jobs: Awaited<ReturnType<typeof queueHealth>> | null;
}> {
  const redis = redisState();
  let missing: string[];
  try {
    await within(1_500, db().execute(sql`select 1`));
    missing = await within(1_000, missingSchema());
  } catch {
    return { database: "down", redis, jobs: null };
  }
  if (missing.length) return { database: "incomplete", missing, redis, jobs: null };
  return { database: "up", redis, jobs: await within(400, queueHealth()).catch(() => null) };
}
