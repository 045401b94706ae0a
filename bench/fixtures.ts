/** Shared by the HTTP benches: a seeded throw-away Postgres database, the production server, autocannon runs. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type postgres from "postgres";
// @ts-expect-error -- autocannon ships no types
import autocannon from "autocannon";
import { randomBytes } from "node:crypto";
import { withDatabase } from "@/db/url";
import { percentile } from "./stats";

/**
 * A throw-away database for an HTTP bench and the environment the app under test reads: call it
 * before importing anything from lib/ (they read the environment on first use).
 */
export function benchDatabase(name: string, port: number) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const dbName = `gs_bench_${name}_${process.pid}`;
  const benchUrl = withDatabase(adminUrl, dbName);
  const authSecret = randomBytes(32).toString("base64url");
  Object.assign(process.env, { DATABASE_URL: benchUrl, AUTH_SECRET: authSecret, LOG_LEVEL: "warn", PUBLIC_URL: `http://127.0.0.1:${port}` });
  return { adminUrl, dbName, benchUrl, authSecret };
}

const TITLES = ["Cherry tomatoes", "Basil seedlings", "Zucchini", "Runner bean seeds", "Kale", "Apples", "Chilli plants", "Garlic bulbs"];

/** Listings g in [from, to) for `users` gardeners from firstUserId: a deterministic mix of categories, types, prices, visibility. */
export async function insertListings(sql: postgres.Sql, from: number, to: number, firstUserId: number, users: number) {
  const chunk = 20_000;
  // Crops resolved as the app does when it saves (the "#g" suffix names no crop), and the catalogue
  // marked applied: otherwise the app started on this database re-resolves every title in its
  // crops.resolve job while it is being measured (5% of the app's CPU in a profile of /listings).
  const { CATALOGUE_VERSION, listingCropKeys } = await import("@/lib/crops/resolve");
  const crops = TITLES.map((t) => `'{${listingCropKeys(`${t} #1`).map((k) => `"${k}"`).join(",")}}'::text[]`);
  const cropsOf = `(case g % 8 ${crops.map((c, i) => `when ${i} then ${c}`).join(" ")} end)`;
  await sql`insert into crop_catalogue (id, version) values (1, ${CATALOGUE_VERSION}) on conflict (id) do update set version = excluded.version`;
  for (let a = from; a < to; a += chunk) {
    const b = Math.min(to, a + chunk);
    await sql.unsafe(`
      insert into listings (owner_id, title, description, price, is_active, is_public, type_id, state_id, category_id, created_at, crops)
      select ${firstUserId} + (g % ${users}),
             (array[${TITLES.map((t) => `'${t}'`).join(",")}])[1 + g % 8] || ' #' || g,
             'Bench listing ' || g || ': home grown, picked fresh, ready to swap.',
             case when g % 3 = 0 then (g % 50) + 1 else 0 end,
             g % 20 <> 0,
             g % 5 <> 0,
             case when g % 3 = 0 then 1 when g % 3 = 1 then 2 else 3 end,
             1 + (g % 7 = 0)::int,
             1 + (g / 3) % 3,
             now() - (g || ' seconds')::interval,
             ${cropsOf}
      from generate_series(${a}, ${b - 1}) g`);
  }
  // Settle the table before measuring: otherwise autovacuum of the fresh rows runs during the run.
  await sql`vacuum (analyze) listings`;
}

/** Starts the production build in `dist` (building it first if missing or asked) and waits for health. */
export async function startApp(opts: { dist: string; port: number; build?: boolean; env: Record<string, string>; nodeArgs?: string[] }): Promise<ChildProcess> {
  const bundle = () => ["custom-server.mjs", "custom-server.js"].map((f) => path.join(opts.dist, f)).find((f) => existsSync(f));
  if (opts.build || !existsSync(path.join(opts.dist, "BUILD_ID")) || !bundle()) {
    console.log(`Building into ${opts.dist} (a few minutes on a busy machine)...`);
    const r = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: opts.dist } });
    if (r.status !== 0) throw new Error("build failed");
  }
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), bundle()!], {
    env: { ...process.env, SEED_DEMO: "false", LOG_LEVEL: "warn", ...opts.env, NODE_ENV: "production", NEXT_DIST_DIR: opts.dist, PORT: String(opts.port), HOST: "127.0.0.1" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${opts.port}/api/health`, 60_000);
  return child;
}

export async function waitFor(url: string, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export type Run = { target: string; rps: number; p50: number; p95: number; p99: number; errors: number; cpuMs?: number; dbCpuMs?: number };

/** CPU seconds (user + system) a process has used so far, from /proc; 0 when it is gone or not on Linux. */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    // Fields after the parenthesised name: utime and stime are the 12th and 13th, in clock ticks (100 a second).
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * What a run costs in CPU, the figure that stays comparable on a busy machine (throughput there
 * depends on who else is running): `server()` is the pid serving the target, `db()` the Postgres
 * backends of the bench database (their CPU is the queries' cost in the database).
 */
export type CpuProbe = { server: () => number | undefined; db?: () => Promise<number[]> };

/** autocannon with a short warm-up; latencies from every response (ms, nearest rank). */
/** Non-2xx answers count as errors unless `expect` names the status the target should answer with. */
export async function measure(
  target: string,
  url: string,
  opts: { connections: number; duration: number; headers?: Record<string, string>; expect?: number; cpu?: CpuProbe },
): Promise<Run> {
  await autocannon({ url, connections: 2, duration: 2, headers: opts.headers });
  // Backends opened during the run count from zero (a pool grows on demand).
  const db0 = new Map(((await opts.cpu?.db?.()) ?? []).map((pid) => [pid, cpuSeconds(pid)]));
  const cpu0 = cpuSeconds(opts.cpu?.server());
  const times: number[] = [];
  const instance = autocannon({ url, connections: opts.connections, duration: opts.duration, headers: opts.headers });
  let unexpected = 0;
  instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (opts.expect ? status !== opts.expect : status < 200 || status > 299) unexpected += 1;
  });
  const r = await instance;
  const cpu1 = cpuSeconds(opts.cpu?.server());
  const dbUsed = ((await opts.cpu?.db?.()) ?? []).reduce((a, pid) => a + cpuSeconds(pid) - (db0.get(pid) ?? 0), 0);
  const perReq = (s: number) => (times.length ? Math.round((s * 1000 * 100) / times.length) / 100 : 0);
  const cpu = opts.cpu ? { cpuMs: perReq(cpu1 - cpu0), ...(opts.cpu.db ? { dbCpuMs: perReq(dbUsed) } : {}) } : {};
  times.sort((a, b) => a - b);
  const ms = (p: number) => Math.round(percentile(times, p) * 10) / 10;
  return { target, rps: Math.round(r.requests.average), p50: ms(50), p95: ms(95), p99: ms(99), errors: r.errors + unexpected, ...cpu };
}
