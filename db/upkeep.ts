import type { PGlite } from "@electric-sql/pglite";
import type { dbHandle } from "./index";

type Handle = ReturnType<typeof dbHandle>;

/**
 * PGlite has no autovacuum worker (one process, no background workers): 50,000 dead rows stayed
 * dead with `autovacuum = on` (review experiment 6). Dead rows come from every job pg-boss updates,
 * every deletion and edit, so the embedded server vacuums itself: `VACUUM (ANALYZE)` of the tables
 * that need it, which also keeps the planner's statistics fresh. PGlite runs one statement at a
 * time, so requests wait while a table is vacuumed (decision 0202, on a loaded 2-CPU host: 0.27 s
 * for a table with 50,000 dead rows, 57 ms to find nothing to do, where a whole-database VACUUM
 * took 1.4–1.6 s even with nothing to do); hourly bounds both the wait and the bloat. Postgres deployments rely on the server's
 * own autovacuum.
 */
const VACUUM_EVERY_MS = 60 * 60 * 1000;
/** The first run waits until the start-up's own work (migrations, seeding, the crop sync) is done. */
const FIRST_AFTER_MS = 5 * 60 * 1000;

/**
 * Vacuums (and analyzes) the tables autovacuum would pick, by its default thresholds (50 rows plus
 * 20 % dead, or 10 % changed since the last analyze), one statement per table so requests get in
 * between. Returns how many tables and how long.
 */
export async function vacuumEmbedded(handle: Handle): Promise<{ tables: number; ms: number }> {
  const t0 = Date.now();
  const client = handle.client as PGlite;
  const { rows } = await client.query<{ name: string }>(`
    select format('%I.%I', schemaname, relname) as name from pg_stat_all_tables
    where schemaname not in ('pg_toast', 'information_schema')
      and (n_dead_tup > 50 + 0.2 * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup)`);
  for (const { name } of rows) await client.exec(`VACUUM (ANALYZE) ${name}`);
  return { tables: rows.length, ms: Date.now() - t0 };
}

/** Runs vacuumEmbedded now and then (embedded database only); returns the stop function. */
export function startEmbeddedUpkeep(handle: Handle, onDone: (done: { tables: number; ms: number }) => void, onError: (e: unknown) => void, every = VACUUM_EVERY_MS, first = FIRST_AFTER_MS): () => void {
  if (handle.kind !== "pglite") return () => {};
  let timer: ReturnType<typeof setTimeout>;
  let stopped = false;
  const tick = async () => {
    try {
      onDone(await vacuumEmbedded(handle));
    } catch (e) {
      if (!stopped) onError(e);
    }
    if (!stopped) (timer = setTimeout(tick, every)).unref();
  };
  (timer = setTimeout(tick, first)).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
