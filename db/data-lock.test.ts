import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, lockFileOf, lockHolder, releaseDataDirLock } from "./data-lock";

/**
 * One process per data folder (db/data-lock.ts, decision 0202), with real processes: another
 * process's lock refuses this one with its pid; a killed holder's lock, a reused pid's and another
 * machine's silent one are taken over; a live one on another machine is not.
 */
const tmp = mkdtempSync(path.join(tmpdir(), "gardenswap-lock-"));
const dir = path.join(tmp, "data", "pg");
const children: ChildProcess[] = [];

/** Another process that takes the folder's lock and keeps it until killed; resolves with its pid once it holds it. */
function holder(): Promise<ChildProcess> {
  const code = `const m = await import(${JSON.stringify(path.resolve("db/data-lock.ts"))}); m.acquireDataDirLock(${JSON.stringify(dir)}, "test-holder"); console.log("held"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (d) => String(d).includes("held") && resolve(child));
    child.once("exit", (c) => reject(new Error(`holder exited with ${c}`)));
  });
}

const exited = (c: ChildProcess) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(null) : c.once("exit", r)));

afterEach(async () => {
  releaseDataDirLock(dir);
  for (const c of children.splice(0)) {
    c.kill("SIGKILL");
    await exited(c);
  }
  rmSync(lockFileOf(dir), { force: true });
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("the data folder lock", () => {
  it("refuses a second process, naming the folder and the holder's pid; a SIGKILLed holder's lock is taken over", async () => {
    const a = await holder();
    expect(lockHolder(dir)).toMatchObject({ pid: a.pid, role: "test-holder" });
    let refused: unknown;
    try {
      acquireDataDirLock(dir, "test");
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`The data folder ${path.join(tmp, "data")} is in use by another GardenSwap process (pid ${a.pid}`);
    expect(JSON.parse(readFileSync(lockFileOf(dir), "utf8")).pid).toBe(a.pid); // left as it was

    a.kill("SIGKILL");
    await exited(a);
    expect(lockHolder(dir)).toBeUndefined();
    expect(acquireDataDirLock(dir, "test").pid).toBe(process.pid);
    releaseDataDirLock(dir);
    expect(existsSync(lockFileOf(dir))).toBe(false);
  }, 30_000);

  it("takes over a lock whose pid now belongs to another process (different start time)", () => {
    const real = JSON.parse(JSON.stringify(acquireDataDirLock(dir, "probe")));
    releaseDataDirLock(dir);
    // process.ppid is alive, but did not start at the recorded time: a reused pid.
    writeFileSync(lockFileOf(dir), JSON.stringify({ ...real, pid: process.ppid, started: "1", nonce: "old" }));
    expect(acquireDataDirLock(dir, "test").pid).toBe(process.pid);
  });

  it("keeps another machine's lock while it is fresh, and takes it over once it is a minute old", () => {
    const other = { pid: 12345, host: "another-host", boot: "x", started: "1", nonce: "theirs", role: "server" };
    writeFileSync(lockFileOf(dir), JSON.stringify(other));
    expect(() => acquireDataDirLock(dir, "test")).toThrow(/pid 12345 on another-host/);
    const old = new Date(Date.now() - 120_000);
    utimesSync(lockFileOf(dir), old, old);
    expect(acquireDataDirLock(dir, "test").nonce).not.toBe("theirs");
  });

  it("a CLI waits for another tool holding the folder, saying so, and gives up after its timeout with the lock's message", async () => {
    const a = await holder();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(tmp, "data"), GARDENSWAP_LOCK_WAIT_SECONDS: "1", SEED_DEMO: "false" };
    delete env.DATABASE_URL;
    delete env.VITEST;
    const r = spawnSync(process.execPath, ["--import", "tsx", "db/migrate-cli.ts"], { env, encoding: "utf8", timeout: 60_000 });
    expect(r.stderr).toContain(`Waiting for the process test-holder (pid ${a.pid}) to release ${path.join(tmp, "data")} ...`);
    expect(r.stderr).toContain(`The data folder ${path.join(tmp, "data")} is in use by another GardenSwap process (pid ${a.pid}, test-holder).`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.status).toBe(1);
    expect(existsSync(dir)).toBe(false); // never opened
  }, 60_000);

  it("a waiting CLI goes on once the other process lets go", async () => {
    const a = await holder();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(tmp, "data"), SEED_DEMO: "false" };
    delete env.DATABASE_URL;
    delete env.VITEST;
    const cli = spawn(process.execPath, ["--import", "tsx", "db/migrate-cli.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
    children.push(cli);
    let out = "";
    cli.stdout!.on("data", (d) => (out += d));
    cli.stderr!.on("data", (d) => (out += d));
    await expect.poll(() => out, { timeout: 30_000 }).toContain(`Waiting for the process test-holder (pid ${a.pid})`);
    a.kill("SIGKILL");
    const code = await new Promise((r) => cli.once("exit", r));
    expect(out).toContain("Database migrated.");
    expect(code).toBe(0);
    expect(existsSync(lockFileOf(dir))).toBe(false); // released on exit
  }, 120_000);
});
