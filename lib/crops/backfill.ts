import { asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { schema } from "@/db";
import { log } from "@/lib/log";
import { CATALOGUE_VERSION, listingCropKeys, wishCrops } from "./resolve";

const { listings, wantItems, cropCatalogue } = schema;
const BATCH = 1000;

/**
 * Resolves every stored title again when the catalogue changed (or was never applied): run at start
 * after the migrations, so editing lib/crops/data takes effect on old listings and wishes too.
 * New and edited rows are resolved when saved (lib/crops/columns.ts).
 */
export async function syncCropColumns(db: Db): Promise<{ listings: number; wishes: number } | null> {
  const [state] = await db.select({ version: cropCatalogue.version }).from(cropCatalogue).where(eq(cropCatalogue.id, 1));
  if (state?.version === CATALOGUE_VERSION) return null;
  const counts = { listings: 0, wishes: 0 };
  for (let after = 0; ; ) {
    const rows = await db.select({ id: listings.id, title: listings.title }).from(listings).where(gt(listings.id, after)).orderBy(asc(listings.id)).limit(BATCH);
    if (!rows.length) break;
    const json = JSON.stringify(rows.map((r) => ({ id: r.id, crops: listingCropKeys(r.title) })));
    await db.execute(
      sql`update listings set crops = x.crops from jsonb_to_recordset(${json}::jsonb) as x(id int, crops text[]) where listings.id = x.id and listings.crops is distinct from x.crops`,
    );
    counts.listings += rows.length;
    after = rows.at(-1)!.id;
  }
  for (let after = 0; ; ) {
    const rows = await db.select({ id: wantItems.id, title: wantItems.title }).from(wantItems).where(gt(wantItems.id, after)).orderBy(asc(wantItems.id)).limit(BATCH);
    if (!rows.length) break;
    const json = JSON.stringify(rows.map((r) => ({ id: r.id, ...wishCrops(r.title) })));
    await db.execute(
      sql`update want_items set crops = x."crops", crop_rest = x."cropRest" from jsonb_to_recordset(${json}::jsonb) as x(id int, "crops" text[], "cropRest" text)
          where want_items.id = x.id and (want_items.crops is distinct from x."crops" or want_items.crop_rest is distinct from x."cropRest")`,
    );
    counts.wishes += rows.length;
    after = rows.at(-1)!.id;
  }
  await db
    .insert(cropCatalogue)
    .values({ id: 1, version: CATALOGUE_VERSION })
    .onConflictDoUpdate({ target: cropCatalogue.id, set: { version: CATALOGUE_VERSION, updatedAt: new Date() } });
  log.info(`crops: resolved ${counts.listings} listings and ${counts.wishes} wishes with catalogue ${CATALOGUE_VERSION}`);
  return counts;
}
