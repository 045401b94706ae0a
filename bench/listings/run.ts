/**
 * Listings benchmark: GET /api/listings/?public=true and the /listings page (public tab), with
 * autocannon, at 1,000 and at 100,000 listings spread over 2,000 gardeners.
 *
 *   npx tsx bench/listings/run.ts [--small 1000] [--large 100000] [--users 2000]
 *                                 [--connections 10] [--duration 8] [--port 3470] [--dist .next-bench] [--build]
 *
 * Needs Postgres: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 * A throw-away database gs_bench_listings_<pid> is created and dropped. The production build in
 * --dist is used (built first with `npm run build` if missing, or always with --build). Reports requests/s, p50, p95 and p99
 * per target and size, the p95 ratio large/small (goal: ≤ 1.5), and the query plans.
 */
import type { ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { benchDatabase, insertListings as seedListings, measure as measureRun, startApp } from "../fixtures";

const { values } = parseArgs({
  options: {
    small: { type: "string", default: "1000" },
    large: { type: "string", default: "100000" },
    users: { type: "string", default: "2000" },
    connections: { type: "string", default: "10" },
    duration: { type: "string", default: "8" },
    port: { type: "string", default: "3470" },
    dist: { type: "string", default: process.env.NEXT_DIST_DIR ?? ".next-bench" },
    build: { type: "boolean", default: false },
  },
});
const SMALL = Number(values.small);
const LARGE = Number(values.large);
const USERS = Number(values.users);
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);
const PORT = Number(values.port);
const DIST = values.dist!;

const { adminUrl, dbName, benchUrl, authSecret } = benchDatabase("listings", PORT);

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const sql = postgres(benchUrl, { max: 2, onnotice: () => {} });
let server: ChildProcess | undefined;

async function cleanup() {
  server?.kill("SIGTERM");
  await sql.end({ timeout: 2 }).catch(() => {});
  const { closeDb } = await import("@/db");
  await closeDb().catch(() => {});
  await admin.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await admin.end({ timeout: 2 });
}

const insertListings = (from: number, to: number, firstUserId: number) => seedListings(sql, from, to, firstUserId, USERS);

/** Database time of the API's three per-category queries (EXPLAIN ANALYZE), to separate DB from app time. */
async function dbTime(): Promise<number> {
  let total = 0;
  for (const c of [1, 2, 3]) {
    const rows = (await sql.unsafe(
      `explain (analyze, format json) select l.id, l.title, u.username from listings l join users u on u.id = l.owner_id
       where (l.is_public and l.is_active) and l.category_id = ${c} order by l.created_at desc nulls last, l.id desc nulls last limit 101`,
    )) as unknown as { "QUERY PLAN": { "Execution Time": number }[] }[];
    total += rows[0]["QUERY PLAN"][0]["Execution Time"];
  }
  return Math.round(total * 100) / 100;
}

async function startServer() {
  server = await startApp({ dist: DIST, port: PORT, build: values.build, env: { DATABASE_URL: benchUrl, AUTH_SECRET: authSecret } });
}

type Result = { target: string; size: number; rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number };
const dbMs: Record<number, number> = {};


async function measure(target: string, url: string, cookie: string, size: number): Promise<Result> {
  return { ...(await measureRun(target, url, { connections: CONNECTIONS, duration: DURATION, headers: { cookie } })), size, non2xx: 0 };
}

async function plans(viewerId: number) {
  const { listListings } = await import("@/lib/listings");
  // The statements the two targets run (drizzle builds them; we EXPLAIN the same SQL shapes).
  const shapes = {
    "public, one category, newest": sql`explain select l.id from listings l join users u on u.id = l.owner_id where (l.is_public and l.is_active) and l.category_id = 1 order by l.created_at desc nulls last, l.id desc nulls last limit 25`,
    "public, one category, lowest price": sql`explain select l.id from listings l join users u on u.id = l.owner_id where (l.is_public and l.is_active) and l.category_id = 2 order by l.price asc, l.id asc limit 25`,
    "public, next page (keyset)": sql`explain select l.id from listings l where (l.is_public and l.is_active) and l.category_id = 1 and (l.created_at, l.id) < (now() - interval '1 hour', 50000) order by l.created_at desc nulls last, l.id desc nulls last limit 25`,
    "one gardener's listings": sql`explain select l.id from listings l where l.owner_id = ${viewerId} order by l.created_at desc nulls last, l.id desc nulls last limit 25`,
    "text search": sql`explain select l.id from listings l where (l.is_public and l.is_active) and (l.search @@ websearch_to_tsquery('english', 'garlic') or lower(l.title) like '%garlic%') order by l.created_at desc nulls last, l.id desc nulls last limit 25`,
  };
  for (const [name, q] of Object.entries(shapes)) {
    const rows = (await q) as unknown as { "QUERY PLAN": string }[];
    console.log(`\n-- ${name}\n${rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
  }
  // And the real function once, to be sure it answers.
  const { items } = await listListings(null, { public: true, limit: 5 });
  if (items.length !== 5) throw new Error("listListings returned too few rows");
}

async function main() {
  await admin.unsafe(`create database ${dbName}`);
  const { dbHandle } = await import("@/db");
  await dbHandle().migrate();
  const { hashPassword } = await import("@/lib/auth/password");
  const { mintToken, sessionCookieName } = await import("@/lib/auth/session");
  const hash = await hashPassword("bench-password");
  await sql.unsafe(`
    insert into users (email, username, first_name, last_name, password_hash, city, state)
    select 'bench' || g || '@bench.test', 'bench_' || g, 'Bench', 'Gardener', '${hash}', 'Portland', 'OR'
    from generate_series(1, ${USERS}) g`);
  const [{ first }] = await sql<{ first: number }[]>`select min(id)::int as first from users`;
  const viewer = { id: first, username: "bench_1", tokenVersion: 0 };
  const { token } = await mintToken(viewer);
  const cookie = `${sessionCookieName()}=${token}`;

  console.log(`Seeding ${SMALL} listings across ${USERS} gardeners...`);
  await insertListings(0, SMALL, first);
  await startServer();
  dbMs[SMALL] = await dbTime();

  const base = `http://127.0.0.1:${PORT}`;
  const targets = [
    ["GET /api/listings/?public=true", `${base}/api/listings/?public=true`],
    ["GET /listings?tab=public (page)", `${base}/listings?tab=public`],
  ] as const;
  const results: Result[] = [];
  for (const [name, url] of targets) results.push(await measure(name, url, cookie, SMALL));

  console.log(`Seeding up to ${LARGE} listings...`);
  await insertListings(SMALL, LARGE, first);
  dbMs[LARGE] = await dbTime();
  for (const [name, url] of targets) results.push(await measure(name, url, cookie, LARGE));

  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run (latency in ms)`);
  console.table(results.map((r) => ({ target: r.target, listings: r.size, "req/s": r.rps, p50: r.p50, p95: r.p95, p99: r.p99, errors: r.errors + r.non2xx })));
  let ok = true;
  for (const [name] of targets) {
    const s = results.find((r) => r.target === name && r.size === SMALL)!;
    const l = results.find((r) => r.target === name && r.size === LARGE)!;
    const ratio = l.p95 / s.p95;
    ok &&= ratio <= 1.5 && l.errors + l.non2xx === 0;
    console.log(`${name}: p95 ${s.p95} ms at ${SMALL} → ${l.p95} ms at ${LARGE} (×${ratio.toFixed(2)}, goal ≤ 1.5)`);
  }
  console.log(`DB time of the public list (3 category queries, EXPLAIN ANALYZE): ${dbMs[SMALL]} ms at ${SMALL}, ${dbMs[LARGE]} ms at ${LARGE}`);
  await plans(first);
  process.exitCode = ok ? 0 : 1;
}

try {
  await main();
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await cleanup();
}
