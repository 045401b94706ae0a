import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeUser, makeWant } from "@/db/factories";
import { drainJobs, enqueue } from "@/lib/jobs";
import { resolveCrops, resolveCropsJob, scheduleCropSync } from "./backfill";
import { CATALOGUE_VERSION, listingCropKeys, wishCrops } from "./resolve";

const { listings, wantItems, cropCatalogue } = schema;

/** Rows as an older catalogue left them: no crops, and the stored version is another one. */
async function staleRows() {
  const u = await makeUser(db());
  const l = [await makeListing(db(), u.id, { title: "Courgettes galore" }), await makeListing(db(), u.id, { title: "Sungold seedlings" })];
  const w = [await makeWant(db(), u.id, { title: "Zucchini" }), await makeWant(db(), u.id, { title: "Cilantro seeds" })];
  await db().update(listings).set({ crops: [] });
  await db().update(wantItems).set({ crops: [], cropRest: "" });
  await db()
    .insert(cropCatalogue)
    .values({ id: 1, version: "older-catalogue" })
    .onConflictDoUpdate({ target: cropCatalogue.id, set: { version: "older-catalogue" } });
  return { listingIds: l.map((x) => x.id), wishIds: w.map((x) => x.id) };
}
/** What the current catalogue makes of the test titles (checked against fixed keys below). */
const resolvedListings = () => ["Courgettes galore", "Sungold seedlings"].map(listingCropKeys);
const resolvedWishes = () => ["Zucchini", "Cilantro seeds"].map((t) => wishCrops(t).crops);
const listingCrops = async (ids: number[]) => (await db().select({ crops: listings.crops }).from(listings).where(inArray(listings.id, ids)).orderBy(listings.id)).map((r) => r.crops);
const wishCropsOf = async (ids: number[]) => (await db().select({ crops: wantItems.crops }).from(wantItems).where(inArray(wantItems.id, ids)).orderBy(wantItems.id)).map((r) => r.crops);
const version = async () => (await db().select({ v: cropCatalogue.version }).from(cropCatalogue).where(eq(cropCatalogue.id, 1)))[0]?.v;

describe("re-resolving stored titles after a catalogue change", () => {
  it("at start only queues a job (nothing waits for it); the job resolves every row, then records the catalogue", async () => {
    const { listingIds, wishIds } = await staleRows();
    expect(await scheduleCropSync(db())).toBe(true);
    // Start returned with the rows untouched: the work is in the queue.
    expect(await listingCrops(listingIds)).toEqual([[], []]);
    expect(await version()).toBe("older-catalogue");
    // A second start while the job waits queues nothing more.
    expect(await scheduleCropSync(db())).toBe(true);
    const queued = await db().execute(sql`select count(*)::int as n from pgboss.job where name = ${resolveCropsJob.name} and state = 'created'`);
    expect(((queued as { rows?: { n: number }[] }).rows ?? (queued as unknown as { n: number }[]))[0].n).toBe(1);

    await drainJobs();
    expect(resolvedListings()[0]).toContain("courgette");
    expect(resolvedListings()[1]).toContain("tomato/sungold");
    expect(resolvedWishes()).toEqual([["courgette"], ["coriander"]]);
    expect(await listingCrops(listingIds)).toEqual(resolvedListings());
    expect(await wishCropsOf(wishIds)).toEqual(resolvedWishes());
    expect(await version()).toBe(CATALOGUE_VERSION);
    // Applied: the next start has nothing to do.
    expect(await scheduleCropSync(db())).toBe(false);
  });

  it("works in runs that hand over a cursor (listings, then wishes, then done), and a job of an older catalogue does nothing", async () => {
    const { listingIds, wishIds } = await staleRows();
    // A job queued by a previous deploy (another catalogue) stops at once.
    await enqueue(resolveCropsJob, { version: "older-catalogue", table: "listings", after: 0 });
    await drainJobs();
    expect(await listingCrops(listingIds)).toEqual([[], []]);

    // A budget of 0 ms: one batch per run, each returning where the next starts.
    const first = await resolveCrops(db(), { version: CATALOGUE_VERSION, table: "listings", after: 0 }, 0);
    expect(first).toMatchObject({ version: CATALOGUE_VERSION, table: "listings" });
    expect(await listingCrops(listingIds)).toEqual(resolvedListings());
    expect(await wishCropsOf(wishIds)).toEqual([[], []]);
    const second = await resolveCrops(db(), first!, 0);
    expect(second).toMatchObject({ table: "wishes" });
    let next = second;
    while (next) next = await resolveCrops(db(), next, 0);
    expect(await wishCropsOf(wishIds)).toEqual(resolvedWishes());
    expect(await version()).toBe(CATALOGUE_VERSION);
  });
});
