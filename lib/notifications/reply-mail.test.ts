import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getSettings, PUT as putSettings } from "@/app/api/notifications/settings/route";
import { POST as unsubscribePost } from "@/app/api/unsubscribe/route";
import { db, schema } from "@/db";
import { makeListing, makeWant } from "@/db/factories";
import { blockPair } from "@/lib/blocks";
import { publishEvent } from "@/lib/events";
import { deliverMailJob } from "@/lib/mail";
import { drainJobs, startWorkers } from "@/lib/jobs";
import { markThreadRead } from "@/lib/messages/mark-thread-read";
import { sendMessage } from "@/lib/messages/send-message";
import { invoke } from "@/lib/use-case";
import { withEnv } from "@/test/env";
import { createUser, req, type TestUser } from "@/test/http";
import { unfinishedJobs } from "@/test/jobs";
import { testViewer } from "@/test/viewer";
import { forgetQueuedReplyMails, replyMailJob } from "./reply-mail";

/**
 * Issue 31 item 1: a reply never goes unnoticed. Basil writes while ana is away (no socket in
 * tests); after REPLY_MAIL_DELAY_SECONDS (shortened here) one e-mail per burst reaches the fake
 * Resend endpoint (RESEND_BASE_URL); none if she read it, switched it off, or blocked him.
 */
const received: { to: string; subject: string; html: string; text: string; headers?: Record<string, string> }[] = [];
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, res) => {
    let body = "";
    request.on("data", (c) => (body += c));
    request.on("end", () => {
      received.push(JSON.parse(body || "{}"));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: `email_${received.length}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => forgetQueuedReplyMails());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mailsTo = (u: TestUser) => received.filter((m) => m.to === u.email);
const send = (from: TestUser, to: TestUser, content: string) => invoke(sendMessage, testViewer({ id: from.id }), { receiver_id: to.id, content });
/** Runs what is due (the reply job, then the mail.send it queued). */
const runDue = async () => {
  await drainJobs();
  await drainJobs();
};
/** The mail provider and a 1 s delay: long enough to see that nothing goes out before it. */
const withFakeMail = (fn: () => Promise<void>, delay = "1") => withEnv({ RESEND_API_KEY: "re_test", RESEND_BASE_URL: base, REPLY_MAIL_DELAY_SECONDS: delay }, fn);

describe("the reply e-mail", () => {
  it("a burst of 3 messages while ana is away: nothing before the delay, then exactly one e-mail, with no message text", async () => {
    const [ana, basil] = await Promise.all([createUser(), createUser()]);
    await withFakeMail(async () => {
      await send(basil, ana, "first secret words");
      await send(basil, ana, "second secret words");
      await send(basil, ana, "third secret words");
      await runDue();
      expect(mailsTo(ana)).toHaveLength(0);
      await sleep(4200);
      await runDue();
      await runDue();
    }, "4");
    const mails = mailsTo(ana);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`3 new messages from ${basil.username}`);
    expect(mails[0].html).toContain(`/messages/${basil.id}`);
    expect(`${mails[0].html}${mails[0].text}${mails[0].subject}`).not.toMatch(/secret words/);
    // RFC 8058 one-click, for this kind only.
    expect(mails[0].headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mails[0].headers?.["List-Unsubscribe"]).toMatch(new RegExp(`/api/unsubscribe\\?token=${ana.id}\\.messages\\.`));
    // The burst was one job, not three.
    const res = await db().execute(sql`select count(*)::int as n from pgboss.job where name = ${replyMailJob.name} and data->>'userId' = ${String(ana.id)}`);
    const rows = (res as { rows?: { n: number }[] }).rows ?? (res as unknown as { n: number }[]);
    expect(Number(rows[0].n)).toBe(1);
    // Basil got nothing: he wrote, he did not receive.
    expect(mailsTo(basil)).toHaveLength(0);
  });

  it("a burst is one e-mail even when another instance queued its second message (the singleton key)", async () => {
    const [ana, basil] = await Promise.all([createUser(), createUser()]);
    await withFakeMail(async () => {
      await send(basil, ana, "one");
      forgetQueuedReplyMails(); // as if the next message went through another instance
      await send(basil, ana, "two");
      await sleep(1200);
      await runDue();
    });
    expect(mailsTo(ana)).toHaveLength(1);
    expect(mailsTo(ana)[0].subject).toBe(`2 new messages from ${basil.username}`);
  });

  it("none when ana read the thread before the delay ran out", async () => {
    const [ana, basil] = await Promise.all([createUser(), createUser()]);
    await withFakeMail(async () => {
      await send(basil, ana, "are the courgettes still there?");
      await invoke(markThreadRead, testViewer({ id: ana.id }), { other_id: basil.id });
      await sleep(1200);
      await runDue();
    });
    expect(mailsTo(ana)).toHaveLength(0);
  });

  it("none when ana switched new-message e-mails off (PUT /api/notifications/settings)", async () => {
    const [ana, basil] = await Promise.all([createUser(), createUser()]);
    const res = await putSettings(req("/api/notifications/settings", { method: "PUT", token: ana.token, json: { email: { messages: false } } }));
    expect(res.status).toBe(200);
    expect((await res.json()).email).toEqual({ messages: false, trades: true, matches: true, friends: true });
    await withFakeMail(async () => {
      await send(basil, ana, "hello?");
      await sleep(1200);
      await runDue();
    });
    expect(mailsTo(ana)).toHaveLength(0);
  });

  it("none between a blocked pair, and none to a suspended gardener", async () => {
    const [ana, basil, cleo, dan] = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    await withFakeMail(async () => {
      await send(basil, ana, "hi ana");
      await blockPair(ana.id, basil.id);
      await send(dan, cleo, "hi cleo");
      await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, cleo.id));
      await sleep(1200);
      await runDue();
    });
    expect(mailsTo(ana)).toHaveLength(0);
    expect(mailsTo(cleo)).toHaveLength(0);
  });

  it("the e-mail's one-click unsubscribe turns new-message e-mails off (only that kind), and the next burst sends nothing", async () => {
    const [ana, basil] = await Promise.all([createUser(), createUser()]);
    await withFakeMail(async () => {
      await send(basil, ana, "one");
      await sleep(1200);
      await runDue();
    });
    const [mail] = mailsTo(ana);
    const link = /<([^>]+)>/.exec(mail.headers!["List-Unsubscribe"])![1];
    const url = new URL(link);
    const res = await unsubscribePost(req(`/api/unsubscribe${url.search}`, { method: "POST", form: { "List-Unsubscribe": "One-Click" } }));
    expect(res.status).toBe(200);
    const settings = await (await getSettings(req("/api/notifications/settings", { token: ana.token }))).json();
    expect(settings.email).toEqual({ messages: false, trades: true, matches: true, friends: true });
    forgetQueuedReplyMails();
    await withFakeMail(async () => {
      await send(basil, ana, "two");
      await sleep(1200);
      await runDue();
    });
    expect(mailsTo(ana)).toHaveLength(1);
  });

  it("a trade step left unseen: one e-mail to the other gardener (reserved for you), none once the notification was read", async () => {
    const [ana, basil] = await Promise.all([createUser(), createUser()]);
    const listing = await makeListing(db(), basil.id, { title: "Zucchini" });
    await withFakeMail(async () => {
      await publishEvent("trade.changed", { listingId: listing.id, step: "reserved", byUserId: basil.id, toUserId: ana.id });
      await sleep(1200);
      await runDue();
    });
    expect(mailsTo(ana).map((m) => m.subject)).toEqual([`${basil.username} reserved Zucchini for you`]);
    expect(mailsTo(ana)[0].headers?.["List-Unsubscribe"]).toMatch(/\.trades\./);

    // Read in the app before the delay: nothing.
    await withFakeMail(async () => {
      await publishEvent("trade.changed", { listingId: listing.id, step: "thanked", byUserId: ana.id, toUserId: basil.id });
      await db().update(schema.notifications).set({ readAt: new Date() }).where(and(eq(schema.notifications.userId, basil.id), eq(schema.notifications.kind, "trade_thanks")));
      await sleep(1200);
      await runDue();
    });
    expect(mailsTo(basil)).toHaveLength(0);
  });

  it("speaks the recipient's language (issue 38): an Arabic gardener's message e-mail in Arabic, right to left; a Spanish one's trade step in Spanish", async () => {
    const [layla, lucia, basil] = await Promise.all([createUser(), createUser(), createUser()]);
    await db().update(schema.users).set({ language: "ar" }).where(eq(schema.users.id, layla.id));
    await db().update(schema.users).set({ language: "es" }).where(eq(schema.users.id, lucia.id));
    const listing = await makeListing(db(), basil.id, { title: "Calabacines" });
    await withFakeMail(async () => {
      await send(basil, layla, "first secret words");
      await send(basil, layla, "second secret words");
      await publishEvent("trade.changed", { listingId: listing.id, step: "reserved", byUserId: basil.id, toUserId: lucia.id });
      await sleep(1200);
      await runDue();
    });
    const [ar] = mailsTo(layla);
    expect(ar.subject).toBe(`2 رسائل جديدة من ${basil.username}`);
    expect(ar.html).toMatch(/<html[^>]*dir="rtl"/);
    expect(ar.html).toContain('lang="ar"');
    expect(ar.text).toContain(`مرحبًا ${layla.username}،`);
    expect(ar.text).toContain(`اقرأ وردّ على ${basil.username}`);
    expect(ar.text).toContain("ألغِ الاشتراك في رسائل البريد عن الرسائل الجديدة");
    expect(`${ar.text}${ar.subject}`).not.toMatch(/new messages|Read and reply|Unsubscribe|Hi |secret words/);
    const [es] = mailsTo(lucia);
    // The seller's own words (the title, the name) stay as written.
    expect(es.subject).toBe(`${basil.username} reservó Calabacines para ti`);
    expect(es.html).toContain('lang="es"');
    expect(es.text).toContain("Abrir Mis intercambios");
    expect(es.text).toContain("Darte de baja de los correos sobre tus intercambios");
    expect(es.text).not.toMatch(/reserved|Open My trades|Unsubscribe/);
  });

  it("the job runs once across two workers (two instances on one database)", async () => {
    const [ana, basil] = await Promise.all([createUser(), createUser()]);
    await withFakeMail(async () => {
      await send(basil, ana, "one");
      forgetQueuedReplyMails();
      await send(basil, ana, "two");
      forgetQueuedReplyMails();
      await send(basil, ana, "three");
      const a = await startWorkers({ pollingIntervalSeconds: 0.5, graceMs: 2000, install: false });
      const b = await startWorkers({ pollingIntervalSeconds: 0.5, graceMs: 2000, install: false });
      try {
        const end = Date.now() + 20_000;
        await sleep(1200);
        while (!(mailsTo(ana).length > 0 && (await unfinishedJobs(replyMailJob, deliverMailJob)) === 0)) {
          if (Date.now() > end) throw new Error("timed out");
          await sleep(200);
        }
        await sleep(1500); // a second worker's copy, if there were one, would have gone out by now
      } finally {
        await Promise.all([a(), b()]);
      }
    });
    expect(mailsTo(ana)).toHaveLength(1);
    expect(mailsTo(ana)[0].subject).toBe(`3 new messages from ${basil.username}`);
  }, 60_000);
});

describe("GET/PUT /api/notifications/settings from the wrong side", () => {
  it("anonymous: 401 on both, nothing changed", async () => {
    expect((await getSettings(req("/api/notifications/settings"))).status).toBe(401);
    expect((await putSettings(req("/api/notifications/settings", { method: "PUT", json: { email: { messages: false } } }))).status).toBe(401);
  });

  it("bad bodies: 422 with a detail, nothing changed", async () => {
    const ana = await createUser();
    for (const json of [{ email: { messages: "no" } }, { email: { spam: true } }, { sms: { messages: true } }, { email: [] }, "off"]) {
      const res = await putSettings(req("/api/notifications/settings", { method: "PUT", token: ana.token, json }));
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(await res.json()).toHaveProperty("detail");
    }
    const bad = await putSettings(req("/api/notifications/settings", { method: "PUT", token: ana.token, body: "{not json", headers: { "content-type": "application/json" } }));
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    const now = await (await getSettings(req("/api/notifications/settings", { token: ana.token }))).json();
    expect(now).toEqual({ email: { messages: true, trades: true, matches: true, friends: true }, push: { messages: false, trades: false, matches: false, friends: false } });
  });

  it("a PUT that repeats matches: true keeps the matches waiting for the hourly digest (only off → on skips the backlog)", async () => {
    const [ana, basil] = await Promise.all([createUser(), createUser()]);
    const want = await makeWant(db(), ana.id, { title: "Rhubarb" });
    const listing = await makeListing(db(), basil.id, { title: "Rhubarb" });
    const [n] = await db().insert(schema.notifications).values({ userId: ana.id, kind: "match", listingId: listing.id, wantId: want.id, actorId: basil.id }).returning({ id: schema.notifications.id });
    await putSettings(req("/api/notifications/settings", { method: "PUT", token: ana.token, json: { email: { messages: true, trades: true, matches: true, friends: true } } }));
    const [row] = await db().select({ emailedAt: schema.notifications.emailedAt }).from(schema.notifications).where(eq(schema.notifications.id, n.id));
    expect(row.emailedAt).toBeNull();
  });

  it("a gardener changes only their own switches; push stays off without a subscribed device and follows the devices with one", async () => {
    const [ana, basil] = await Promise.all([createUser(), createUser()]);
    const res = await putSettings(req("/api/notifications/settings", { method: "PUT", token: ana.token, json: { email: { trades: false, friends: false }, push: { messages: true } } }));
    expect(await res.json()).toEqual({ email: { messages: true, trades: false, matches: true, friends: false }, push: { messages: false, trades: false, matches: false, friends: false } });
    expect((await (await getSettings(req("/api/notifications/settings", { token: basil.token }))).json()).email).toEqual({ messages: true, trades: true, matches: true, friends: true });

    await db().insert(schema.pushSubscriptions).values({ userId: ana.id, endpoint: `https://push.example/${ana.id}`, p256dh: "x", auth: "y", kinds: ["matches"] });
    const on = await putSettings(req("/api/notifications/settings", { method: "PUT", token: ana.token, json: { push: { messages: true, friends: true, matches: false } } }));
    expect((await on.json()).push).toEqual({ messages: true, trades: false, matches: false, friends: true });
    const [device] = await db().select({ kinds: schema.pushSubscriptions.kinds }).from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.userId, ana.id));
    expect([...device.kinds].sort()).toEqual(["friend_requests", "messages"]);
  });
});
