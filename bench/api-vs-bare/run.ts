/**
 * The app against bare SQL: GET /api/listings/?public=true&limit=50 served by the production app, and
 * the same three per-category SQL queries behind a bare node:http + postgres.js server, on one
 * database in one run. Also the app's per-request floor (/api/health, an unknown /api path, a
 * 1-item page, the same signed in), and the marketplace page (/listings?tab=public, anonymous and
 * signed in) at --page-connections against the bare server answering the page's 24 items at the same
 * concurrency. Prints req/s, p50/p95/p99, errors and the ratios.
 *
 *   npx tsx bench/api-vs-bare/run.ts [--listings 100000] [--users 2000] [--connections 10]
 *                                    [--page-connections 16] [--duration 8] [--port 3480]
 *                                    [--dist .next-bench] [--build] [--baseline <dist>]
 *
 * --baseline <dist> also starts a second build (e.g. a copy of main's) on the same database and
 * measures each app target on both, one after the other, so a change is compared within one run
 * on a busy machine; its rows are marked "(baseline)".
 *
 * Needs Postgres: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 * A throw-away database gs_bench_bare_<pid> is created and dropped.
 */
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import os from "node:os";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { benchDatabase, insertListings, measure, startApp, waitFor, type Run } from "../fixtures";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    users: { type: "string", default: "2000" },
    connections: { type: "string", default: "10" },
    duration: { type: "string", default: "8" },
    "page-connections": { type: "string", default: "16" },
    baseline: { type: "string" },
    port: { type: "string", default: "3480" },
    dist: { type: "string", default: process.env.NEXT_DIST_DIR ?? ".next-bench" },
    build: { type: "boolean", default: false },
    /** Only the API call, with the app under --cpu-prof (profiles in bench/results/profiles). */
    profile: { type: "boolean", default: false },
    /** With --profile: "api" (default), "page" (the signed-in /listings page) or "page-anon" (the same, anonymous). */
    "profile-target": { type: "string", default: "api" },
  },
});
const LISTINGS = Number(values.listings);
const USERS = Number(values.users);
const PORT = Number(values.port);
const BARE_PORT = PORT + 1;
const BASE_PORT = PORT + 2;
const run = { connections: Number(values.connections), duration: Number(values.duration) };
const pageRun = { connections: Number(values["page-connections"]), duration: Number(values.duration) };

const { adminUrl, dbName, benchUrl, authSecret } = benchDatabase("bare", PORT);

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const sql = postgres(benchUrl, { max: 10, onnotice: () => {} });
let app: ChildProcess | undefined;
let baseApp: ChildProcess | undefined;
let bare: ChildProcess | undefined;

/** The bare server (bare.ts) in its own process, so its CPU per request is measured like the app's. */
async function startBare(): Promise<void> {
  bare = spawn(process.execPath, ["--import", "tsx", "bench/api-vs-bare/bare.ts"], {
    env: { ...process.env, BARE_DATABASE_URL: benchUrl, BARE_PORT: String(BARE_PORT) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${BARE_PORT}/?limit=1`, 30_000);
}

/** The Postgres backends serving the bench database (their CPU is the queries' cost). */
const backends = async () => (await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${dbName}`).map((r) => r.pid);
const probe = (p: ChildProcess | undefined) => ({ server: () => p?.pid, db: backends });

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
  const spawnedAt = Date.now();
  app = await startApp({ dist: values.dist!, port: PORT, build: values.build, env: { DATABASE_URL: benchUrl, AUTH_SECRET: authSecret }, nodeArgs });
  await startBare();
  if (values.profile) {
    const target = values["profile-target"];
    const cookie = { cookie: `${sessionCookieName()}=${token}` };
    const pageUrl = `http://127.0.0.1:${PORT}/listings?tab=public`;
    // A long warm-up first, so the profile's steady state is easy to cut from start-up (--from).
    const warm = target === "api" ? `http://127.0.0.1:${PORT}/api/listings/?public=true&limit=50` : pageUrl;
    await measure("warm-up", warm, { connections: 4, duration: 10, headers: target === "page" ? cookie : undefined });
    const from = Math.ceil((Date.now() - spawnedAt) / 1000);
    console.table([
      target === "page"
        ? await measure("app: GET /listings?tab=public (page, signed in)", pageUrl, { ...pageRun, headers: cookie })
        : target === "page-anon"
          ? await measure("app: GET /listings?tab=public (page, anonymous)", pageUrl, pageRun)
          : await measure("app: GET /api/listings/?public=true&limit=50", `http://127.0.0.1:${PORT}/api/listings/?public=true&limit=50`, run),
    ]);
    await new Promise<void>((resolve) => {
      app!.once("exit", () => resolve());
      app!.kill("SIGTERM");
    });
    console.log(`CPU profile written to bench/results/profiles/; the measured run began ${from} s after start: npx tsx bench/profile-summary.ts <file> --from ${from}`);
    return;
  }

  if (values.baseline) {
    baseApp = await startApp({ dist: values.baseline, port: BASE_PORT, env: { DATABASE_URL: benchUrl, AUTH_SECRET: authSecret } });
  }

  const signedIn = { authorization: `Bearer ${token}` };
  const withCookie = { cookie: `${sessionCookieName()}=${token}` };
  const results: Run[] = [];
  /** An app target, on the baseline build first when there is one (same database, same load). */
  const both = async (target: string, path: string, opts: Parameters<typeof measure>[2]) => {
    if (baseApp) results.push(await measure(`${target} (baseline)`, `http://127.0.0.1:${BASE_PORT}${path}`, { ...opts, cpu: probe(baseApp) }));
    const r = await measure(target, `http://127.0.0.1:${PORT}${path}`, { ...opts, cpu: probe(app) });
    results.push(r);
    return r;
  };
  const bareRun = await measure("bare: node:http + postgres.js, same 3 queries", `http://127.0.0.1:${BARE_PORT}/?limit=50`, { ...run, cpu: probe(bare) });
  results.push(bareRun);
  const api = await both("app: GET /api/listings/?public=true&limit=50", "/api/listings/?public=true&limit=50", run);
  await both("app: same, signed in (Bearer)", "/api/listings/?public=true&limit=50", { ...run, headers: signedIn });
  const health = await both("app: GET /api/health", "/api/health", run);
  await both("app: unknown /api path", "/api/nothing-here", { ...run, expect: 404 });
  const one = await both("app: GET /api/listings/?public=true&limit=1", "/api/listings/?public=true&limit=1", run);
  // The marketplace page shows 24 listings: the bare server answers the same 24 at the page's concurrency.
  const barePage = await measure(`bare: same 3 queries, 24 items, ${pageRun.connections} conn`, `http://127.0.0.1:${BARE_PORT}/?limit=24`, { ...pageRun, cpu: probe(bare) });
  results.push(barePage);
  const anon = await both(`app: /listings?tab=public page, anonymous, ${pageRun.connections} conn`, "/listings?tab=public", pageRun);
  const signedPage = await both(`app: /listings?tab=public page, signed in, ${pageRun.connections} conn`, "/listings?tab=public", { ...pageRun, headers: withCookie });

  console.log(
    `\n${LISTINGS} listings, ${run.connections} connections (pages: ${pageRun.connections}), ${run.duration} s per run; ${os.cpus().length} × ${os.cpus()[0]?.model}, node ${process.version}, load ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`,
  );
  // CPU ms per request (the server process; its Postgres backends): what stays comparable on a busy machine.
  console.table(results.map((r) => ({ target: r.target, "req/s": r.rps, p50: r.p50, p95: r.p95, p99: r.p99, errors: r.errors, "cpu ms/req": r.cpuMs, "db cpu ms/req": r.dbCpuMs })));
  const pctOf = (a: Run, b: Run) => `${((a.rps / b.rps) * 100).toFixed(0)}%`;
  // Throughput a CPU-bound box would give is inverse to the CPU a request costs (server + database).
  const cpuPct = (a: Run, b: Run) => `${(((b.cpuMs ?? 0) + (b.dbCpuMs ?? 0)) / ((a.cpuMs ?? 0) + (a.dbCpuMs ?? 0)) * 100).toFixed(0)}%`;
  console.log(`API throughput vs bare SQL: ${pctOf(api, bareRun)} (goal ≥ 50%); by CPU per request: ${cpuPct(api, bareRun)}`);
  console.log(`1-item listings page vs /api/health: ${(health.rps / one.rps).toFixed(2)}× slower (goal ≤ 2×)`);
  for (const [name, p] of [["anonymous", anon], ["signed in", signedPage]] as const) {
    console.log(`/listings page ${name}, ${pageRun.connections} conn: ${pctOf(p, barePage)} of bare SQL's throughput (goal ≥ 25%; by CPU per request: ${cpuPct(p, barePage)}), p95 ${p.p95} ms (goal ≤ 100 ms)`);
  }
  process.exitCode = results.some((r) => r.errors > 0) ? 1 : 0;
}

try {
  await main();
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  // Stop the app before dropping its database, so no request in flight fails noisily.
  for (const a of [app, baseApp]) if (a && a.exitCode === null) await new Promise<void>((resolve) => (a.once("exit", () => resolve()), a.kill("SIGTERM")));
  bare?.kill("SIGTERM");
  await sql.end({ timeout: 2 }).catch(() => {});
  await admin.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await admin.end({ timeout: 2 });
}
