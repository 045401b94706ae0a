import { asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { db as appDb, schema } from "@/db";
import { defineJob, enqueue, prepareJobs } from "@/lib/jobs";
import { log } from "@/lib/log";
import { CATALOGUE_VERSION, listingCropKeys, wishCrops } from "./resolve";

const { listings, wantItems, cropCatalogue } = schema;
const BATCH = 1000;
/** One job run resolves batches for at most this long, then hands over to the next run (the queue's expiry is 5 minutes). */
const RUN_BUDGET_MS = 20_000;

type Table = "listings" | "wishes";
/** Where a resolution run is: the catalogue it applies, the table and the last id done. */
export type CropSyncCursor = { version: string; table: Table; after: number };

/** Whether the stored rows were resolved with this catalogue. */
async function applied(db: Db): Promise<boolean> {
  const [state] = await db.select({ version: cropCatalogue.version }).from(cropCatalogue).where(eq(cropCatalogue.id, 1));
  return state?.version === CATALOGUE_VERSION;
}

/** Resolves one batch after `after`; returns the last id done, or null when the table is done. */
async function resolveBatch(db: Db, table: Table, after: number): Promise<number | null> {
  if (table === "listings") {
    const rows = await db.select({ id: listings.id, title: listings.title }).from(listings).where(gt(listings.id, after)).orderBy(asc(listings.id)).limit(BATCH);
    if (!rows.length) return null;
    const json = JSON.stringify(rows.map((r) => ({ id: r.id, crops: listingCropKeys(r.title) })));
    await db.execute(
      sql`update listings set crops = x.crops from jsonb_to_recordset(${json}::jsonb) as x(id int, crops text[]) where listings.id = x.id and listings.crops is distinct from x.crops`,
    );
    return rows.at(-1)!.id;
  }
  const rows = await db.select({ id: wantItems.id, title: wantItems.title }).from(wantItems).where(gt(wantItems.id, after)).orderBy(asc(wantItems.id)).limit(BATCH);
  if (!rows.length) return null;
  const json = JSON.stringify(rows.map((r) => ({ id: r.id, ...wishCrops(r.title) })));
  await db.execute(
    sql`update want_items set crops = x."crops", crop_rest = x."cropRest" from jsonb_to_recordset(${json}::jsonb) as x(id int, "crops" text[], "cropRest" text)
        where want_items.id = x.id and (want_items.crops is distinct from x."crops" or want_items.crop_rest is distinct from x."cropRest")`,
  );
  return rows.at(-1)!.id;
}

async function markApplied(db: Db) {
  await db
    .insert(cropCatalogue)
    .values({ id: 1, version: CATALOGUE_VERSION })
    .onConflictDoUpdate({ target: cropCatalogue.id, set: { version: CATALOGUE_VERSION, updatedAt: new Date() } });
}

/**
 * Resolves batches from `cursor` until both tables are done (then records the catalogue version) or
 * `budgetMs` has passed; yields to the event loop between batches, so requests keep being served.
 * Returns where it stopped, or null when everything is resolved. Idempotent: a batch done twice
 * (a run cut short by a crash) writes nothing the second time.
 */
export async function resolveCrops(db: Db, cursor: CropSyncCursor, budgetMs = Infinity): Promise<CropSyncCursor | null> {
  const started = Date.now();
  let { table, after } = cursor;
  for (;;) {
    const last = await resolveBatch(db, table, after);
    if (last === null) {
      if (table === "wishes") {
        await markApplied(db);
        return null;
      }
      [table, after] = ["wishes", 0];
    } else after = last;
    if (Date.now() - started >= budgetMs) return { version: cursor.version, table, after };
    await new Promise((r) => setImmediate(r));
  }
}

/**
 * The durable job that re-resolves stored titles after a catalogue change, in runs of about 20 s
 * that each enqueue the next: serving never waits for it, a restart resumes where the queue left
 * off, and a job of an older catalogue (a previous deploy) stops at once.
 */
export const resolveCropsJob = defineJob<CropSyncCursor>("crops.resolve", { policy: "short", retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 300 }, async (cursor) => {
  if (cursor.version !== CATALOGUE_VERSION || (await applied(appDb()))) return;
  const next = await resolveCrops(appDb(), cursor, RUN_BUDGET_MS);
  if (next) await enqueue(resolveCropsJob, next, { singletonKey: `crops:${CATALOGUE_VERSION}` });
  else log.info(`crops: stored listings and wishes resolved with catalogue ${CATALOGUE_VERSION}`);
});

/**
 * At start (db/bootstrap.ts): when the catalogue changed (or was never applied), queues the
 * resolution job and returns at once. Until it is done, rows saved earlier keep their old crops;
 * new and edited rows are resolved when saved (lib/crops/columns.ts). An empty database is marked
 * applied straight away. Returns whether a job was queued.
 */
export async function scheduleCropSync(db: Db): Promise<boolean> {
  if (await applied(db)) return false;
  const [any] = await db
    .select({ id: listings.id })
    .from(listings)
    .limit(1)
    .union(db.select({ id: wantItems.id }).from(wantItems).limit(1));
  if (!any) {
    await markApplied(db);
    return false;
  }
  // One chain per catalogue: a job of this version still queued or running (a restart mid-way) carries on.
  await prepareJobs();
  const running = await db.execute(
    sql`select 1 from pgboss.job where name = ${resolveCropsJob.name} and data->>'version' = ${CATALOGUE_VERSION} and state in ('created', 'retry', 'active') limit 1`,
  );
  if (((running as { rows?: unknown[] }).rows ?? (running as unknown as unknown[])).length) return true;
  const id = await enqueue(resolveCropsJob, { version: CATALOGUE_VERSION, table: "listings", after: 0 }, { singletonKey: `crops:${CATALOGUE_VERSION}` });
  if (id) log.info(`crops: catalogue ${CATALOGUE_VERSION} is new; stored listings and wishes are being resolved in the background`);
  return true;
}

/** The whole resolution at once, in the caller's time (benches and scripts that need it done now). */
export async function syncCropColumns(db: Db): Promise<boolean> {
  if (await applied(db)) return false;
  await resolveCrops(db, { version: CATALOGUE_VERSION, table: "listings", after: 0 });
  return true;
}
