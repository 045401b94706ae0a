/**
 * Start waits for a database that does not answer yet (issue 37: in compose the app container starts
 * beside Postgres): bootstrap tries again until it answers, within DATABASE_START_WAIT_SECONDS, and
 * gives up with the driver's error after it. Postgres through a TCP proxy that refuses, then forwards.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { log } from "@/lib/log";
import { startTcpProxy } from "@/test/tcp-proxy";
import { waitForDatabase } from "./bootstrap";
import { dbHandle, openPostgres } from "./index";
import { postgresReachable, TEST_POSTGRES } from "@/test/postgres";

const PG = TEST_POSTGRES;
const up = await postgresReachable();
if (!up) console.warn("start-wait.test.ts: the Postgres cases are skipped — Postgres is not reachable (set TEST_POSTGRES_URL).");

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
});

async function behindProxy() {
  const target = new URL(PG);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  closers.push(proxy.close);
  const url = new URL(PG);
  url.host = `127.0.0.1:${proxy.port}`;
  const handle = openPostgres(url.toString(), { max: 1 });
  closers.push(handle.close);
  return { proxy, handle };
}

describe.skipIf(!up)("start waits for Postgres", () => {
  it("a database that answers only after a while: start goes on once it does, each wait logged without the address", async () => {
    const { proxy, handle } = await behindProxy();
    proxy.set("refuse");
    const warnings: string[] = [];
    const warn = vi.spyOn(log, "warn").mockImplementation((msg: unknown) => void warnings.push(String(msg)));
    try {
      const waited = waitForDatabase(handle, 30_000);
      await new Promise((r) => setTimeout(r, 1_800));
      proxy.set("forward");
      expect(await waited).toBeGreaterThan(1);
    } finally {
      warn.mockRestore();
    }
    const waits = warnings.filter((w) => w.startsWith("database not answering yet"));
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.filter((w) => w.includes("127.0.0.1") || w.includes("postgres://") || w.includes(String(proxy.port)))).toEqual([]);
  });

  it("a database that never answers: start gives up after the wait with the driver's error", async () => {
    const { proxy, handle } = await behindProxy();
    proxy.set("refuse");
    // Time passes only in the pauses: the same waits on a quiet machine and a busy one.
    const sleeps: number[] = [];
    let t = 0;
    const virtual = { sleep: async (ms: number) => void ((t += ms), sleeps.push(ms)), now: () => t };
    await expect(waitForDatabase(handle, 10_000, virtual)).rejects.toThrow();
    // 0.5 s, 1 s, 2 s, 4 s; the next pause (5 s, the longest) would pass the 10 s.
    expect(sleeps).toEqual([500, 1_000, 2_000, 4_000]);
    proxy.set("forward"); // so its pool closes at once
  });
});

describe("the embedded database", () => {
  it("is never waited for", async () => {
    const embedded = { ...dbHandle(), kind: "pglite" as const };
    const sleep = vi.fn(async () => {});
    expect(await waitForDatabase(embedded, 0, { sleep, now: Date.now })).toBe(0);
    expect(sleep).not.toHaveBeenCalled();
  });
});
