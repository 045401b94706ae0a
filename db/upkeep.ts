import type { PGlite } from "@electric-sql/pglite";
import type { dbHandle } from "./index";

type Handle = ReturnType<typeof dbHandle>;

/**
 * PGlite has no autovacuum worker (one process, no background workers): 50,000 dead rows stayed
 * dead with `autovacuum = on` (review experiment 6). Dead rows come from every job pg-boss updates,
 * every deletion and edit, so the embedded server vacuums itself: `VACUUM (ANALYZE)` of the whole
 * database, which also keeps the planner's statistics fresh. PGlite runs one statement at a time,
 * so requests wait while it runs (measured in decision 0202: tens of milliseconds on the demo
 * data, about a second for 50,000 dead rows); hourly bounds both the wait and the bloat. Postgres
 * deployments rely on the server's own autovacuum.
 */
export const VACUUM_EVERY_MS = 60 * 60 * 1000;
/** The first run waits until the start-up's own work (migrations, seeding, the crop sync) is done. */
const FIRST_AFTER_MS = 5 * 60 * 1000;

export async function vacuumEmbedded(handle: Handle): Promise<number> {
  const t0 = Date.now();
  await (handle.client as PGlite).exec("VACUUM (ANALYZE)");
  return Date.now() - t0;
}

/** Runs vacuumEmbedded now and then (embedded database only); returns the stop function. */
export function startEmbeddedUpkeep(handle: Handle, onDone: (ms: number) => void, onError: (e: unknown) => void, every = VACUUM_EVERY_MS, first = FIRST_AFTER_MS): () => void {
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
