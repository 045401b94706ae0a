/**
 * Start-up after a crop catalogue change (issue 18): how long start waits, before (the whole
 * re-resolution of stored titles awaited, `syncCropColumns`) and after (`scheduleCropSync` queues the
 * `crops.resolve` job), how long the job takes to finish in the background, and the longest event-loop
 * stall meanwhile (what a request arriving during it would wait at most).
 *
 *   BENCH_ROWS=20000 npx tsx bench/crops/run.ts     # 20,000 listings + 20,000 wishes, real Postgres
 *
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) creates and drops a throwaway database.
 */
import { randomBytes } from "node:crypto";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { withDatabase } from "@/db/url";

process.env.LOG_LEVEL ??= "warn";
process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0123";

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TITLES = ["Courgettes galore", "Sungold seedlings", "zuchini", "Cilantro seeds", "Black Krim tomatoes", "eggplant plants", "Scallions", "Genovese basil", "Spring onion sets", "Sweet potato slips", "Purple sprouting broccoli", "Rhubarb crowns", "heirloom beans", "dwarf french beans", "Runner bean seeds"];

async function main() {
  const dbm = await import("@/db");
  const { scheduleCropSync, syncCropColumns } = await import("@/lib/crops/backfill");
  const { drainJobs, stopJobs } = await import("@/lib/jobs");
  const name = `gs_bench_crops_${randomBytes(4).toString("hex")}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  try {
    dbm.setDbHandle(dbm.openPostgres(withDatabase(ADMIN_URL, name), { max: 4 }));
    await dbm.dbHandle().migrate();
    const db = dbm.db();
    await db.execute(sql`insert into users (email, username, first_name, last_name, password_hash) select 'c' || g || '@bench.test', 'crops_' || g, 'B', 'G', 'x' from generate_series(1, 200) g`);
    const titles = JSON.stringify(TITLES);
    await db.execute(sql`insert into listings (title, category_id, owner_id, type_id) select (${titles}::jsonb->>(g % ${TITLES.length})) || ' #' || g, 1 + g % 3, 1 + g % 200, 2 from generate_series(1, ${ROWS}) g`);
    await db.execute(sql`insert into want_items (title, category_id, user_id) select (${titles}::jsonb->>(g % ${TITLES.length})), 1 + g % 3, 1 + g % 200 from generate_series(1, ${ROWS}) g`);
    const stale = async () => {
      await db.execute(sql`update listings set crops = '{}'`);
      await db.execute(sql`update want_items set crops = '{}', crop_rest = ''`);
      await db.execute(sql`insert into crop_catalogue (id, version) values (1, 'older') on conflict (id) do update set version = 'older'`);
      await db.execute(sql`vacuum analyze listings, want_items`);
    };
    const stall = monitorEventLoopDelay({ resolution: 10 });
    const report = (what: string, startMs: number, totalMs: number) => {
      console.log(`${what}: start waits ${startMs.toFixed(0)} ms; resolved ${(2 * ROWS).toLocaleString()} titles in ${(totalMs / 1000).toFixed(1)} s; longest event-loop stall ${(stall.max / 1e6).toFixed(0)} ms (p99 ${(stall.percentile(99) / 1e6).toFixed(0)} ms)`);
    };

    await stale();
    stall.reset();
    stall.enable();
    let t0 = performance.now();
    await syncCropColumns(db);
    const before = performance.now() - t0;
    stall.disable();
    report("before (awaited at start)", before, before);

    await stale();
    stall.reset();
    stall.enable();
    t0 = performance.now();
    await scheduleCropSync(db);
    const startMs = performance.now() - t0;
    while ((await drainJobs()) > 0);
    const total = performance.now() - t0;
    stall.disable();
    report("after (background job)", startMs, total);
    const [{ n }] = (await db.execute(sql`select count(*)::int as n from listings where crops = '{}'`).then((r) => (r as unknown as { rows?: unknown[] }).rows ?? r)) as { n: number }[];
    console.log(`listings left unresolved after the job: ${n}`);
  } finally {
    await stopJobs();
    await dbm.closeDb();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

void main().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});
