/**
 * One process per embedded data folder, with real processes (issue 30 items 1 and 2, review F1/2c):
 * server A holds the folder; server B on it exits 1 naming the folder and A's pid; the CLIs
 * (db:seed, moderator, db:backup) work while A runs, through it; after `kill -9` of A a server
 * starts on the folder again (the stale lock is taken over); the backup made while A ran restores
 * into a new folder with every row. Runs the development entry (no production build needed).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "@/db";
import { lockFileOf } from "@/db/data-lock";

const STARTUP_MS = 120_000;
const tmp = mkdtempSync(path.join(tmpdir(), "gardenswap-folder-"));
const folder = path.join(tmp, "data");
const restored = path.join(tmp, "restored");
const distDir = `.next-folder-${process.pid}`;
const started: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function baseEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "info", NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.PUBLIC_URL;
  delete env.VITEST;
  return env;
}

type Proc = { child: ChildProcess; output: () => string; exited: Promise<number | null> };
function run(args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function server(dataDir: string): Promise<Proc & { port: number; ready: Promise<boolean> }> {
  const port = await freePort();
  const p = run(["server.ts"], { ...baseEnv(dataDir), NODE_ENV: "development", PORT: String(port), HOST: "127.0.0.1" });
  const ready = Promise.race([
    new Promise<boolean>((resolve) => {
      const check = () => (/GardenSwap ready on/.test(p.output()) ? resolve(true) : setTimeout(check, 100));
      check();
    }),
    p.exited.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STARTUP_MS)),
  ]);
  return { ...p, port, ready };
}

async function cli(file: string, args: string[] = [], dataDir = folder) {
  const p = run([`db/${file}`, ...args], baseEnv(dataDir));
  const code = await p.exited;
  return { code, output: p.output() };
}

/** Rows per table of the app's own tables (the job queue's bookkeeping moves on its own). */
async function counts(dataDir: string) {
  const h = openPglite(path.join(dataDir, "pg"));
  try {
    const client = h.client as import("@electric-sql/pglite").PGlite;
    const { rows } = await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by 1");
    const out: Record<string, number> = {};
    for (const { name } of rows) out[name] = (await client.query<{ n: number }>(`select count(*)::int as n from "${name}"`)).rows[0]!.n;
    out.moderators = (await client.query<{ n: number }>("select count(*)::int as n from users where role = 'moderator'")).rows[0]!.n;
    return out;
  } finally {
    await h.close();
  }
}

afterAll(async () => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  rmSync(tmp, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

describe("one process per embedded data folder", () => {
  it(
    "refuses a second server, runs the CLIs through the first, takes over after kill -9, and its backup restores",
    async () => {
      const a = await server(folder);
      expect(await a.ready, a.output()).toBe(true);

      // A second server on the same folder: exit 1 with one clear line, A unharmed.
      const b = await server(folder);
      expect(await b.ready).toBe(false);
      expect(await b.exited).toBe(1);
      expect(b.output()).toContain(`The data folder ${folder} is in use by another GardenSwap process (pid ${a.child.pid}, server).`);
      expect(b.output()).not.toMatch(/\n\s+at /); // no stack trace
      expect((await fetch(`http://127.0.0.1:${a.port}/api/health`)).status).toBe(200);

      // The CLIs while A runs: through A.
      const seeded = await cli("seed-cli.ts");
      expect(seeded, seeded.output).toMatchObject({ code: 0 });
      expect(seeded.output).toContain("Seeded demo data (rosie, basil");
      const granted = await cli("moderator-cli.ts", ["grant", "rosie@gardenswap.test"]);
      expect(granted.output).toContain("@rosie is now a moderator.");
      expect(granted.code).toBe(0);
      const backupFile = path.join(tmp, "backup.tar.gz");
      const backup = await cli("backup-cli.ts", [backupFile]);
      expect(backup.output).toContain(`Backed up the embedded database to ${backupFile}.`);
      expect(backup.code).toBe(0);
      // A restore needs the folder: refused while A holds it.
      const refused = await cli("restore-cli.ts", [backupFile]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain("stop the server first");

      // kill -9: the lock stays behind, stale; the next server takes it over.
      a.child.kill("SIGKILL");
      await a.exited;
      expect(existsSync(lockFileOf(path.join(folder, "pg")))).toBe(true);
      const again = await server(folder);
      expect(await again.ready, again.output()).toBe(true);
      expect((await fetch(`http://127.0.0.1:${again.port}/api/health`)).status).toBe(200);
      again.child.kill("SIGTERM");
      expect(await again.exited).toBe(0);
      expect(existsSync(lockFileOf(path.join(folder, "pg")))).toBe(false);

      // The backup made while A ran, restored into a new folder: every row.
      const restore = await cli("restore-cli.ts", [backupFile], restored);
      expect(restore.output).toContain("(6 gardeners)");
      expect(restore.code).toBe(0);
      const original = await counts(folder);
      expect(original.listings).toBeGreaterThan(0);
      expect(original.moderators).toBe(2); // moss (seeded) and rosie (granted)
      expect(await counts(restored), a.output()).toEqual(original);
    },
    STARTUP_MS * 3,
  );
});
