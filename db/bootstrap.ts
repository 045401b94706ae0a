import { sql } from "drizzle-orm";
import { dbHandle, schema } from "@/db";
import { scheduleCropSync } from "@/lib/crops/backfill";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

type Handle = ReturnType<typeof dbHandle>;

/**
 * Until Postgres answers (a container started beside its database, a database restarting): tries
 * `select 1` again after 0.5 s, 1 s, 2 s, then every 5 s, logging each wait (never the URL), and
 * gives up with the last error after `waitMs`. The embedded database is always there.
 */
type Waiting = { sleep: (ms: number) => Promise<unknown>; now: () => number };
const realTime: Waiting = { sleep: (ms) => new Promise((r) => setTimeout(r, ms)), now: Date.now };

export async function waitForDatabase(handle: Handle, waitMs: number, { sleep, now }: Waiting = realTime): Promise<number> {
  if (handle.kind !== "postgres") return 0;
  const deadline = now() + waitMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await handle.db.execute(sql`select 1`);
      if (attempt > 1) log.info(`database answers (attempt ${attempt})`);
      return attempt;
    } catch (err) {
      const pause = Math.min(500 * 2 ** (attempt - 1), 5_000);
      if (now() + pause > deadline) throw err;
      // The driver's code only (ECONNREFUSED, 57P03…): a message could name the host.
      const code = (err as { code?: string }).code ?? "no answer";
      log.warn(`database not answering yet (${code}): trying again in ${pause / 1000} s`);
      await sleep(pause);
    }
  }
}

/** Waits for the database, migrates, then seeds demo data into an empty embedded database (the zero-config quick start). */
export async function bootstrapDatabase() {
  const handle = dbHandle();
  await waitForDatabase(handle, env().DATABASE_START_WAIT_SECONDS * 1000);
  await handle.migrate();
  const e = env();
  if (handle.kind === "pglite" && e.SEED_DEMO === "true") {
    const [{ count }] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(schema.users);
    if (Number(count) === 0) {
      const { seed } = await import("./seed");
      await seed(handle.db);
      log.info("seeded demo data into the empty embedded database (see README for the demo logins)");
    }
  }
  // After a catalogue change, stored titles are resolved again by a background job: serving starts now.
  await scheduleCropSync(handle.db);
  return handle;
}
