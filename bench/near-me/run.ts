/**
 * Near-me benchmark (issue 13): the marketplace's distance queries at 100,000 listings spread over
 * a country around a few hundred towns, on PostgreSQL and on PGlite, in-process through
 * listListings (the API's domain call, without HTTP). Plus the plans (a GiST ordered scan, not a
 * sort of the box) and the match fan-out of one listing against wishes with radii.
 *
 *   npx tsx bench/near-me/run.ts [--listings 100000] [--towns 300] [--users 3000] [--wishes 100000]
 *                                [--runs 60] [--engine both|postgres|pglite]
 *
 * Postgres: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * a throw-away database gs_bench_near_<pid> is created and dropped. PGlite runs in memory.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { withDatabase } from "@/db/url";
import { percentile } from "../stats";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    towns: { type: "string", default: "300" },
    users: { type: "string", default: "3000" },
    wishes: { type: "string", default: "100000" },
    runs: { type: "string", default: "60" },
    engine: { type: "string", default: "both" },
  },
});
const LISTINGS = Number(values.listings);
const TOWNS = Number(values.towns);
const USERS = Number(values.users);
const WISHES = Number(values.wishes);
const RUNS = Number(values.runs);
process.env.AUTH_SECRET ??= randomBytes(32).toString("base64url");
process.env.LOG_LEVEL = "warn";

const { openPglite, openPostgres, setDbHandle, closeDb, db, schema } = await import("@/db");
const { approximatePoint, cubeText } = await import("@/lib/places");
const { listListings } = await import("@/lib/listings");
const { wishesMatchingListing } = await import("@/lib/notifications/matching");

/** Deterministic RNG (mulberry32). */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A few hundred US towns of 20,000+ people from the shipped places file. */
function towns() {
  const rows = gunzipSync(readFileSync("lib/places/places.tsv.gz"))
    .toString("utf8")
    .split("\n")
    .map((l) => l.split("\t"))
    .filter((f) => f[0] === "T" && f[3] === "US" && Number(f[7]) >= 20000);
  const r = rng(7);
  const picked = rows.sort(() => r() - 0.5).slice(0, TOWNS);
  return picked.map((f) => ({ key: `t:${f[1]}`, name: f[2], country: "US", admin1: f[4], lat: Number(f[5]), lon: Number(f[6]), population: Number(f[7]) }));
}

const TITLES = ["Cherry tomatoes", "Basil seedlings", "Zucchini", "Runner bean seeds", "Kale", "Apples", "Chilli plants", "Garlic bulbs", "Rhubarb crowns", "Strawberry runners"];

async function seed() {
  const ts = towns();
  const r = rng(42);
  const secret = process.env.AUTH_SECRET!;
  const users: { id: number; loc: string }[] = [];
  for (let a = 0; a < USERS; a += 1000) {
    const batch = [];
    for (let i = a; i < Math.min(USERS, a + 1000); i++) {
      const town = ts[Math.floor(r() * ts.length)];
      batch.push({ i, town });
    }
    const rows = await db()
      .insert(schema.users)
      .values(batch.map(({ i }) => ({ email: `b${i}@bench.test`, username: `b${i}`, firstName: "B", lastName: "B", passwordHash: "x", matchRadiusKm: [10, 25, 50, null][i % 4] })))
      .returning({ id: schema.users.id });
    for (const [k, row] of rows.entries()) {
      const loc = cubeText(approximatePoint(batch[k].town, row.id, secret));
      users.push({ id: row.id, loc });
    }
  }
  // Points per user in one statement per 1000 (a VALUES join).
  for (let a = 0; a < users.length; a += 1000) {
    const part = users.slice(a, a + 1000);
    await db().execute(
      sql.raw(`update users u set loc = v.loc::cube from (values ${part.map((u) => `(${u.id}, '${u.loc}')`).join(",")}) as v(id, loc) where u.id = v.id`),
    );
  }
  const now = Date.now();
  for (let a = 0; a < LISTINGS; a += 2000) {
    const batch = [];
    for (let i = a; i < Math.min(LISTINGS, a + 2000); i++) {
      const u = users[Math.floor(r() * users.length)];
      batch.push({
        ownerId: u.id,
        title: `${TITLES[i % TITLES.length]} #${i}`,
        typeId: 1 + (i % 3),
        price: i % 3 === 0 ? (i % 50) + 1 : 0,
        categoryId: 1 + (Math.floor(i / 3) % 3),
        isPublic: i % 5 !== 0,
        isActive: i % 20 !== 0,
        loc: u.loc,
        createdAt: new Date(now - Math.floor(r() * 365 * 86400_000)),
      });
    }
    await db().insert(schema.listings).values(batch);
  }
  for (let a = 0; a < WISHES; a += 2000) {
    const batch = [];
    for (let i = a; i < Math.min(WISHES, a + 2000); i++) batch.push({ userId: users[Math.floor(r() * users.length)].id, title: TITLES[i % TITLES.length], categoryId: 1 + (i % 3) });
    await db().insert(schema.wantItems).values(batch);
  }
  await db().execute(sql`analyze`);
  return users;
}

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const out = await fn();
  return [performance.now() - t, out];
}

function summary(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: +percentile(s, 50).toFixed(2), p95: +percentile(s, 95).toFixed(2) };
}

async function plans(origin: string) {
  const out: Record<string, string> = {};
  const rowsOf = (r: unknown) => ((r as { rows?: Record<string, string>[] }).rows ?? (r as Record<string, string>[])).map((x) => Object.values(x)[0]).join("\n");
  for (const [name, order] of [
    ["nearest", `loc <-> '${origin}'::cube`],
    ["newest", `created_at <-> '2100-01-01T00:00:00Z'::timestamptz`],
  ]) {
    out[name] = await db().transaction(async (tx) => {
      await tx.execute(sql`select set_config('enable_bitmapscan', 'off', true)`);
      return rowsOf(await tx.execute(sql.raw(`explain select id from listings where is_public and is_active and loc is not null order by ${order} limit 41`)));
    });
  }
  return out;
}

async function run(engine: "postgres" | "pglite") {
  let drop: (() => Promise<void>) | undefined;
  if (engine === "postgres") {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
    const name = `gs_bench_near_${process.pid}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const h = openPostgres(withDatabase(adminUrl, name), { max: 4 });
    await h.migrate();
    setDbHandle(h);
    drop = async () => {
      await closeDb();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    const h = openPglite();
    await h.migrate();
    setDbHandle(h);
    drop = () => closeDb();
  }
  try {
    const [seedMs, users] = await time(seed);
    const r = rng(99);
    const viewers = Array.from({ length: RUNS }, () => users[Math.floor(r() * users.length)]);
    const v = (u: { id: number }) => ({ id: u.id, username: "b", sessionId: "s" });
    const results: Record<string, { p50: number; p95: number }> = {};
    const measure = async (name: string, fn: (u: { id: number; loc: string }) => Promise<unknown>) => {
      for (const u of viewers.slice(0, 5)) await fn(u); // warm up
      const ms: number[] = [];
      for (const u of viewers) ms.push((await time(() => fn(u)))[0]);
      results[name] = summary(ms);
    };
    await measure("public newest (no distance)", (u) => listListings(v(u), { public: true, categoryId: 1, limit: 24 }));
    await measure("within 10 km, newest first", (u) => listListings(v(u), { public: true, categoryId: 1, withinKm: 10, limit: 24 }));
    await measure("within 25 km, nearest first, page 1", (u) => listListings(v(u), { public: true, withinKm: 25, sort: "distance", limit: 24 }));
    // Page 20: walk 19 pages first (not timed), then time the 20th.
    const page20: number[] = [];
    for (const u of viewers.slice(0, Math.min(20, RUNS))) {
      let cursor: string | undefined;
      for (let p = 1; p < 20; p++) {
        const res = await listListings(v(u), { public: true, sort: "distance", withinKm: 25, limit: 24, cursor });
        cursor = res.nextCursor ?? undefined;
        if (!cursor) break;
      }
      if (!cursor) continue;
      page20.push((await time(() => listListings(v(u), { public: true, sort: "distance", withinKm: 25, limit: 24, cursor })))[0]);
    }
    results["within 25 km, nearest first, page 20"] = summary(page20);
    // Match fan-out: one listing against every wish (with radii).
    const listingIds = (await db().select({ id: schema.listings.id }).from(schema.listings).where(sql`is_public and is_active and state_id = 1`).limit(RUNS)).map((x) => x.id);
    const fan: number[] = [];
    let matched = 0;
    for (const id of listingIds) {
      const [ms, out] = await time(() => db().transaction((tx) => wishesMatchingListing(tx, id)));
      fan.push(ms);
      matched += out.matches.length;
    }
    results["match fan-out, one listing vs wishes"] = summary(fan);
    const plan = await plans(users[0].loc);
    console.log(
      JSON.stringify(
        { engine, listings: LISTINGS, towns: TOWNS, users: USERS, wishes: WISHES, runs: RUNS, seedSeconds: +(seedMs / 1000).toFixed(1), results, avgMatches: +(matched / Math.max(1, listingIds.length)).toFixed(1), plan, page20Samples: page20.length },
        null,
        2,
      ),
    );
  } finally {
    await drop?.();
  }
}

for (const e of values.engine === "both" ? (["postgres", "pglite"] as const) : [values.engine as "postgres" | "pglite"]) await run(e);
