/**
 * server.ts as a real process (development entry, as server.test.ts starts it; the refusal happens
 * before Next, so no production build is needed): a 30 MB body to /api/auth/login gets a readable 413
 * from Node's fetch and from curl with and without `Expect: 100-continue`, and the server's memory
 * stays flat. Chromium's fetch: e2e/oversized-body.spec.ts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { curlPost, fetchPost, removeBigFile } from "@/test/oversized-clients";

const PORT = 4302;
const tmp = mkdtempSync(path.join(tmpdir(), "edges-oversized-"));
const distDir = `.next-oversized-${process.pid}`;
let child: ChildProcess;
let out = "";

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "development", PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: path.join(tmp, "data"), NEXT_DIST_DIR: distDir, SEED_DEMO: "false", LOG_LEVEL: "info", NEXT_TELEMETRY_DISABLED: "1" };
  for (const k of ["DATABASE_URL", "REDIS_URL", "PUBLIC_URL", "VITEST"]) delete env[k];
  child = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const t0 = Date.now();
  while (!/GardenSwap ready on/.test(out)) {
    if (child.exitCode !== null || Date.now() - t0 > 120_000) throw new Error(`server.ts did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 130_000);

afterAll(async () => {
  removeBigFile();
  if (child && child.exitCode === null) {
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
  }
  rmSync(tmp, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;
const url = `http://127.0.0.1:${PORT}/api/auth/login`;
const refused = { status: 413, body: { detail: "Request body is too large" } };

describe("server.ts: a 30 MB body to /api/auth/login", () => {
  it("gets a readable 413 from Node's fetch and from curl with and without Expect: 100-continue; memory stays flat", async () => {
    expect(await fetchPost(url)).toEqual(refused);
    const before = rssOf(child.pid!);
    for (let i = 0; i < 4; i++) expect(await fetchPost(url)).toEqual(refused);
    expect(await curlPost(url, { expect: false })).toMatchObject({ status: 413, body: JSON.stringify(refused.body), exit: 0 });
    expect(await curlPost(url, { expect: true })).toMatchObject({ status: 413, body: JSON.stringify(refused.body), sawContinue: false, exit: 0 });
    // 6 × 30 MB went in; far less than one of them stayed.
    expect(rssOf(child.pid!) - before).toBeLessThan(30 * 1024 * 1024);
  }, 120_000);
});
