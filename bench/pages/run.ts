/**
 * Public pages for the crowd a shared link brings (issue 33, decision 0214): anonymous `/listings`, a
 * listing page and a seller page at --connections, on three production instances over one Postgres:
 * A and B with the page cache (the default), C with PAGE_CACHE_MB=0 (every page rendered, as before).
 * Then freshness: after a listing's title changes in the database, how long until A and B both show
 * it on the listing page and on the marketplace (goal: within 1 s).
 *
 *   npx tsx bench/pages/run.ts [--listings 100000] [--users 2000] [--connections 16] [--duration 8]
 *                              [--port 3490] [--dist .next-bench] [--build] [--changes 5]
 *
 * Uses the production build in --dist (built first if missing, or with --build). Requests carry
 * `Accept-Encoding: gzip` as a browser's do. Exit code 1 when a request failed or a change was not
 * seen on both cached instances within 1 s.
 */
import type { ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { benchDatabase, cpuSeconds, insertListings, measure, startApp, type Run } from "../fixtures";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    users: { type: "string", default: "2000" },
    connections: { type: "string", default: "16" },
    duration: { type: "string", default: "8" },
    port: { type: "string", default: "3490" },
    dist: { type: "string", default: process.env.NEXT_DIST_DIR ?? ".next-bench" },
    build: { type: "boolean", default: false },
    changes: { type: "string", default: "5" },
  },
});
const LISTINGS = Number(values.listings);
const USERS = Number(values.users);
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);
const PORT = Number(values.port);
const CHANGES = Number(values.changes);

const { adminUrl, dbName, benchUrl, authSecret } = benchDatabase("pages", PORT);
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const sql = postgres(benchUrl, { max: 2, onnotice: () => {} });
const servers: ChildProcess[] = [];

async function cleanup() {
  for (const s of servers) s.kill("SIGTERM");
  await sql.end({ timeout: 2 }).catch(() => {});
  const { closeDb } = await import("@/db");
  await closeDb().catch(() => {});
  await admin.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await admin.end({ timeout: 2 });
}

const gz = { "accept-encoding": "gzip" };

/** ms until `url` on every base shows `text` (polled every 20 ms), or Infinity after 5 s. */
async function seenWithin(bases: string[], path: string, text: string): Promise<number[]> {
  const t0 = performance.now();
  return Promise.all(
    bases.map(async (base) => {
      while (performance.now() - t0 < 5_000) {
        const body = await (await fetch(`${base}${path}`, { headers: gz })).text();
        if (body.includes(text)) return Math.round(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 20));
      }
      return Infinity;
    }),
  );
}

async function main() {
  await admin.unsafe(`create database ${dbName}`);
  const { dbHandle } = await import("@/db");
  await dbHandle().migrate();
  const { hashPassword } = await import("@/lib/auth/password");
  const hash = await hashPassword("bench-password");
  await sql.unsafe(`
    insert into users (email, username, first_name, last_name, password_hash, city, state)
    select 'bench' || g || '@bench.test', 'bench_' || g, 'Bench', 'Gardener', '${hash}', 'Portland', 'OR'
    from generate_series(1, ${USERS}) g`);
  const [{ first }] = await sql<{ first: number }[]>`select min(id)::int as first from users`;
  console.log(`Seeding ${LISTINGS} listings across ${USERS} gardeners...`);
  await insertListings(sql, 0, LISTINGS, first, USERS);
  const [listing] = await sql<{ id: number; owner_id: number }[]>`select id, owner_id from listings where is_public and is_active order by created_at desc limit 1`;

  const env = { DATABASE_URL: benchUrl, AUTH_SECRET: authSecret };
  const bases = [0, 1, 2].map((i) => `http://127.0.0.1:${PORT + i}`);
  servers.push(await startApp({ dist: values.dist!, port: PORT, build: values.build, env }));
  servers.push(await startApp({ dist: values.dist!, port: PORT + 1, env }));
  servers.push(await startApp({ dist: values.dist!, port: PORT + 2, env: { ...env, PAGE_CACHE_MB: "0" } }));

  const targets = [
    ["/listings?tab=public", "marketplace"],
    [`/listings/${listing.id}`, "listing"],
    [`/seller/${listing.owner_id}`, "seller"],
  ] as const;
  const runs: (Run & { cache: string })[] = [];
  for (const [path, name] of targets) {
    for (const [i, cache] of [
      [2, "off (rendered)"],
      [0, "on"],
    ] as const) {
      const pid = servers[i].pid;
      const r = await measure(`${name} ${path}`, `${bases[i]}${path}`, { connections: CONNECTIONS, duration: DURATION, headers: gz, cpu: { server: () => pid } });
      runs.push({ ...r, cache });
    }
  }
  console.log(`\n${LISTINGS} listings, ${CONNECTIONS} connections, ${DURATION} s per run, anonymous, gzip (latency in ms)`);
  console.table(runs.map((r) => ({ page: r.target, cache: r.cache, "pages/s": r.rps, p50: r.p50, p95: r.p95, p99: r.p99, "CPU ms/page": r.cpuMs, errors: r.errors })));

  // Freshness on both cached instances: warm, change the title in the database, poll.
  const fresh: { page: string; a: number; b: number }[] = [];
  for (let n = 0; n < CHANGES; n++) {
    for (const base of bases.slice(0, 2)) for (const [path] of targets) await (await fetch(`${base}${path}`, { headers: gz })).text();
    const title = `Fresh title ${n} ${Date.now()}`;
    await sql`update listings set title = ${title} where id = ${listing.id}`;
    const [onListing, onMarket] = await Promise.all([seenWithin(bases.slice(0, 2), `/listings/${listing.id}`, title), seenWithin(bases.slice(0, 2), "/listings?tab=public", title)]);
    fresh.push({ page: "listing", a: onListing[0], b: onListing[1] }, { page: "marketplace", a: onMarket[0], b: onMarket[1] });
  }
  console.log("\nAfter a change in the database: ms until each cached instance shows it");
  console.table(fresh);
  const cpu = servers.map((s) => cpuSeconds(s.pid));
  console.log(`instance CPU seconds in all: A ${cpu[0]}, B ${cpu[1]}, C (no cache) ${cpu[2]}`);
  const failed = runs.some((r) => r.errors > 0) || fresh.some((f) => f.a > 1000 || f.b > 1000);
  if (failed) console.error("pages bench: a request failed or a change was not seen within 1 s");
  return failed ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (e) => {
    console.error(e);
    await cleanup();
    process.exit(1);
  });
