import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import postgres from "postgres";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbHandle, openPostgres, schema, setDbHandle } from "@/db";
import { missingInstanceServices, POSTGRES_URL } from "@/db/test-services";
import { withDatabase } from "@/db/url";
import { startWorkers } from "@/lib/jobs";
import { deliverMailJob, sendMail } from "@/lib/mail";
import { withEnv } from "@/test/env";

/**
 * Review F9: an instance killed in the middle of a batch of e-mails. Its batch must go out quickly
 * (within ~30 s: the jobs' 10 s lease lapses, supervision notices, the retry waits 6–12 s; it was
 * 2–2.6 minutes) and the e-mail the provider had already accepted must not be sent again by us
 * (it was, relying on the provider's idempotency key). A real worker process (test/mail-worker.ts)
 * is killed with SIGKILL while the fake Resend holds its first call; the test process then works
 * as the surviving instance. Needs Postgres (processes cannot share an embedded database).
 */
const why = await missingInstanceServices("mail-once.test.ts");

/** A fake Resend: records each call's idempotency key; holds the first call (accepted, never answered). */
function fakeResend() {
  const keys: string[] = [];
  const held: ServerResponse[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      keys.push(String(req.headers["idempotency-key"]));
      if (keys.length === 1) return void held.push(res);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: `email_${keys.length}` }));
    });
  });
  return { server, keys, held };
}

const until = async (cond: () => boolean | Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe.skipIf(!!why)(`mail.send across a killed instance${why ? ` (skipped: ${why})` : ""}`, () => {
  const provider = fakeResend();
  let base = "";
  const dbName = `gs_mailonce_${process.pid}_${randomBytes(3).toString("hex")}`;
  const dbUrl = withDatabase(POSTGRES_URL, dbName);
  // Taken when the file runs, not while vitest collects it: a skipped file must open no database.
  let original: ReturnType<typeof dbHandle>;
  let shared: ReturnType<typeof openPostgres>;
  let child: ChildProcess | undefined;
  let stopSurvivor = async () => {};

  beforeAll(async () => {
    original = dbHandle();
    await new Promise<void>((r) => provider.server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
    const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    await admin.end();
    shared = openPostgres(dbUrl, { max: 2 });
    await shared.migrate();
    setDbHandle(shared);
  }, 60_000);

  afterAll(async () => {
    child?.kill("SIGKILL");
    await stopSurvivor();
    for (const res of provider.held) res.destroy();
    provider.server.closeAllConnections();
    await new Promise<void>((r) => provider.server.close(() => r()));
    await shared.close();
    setDbHandle(original);
    const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }, 60_000);

  it("sends the killed instance's batch within 30 s, and never sends again the e-mail the provider had accepted", async () => {
    await withEnv({ RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: base }, async () => {
      child = fork(path.resolve("test/mail-worker.ts"), [], {
        execArgv: ["--import", "tsx"],
        env: { ...process.env, DATABASE_URL: dbUrl, RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: base, LOG_LEVEL: "error", NODE_ENV: "production" },
        stdio: ["ignore", "ignore", "inherit", "ipc"],
      });
      const worker = child;
      await new Promise<void>((resolve, reject) => {
        worker.once("message", () => resolve());
        worker.once("exit", (code) => reject(new Error(`the worker exited with ${code}`)));
      });

      // Three e-mails in one commit: the worker takes them as one batch and starts on the first.
      const ids = await db().transaction(async (tx) => {
        const out: number[] = [];
        for (const n of [1, 2, 3]) out.push((await sendMail({ to: `once${n}@example.com`, subject: `Hello ${n}`, react: createElement("p", null, "hi") }, { tx })).id);
        return out;
      });
      await until(() => provider.keys.length === 1, 20_000);
      const [first] = provider.keys;
      const claimed = await db().select().from(schema.outbox).where(inArray(schema.outbox.id, ids));
      expect(claimed.filter((r) => r.status === "sending").map((r) => `outbox-${r.id}`)).toEqual([first]);

      // The provider has accepted the first e-mail; the instance dies before hearing so.
      worker.kill("SIGKILL");
      const killedAt = Date.now();
      stopSurvivor = await startWorkers({ install: false, pollingIntervalSeconds: 0.5, graceMs: 1000, leaseCheckSeconds: 1 });

      const status = async () => Object.fromEntries((await db().select().from(schema.outbox).where(inArray(schema.outbox.id, ids))).map((r) => [`outbox-${r.id}`, r.status]));
      await until(async () => Object.values(await status()).filter((s) => s === "sent").length === 2, 40_000);
      const elapsed = Date.now() - killedAt;
      expect(elapsed).toBeLessThan(30_000);

      // The first e-mail's job also ran again (its lease lapsed) and completed without a second call.
      const jobs = async () =>
        (await db().execute(sql`select state, data->>'outboxId' as outbox from pgboss.job where name = ${deliverMailJob.name}`)) as unknown as { state: string; outbox: string }[];
      await until(async () => (await jobs()).every((j) => j.state === "completed"), 30_000);
      expect((await jobs()).length).toBe(3);
      expect([...provider.keys].sort()).toEqual(ids.map((id) => `outbox-${id}`).sort());
      expect((await status())[first]).toBe("sending");
      const [row] = await db().select().from(schema.outbox).where(eq(schema.outbox.id, Number(first.slice("outbox-".length))));
      expect(row.providerId).toBeNull();
    });
  }, 120_000);
});
