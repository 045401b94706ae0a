import { sql } from "drizzle-orm";
import { dbHandle, schema } from "@/db";
import { scheduleCropSync } from "@/lib/crops/backfill";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/** Migrates, then seeds demo data into an empty embedded database (the zero-config quick start). */
export async function bootstrapDatabase() {
  const handle = dbHandle();
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
