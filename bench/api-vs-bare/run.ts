/**
 * The app against bare SQL: GET /api/listings/?public=true&limit=50 served by the production app, and
 * the same three per-category SQL queries behind a bare node:http + postgres.js server, on one
 * database in one run. Also the app's per-request floor (/api/health, an unknown /api path, a
 * 1-item page, the same signed in). Prints req/s, p50/p95/p99, errors and the ratios.
 *
 *   npx tsx bench/api-vs-bare/run.ts [--listings 100000] [--users 2000] [--connections 10]
 *                                    [--duration 8] [--port 3480] [--dist .next-bench] [--build]
 *
 * Needs Postgres: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 * A throw-away database gs_bench_bare_<pid> is created and dropped.
 */
import type { ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import os from "node:os";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { benchDatabase, insertListings, measure, startApp, type Run } from "../fixtures";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    users: { type: "string", default: "2000" },
    connections: { type: "string", default: "10" },
    duration: { type: "string", default: "8" },
    port: { type: "string", default: "3480" },
    dist: { type: "string", default: process.env.NEXT_DIST_DIR ?? ".next-bench" },
    build: { type: "boolean", default: false },
    /** Only the API call, with the app under --cpu-prof (profiles in bench/results/profiles). */
    profile: { type: "boolean", default: false },
    /** With --profile: "api" (default) or "page" (the signed-in /listings page). */
    "profile-target": { type: "string", default: "api" },
  },
});
const LISTINGS = Number(values.listings);
const USERS = Number(values.users);
const PORT = Number(values.port);
const BARE_PORT = PORT + 1;
const run = { connections: Number(values.connections), duration: Number(values.duration) };

const { adminUrl, dbName, benchUrl, authSecret } = benchDatabase("bare", PORT);

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const sql = postgres(benchUrl, { max: 10, onnotice: () => {} });
let app: ChildProcess | undefined;
let bare: Server | undefined;

/** The bare server: the app's three public, per-category keyset queries, merged, as the same JSON. */
function startBare(): Promise<void> {
  const page = (category: number, limit: number) => sql`
    select l.id, l.title, l.description, l.price::float8 as price, l.is_active, l.is_public, l.type_id, l.state_id, l.category_id,
           l.featured_image_hash, l.owner_id, u.username as owner_username, u.profile_image_hash,
           to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key
    from listings l join users u on u.id = l.owner_id
    where (l.is_public and l.is_active) and l.category_id = ${category}
    order by l.created_at desc nulls last, l.id desc nulls last limit ${limit + 1}`;
  bare = createServer(async (req, res) => {
    const limit = Number(new URL(req.url ?? "/", "http://x").searchParams.get("limit") ?? 50);
    const parts = await Promise.all([1, 2, 3].map((c) => page(c, limit)));
    const rows = parts.flat().sort((a, b) => (a.created_key > b.created_key ? -1 : a.created_key < b.created_key ? 1 : b.id - a.id));
    const items = rows.slice(0, limit).map((r) => ({
      id: r.id, title: r.title, description: r.description, price: r.price, is_active: r.is_active, is_public: r.is_public,
      type_id: r.type_id, state_id: r.state_id, category_id: r.category_id,
      featured_image: r.featured_image_hash ? `images/${r.featured_image_hash}.webp` : null,
      owner_id: r.owner_id, owner_username: r.owner_username,
      owner_profile_picture: r.profile_image_hash ? `images/${r.profile_image_hash}.webp` : null,
      created_at: new Date(r.created_key).toISOString(),
    }));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(items));
  });
  return new Promise((resolve) => bare!.listen(BARE_PORT, "127.0.0.1", resolve));
}

async function main() {
  await admin.unsafe(`create database ${dbName}`);
  const { dbHandle, closeDb } = await import("@/db");
  await dbHandle().migrate();
  const { mintToken, sessionCookieName } = await import("@/lib/auth/session");
  await sql.unsafe(`
    insert into users (email, username, first_name, last_name, password_hash, city, state)
    select 'bench' || g || '@bench.test', 'bench_' || g, 'Bench', 'Gardener', 'x', 'Portland', 'OR' from generate_series(1, ${USERS}) g`);
  const [{ first }] = await sql<{ first: number }[]>`select min(id)::int as first from users`;
  const { token } = await mintToken({ id: first, username: "bench_1", tokenVersion: 0 });
  await closeDb();
  console.log(`Seeding ${LISTINGS} listings across ${USERS} gardeners...`);
  await insertListings(sql, 0, LISTINGS, first, USERS);
  const nodeArgs = values.profile ? ["--cpu-prof", "--cpu-prof-dir=bench/results/profiles"] : [];
  app = await startApp({ dist: values.dist!, port: PORT, build: values.build, env: { DATABASE_URL: benchUrl, AUTH_SECRET: authSecret }, nodeArgs });
  await startBare();
  if (values.profile) {
    const page = values["profile-target"] === "page";
    const cookie = { cookie: `${sessionCookieName()}=${token}` };
    console.table([
      page
        ? await measure("app: GET /listings?tab=public (page, signed in)", `http://127.0.0.1:${PORT}/listings?tab=public`, { ...run, headers: cookie })
        : await measure("app: GET /api/listings/?public=true&limit=50", `http://127.0.0.1:${PORT}/api/listings/?public=true&limit=50`, run),
    ]);
    await new Promise<void>((resolve) => {
      app!.once("exit", () => resolve());
      app!.kill("SIGTERM");
    });
    console.log("CPU profile written to bench/results/profiles/");
    return;
  }

  const appBase = `http://127.0.0.1:${PORT}`;
  const signedIn = { ...run, headers: { authorization: `Bearer ${token}` } };
  const withCookie = { ...run, headers: { cookie: `${sessionCookieName()}=${token}` } };
  const results: Run[] = [];
  results.push(await measure("bare: node:http + postgres.js, same 3 queries", `http://127.0.0.1:${BARE_PORT}/?limit=50`, run));
  results.push(await measure("app: GET /api/listings/?public=true&limit=50", `${appBase}/api/listings/?public=true&limit=50`, run));
  results.push(await measure("app: same, signed in (Bearer)", `${appBase}/api/listings/?public=true&limit=50`, signedIn));
  results.push(await measure("app: GET /api/health", `${appBase}/api/health`, run));
  results.push(await measure("app: unknown /api path", `${appBase}/api/nothing-here`, { ...run, expect: 404 }));
  results.push(await measure("app: GET /api/listings/?public=true&limit=1", `${appBase}/api/listings/?public=true&limit=1`, run));
  results.push(await measure("app: GET /listings?tab=public (page, signed in)", `${appBase}/listings?tab=public`, withCookie));

  console.log(`\n${LISTINGS} listings, ${run.connections} connections, ${run.duration} s per run; ${os.cpus().length} × ${os.cpus()[0]?.model}, node ${process.version}`);
  console.table(results.map((r) => ({ target: r.target, "req/s": r.rps, p50: r.p50, p95: r.p95, p99: r.p99, errors: r.errors })));
  const [bareRun, api, , health, , one] = results;
  console.log(`API throughput vs bare SQL: ${((api.rps / bareRun.rps) * 100).toFixed(0)}% (goal ≥ 50%)`);
  console.log(`1-item listings page vs /api/health: ${(health.rps / one.rps).toFixed(2)}× slower (goal ≤ 2×)`);
  process.exitCode = results.some((r) => r.errors > 0) ? 1 : 0;
}

try {
  await main();
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  // Stop the app before dropping its database, so no request in flight fails noisily.
  if (app && app.exitCode === null) await new Promise<void>((resolve) => (app!.once("exit", () => resolve()), app!.kill("SIGTERM")));
  bare?.close();
  await sql.end({ timeout: 2 }).catch(() => {});
  await admin.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await admin.end({ timeout: 2 });
}
