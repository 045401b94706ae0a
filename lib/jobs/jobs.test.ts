import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createElement } from "react";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeUser, makeWant } from "@/db/factories";
import { deliverMailJob, outboxFor, sendMail } from "@/lib/mail";
import { matchDigestJob, matchListing } from "@/lib/notifications/events";
import { MATCH_EMAIL_INTERVAL_MS } from "@/lib/notifications/email";
import { withEnv } from "@/test/env";
import { unfinishedJobs } from "@/test/jobs";
import { defineJob, drainJobs, enqueue, enqueueBatched, jobRecord, prepareJobs, queueHealth, startWorkers, stopJobs } from "./index";

const ran: number[] = [];
const countJob = defineJob<{ n: number }>("test.count", { retryLimit: 0 }, async ({ n }) => {
  ran.push(n);
});

const onceJob = defineJob<{ n: number }>("test.once", { retryLimit: 0, policy: "short" }, async ({ n }) => {
  ran.push(n);
});

const until = async (cond: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe("lib/jobs", () => {
  it("a job enqueued in a transaction exists only if it commits, and runs once", async () => {
    ran.length = 0;
    await db()
      .transaction(async (tx) => {
        await enqueue(countJob, { n: 1 }, { tx });
        throw new Error("rollback");
      })
      .catch(() => {});
    await db().transaction(async (tx) => {
      await enqueue(countJob, { n: 2 }, { tx });
    });
    await drainJobs();
    await drainJobs();
    expect(ran).toEqual([2]);
  });

  it("a job pending when the server dies runs once after the restart", async () => {
    ran.length = 0;
    const id = await enqueue(countJob, { n: 3 });
    await stopJobs(); // the "server" goes away with the job still waiting
    const stop = await startWorkers({ pollingIntervalSeconds: 0.5, graceMs: 1000 });
    try {
      // Done for good once completed: the queue runs a completed job no more.
      await until(async () => ran.length > 0 && (await jobRecord(countJob.name, id!))?.state === "completed");
      expect(ran).toEqual([3]);
    } finally {
      await stop();
      await prepareJobs();
    }
  });

  it("a job sent while the workers run starts at once, not at their next poll (also when sent in a transaction)", async () => {
    ran.length = 0;
    const stop = await startWorkers({ pollingIntervalSeconds: 30, graceMs: 1000 });
    try {
      await new Promise((r) => setTimeout(r, 500)); // the workers' first poll is over: the next is 30 s away
      const sent = Date.now();
      await enqueue(countJob, { n: 10 });
      await until(() => ran.includes(10), 5000);
      await db().transaction(async (tx) => {
        await enqueue(countJob, { n: 11 }, { tx });
      });
      await until(() => ran.includes(11), 5000);
      expect(Date.now() - sent).toBeLessThan(5000);
      expect(ran).toEqual([10, 11]);
    } finally {
      await stop();
      await prepareJobs();
    }
  });

  it("a backlog is worked through without waiting a poll between jobs", async () => {
    ran.length = 0;
    await stopJobs(); // no workers: twelve jobs pile up
    for (let n = 0; n < 12; n++) await enqueue(countJob, { n });
    await stopJobs();
    const stop = await startWorkers({ pollingIntervalSeconds: 30, graceMs: 1000 });
    try {
      await until(() => ran.length === 12, 8000);
      expect([...ran].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    } finally {
      await stop();
      await prepareJobs();
    }
  });

  it("jobs sent at once through enqueueBatched are all stored and run once; a waiting singleton key keeps one job", async () => {
    ran.length = 0;
    await Promise.all([
      ...Array.from({ length: 10 }, (_, n) => enqueueBatched(countJob, { n })),
      enqueueBatched(onceJob, { n: 100 }, { singletonKey: "k" }),
      enqueueBatched(onceJob, { n: 101 }, { singletonKey: "k" }),
    ]);
    // Stored, still waiting: the same key again is dropped by the queue.
    await enqueueBatched(onceJob, { n: 102 }, { singletonKey: "k" });
    await drainJobs();
    expect([...ran].sort((a, b) => a - b)).toEqual([...Array(10).keys(), 100]);
  });

  it("two instances on one database: each gardener's digest goes out once", async () => {
    const owner = await makeUser(db());
    const wishers = await Promise.all([makeUser(db()), makeUser(db()), makeUser(db())]);
    for (const w of wishers) await makeWant(db(), w.id, { title: "Rhubarb crowns" });
    // Their last match e-mail is recent: the matches wait for the digest.
    await db().update(schema.users).set({ lastMatchEmailAt: new Date(Date.now() - MATCH_EMAIL_INTERVAL_MS / 2) });
    const listing = await makeListing(db(), owner.id, { title: "Rhubarb crowns" });
    await matchListing(listing.id);
    await drainJobs(); // the immediate e-mails wait: "waiting"
    await db().update(schema.users).set({ lastMatchEmailAt: new Date(Date.now() - 2 * MATCH_EMAIL_INTERVAL_MS) });

    const a = await startWorkers({ pollingIntervalSeconds: 0.5, graceMs: 2000, install: false });
    const b = await startWorkers({ pollingIntervalSeconds: 0.5, graceMs: 2000, install: false });
    try {
      // Both instances' clocks fire the same tick.
      await Promise.all([enqueue(matchDigestJob, {}), enqueue(matchDigestJob, {}), enqueue(matchDigestJob, {})]);
      // Until all three ticks and the mails they sent are done (then nothing more can go out).
      await until(async () => (await Promise.all(wishers.map((w) => outboxFor(w.email)))).every((rows) => rows.length > 0) && (await unfinishedJobs(matchDigestJob, deliverMailJob)) === 0);
    } finally {
      await Promise.all([a(), b()]);
    }
    for (const w of wishers) expect((await outboxFor(w.email)).length).toBe(1);
  });

  describe("with a mail provider that fails twice, then succeeds", () => {
    let server: Server;
    let base = "";
    let calls = 0;
    let accepted = 0;
    beforeAll(async () => {
      server = createServer((req, res) => {
        req.resume();
        req.on("end", () => {
          calls += 1;
          if (calls <= 2) {
            res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ name: "internal_server_error", message: "try later", statusCode: 500 }));
            return;
          }
          accepted += 1;
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: "email_ok" }));
        });
      });
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it("delivers once, with the backoff in the job record", async () => {
      await withEnv({ RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: base }, async () => {
        const { id, status } = await sendMail({ to: "retry@example.com", subject: "Hello", react: createElement("p", null, "hi") });
        expect(status).toBe("queued");
        const [job] = await db().execute(sql`select id from pgboss.job where name = ${deliverMailJob.name} and data->>'outboxId' = ${String(id)}`).then((r) => ((r as { rows?: { id: string }[] }).rows ?? (r as unknown as { id: string }[])));
        const delays: number[] = [];
        for (let attempt = 0; attempt < 3; attempt++) {
          await drainJobs();
          const rec = await jobRecord(deliverMailJob.name, job.id);
          if (rec!.state === "completed") break;
          expect(rec!.state).toBe("retry");
          delays.push((new Date(rec!.startAfter).getTime() - Date.now()) / 1000);
          // Time passes: the retry becomes due.
          await db().execute(sql`update pgboss.job set start_after = now() where id = ${job.id}`);
        }
        const rec = await jobRecord(deliverMailJob.name, job.id);
        expect(rec).toMatchObject({ state: "completed", retryCount: 2, retryBackoff: true });
        expect(delays).toHaveLength(2);
        expect(delays[0]).toBeGreaterThan(5);
        expect(delays[1]).toBeGreaterThan(delays[0]);
        expect(accepted).toBe(1);
        const [row] = await outboxFor("retry@example.com");
        expect(row).toMatchObject({ status: "sent", providerId: "email_ok", error: null });
      });
    });
  });

  it("reports queue health", async () => {
    await enqueue(countJob, { n: 9 }, { startAfter: new Date(Date.now() + 60_000) });
    const h = await queueHealth();
    expect(h.waiting).toBeGreaterThanOrEqual(1);
    expect(h).toHaveProperty("failed");
    expect(h).toHaveProperty("oldest_waiting_seconds");
  });
});
