import { render } from "@react-email/render";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { ReactElement } from "react";
import { Resend } from "resend";
import { db, schema, type Tx } from "@/db";
import { env } from "@/lib/env";
import { defineJob, enqueue } from "@/lib/jobs";
import { log } from "@/lib/log";
import { metrics } from "@/lib/metrics";

export type MailInput = { to: string; subject: string; react: ReactElement; kind?: string; headers?: Record<string, string> };

/**
 * Delivers one outbox row through Resend (RESEND_BASE_URL points the client elsewhere, e.g. a
 * local fake in tests), at most once (review F9, decision 0150 "At most once per e-mail"): the job
 * first claims the row (queued/failed → sending, one statement, so two workers cannot both claim
 * it), then calls the provider, then marks it sent. A provider refusal puts it back to `failed` and
 * throws, so the queue retries with backoff. A job that finds the row `sending` does not send: the
 * attempt that claimed it died or timed out after the claim, and the provider may have accepted it.
 * The window: a death between the claim and the provider's acceptance loses that e-mail (it stays
 * `sending`, for an operator to see); the outbox id is still the provider's idempotency key, for a
 * retry after an ambiguous network failure.
 */
export const deliverMailJob = defineJob<{ outboxId: number; headers?: Record<string, string> }>(
  "mail.send",
  // A send takes seconds: a stuck one is given up after 60 s; a killed instance's lease lapses in 10 s, and
  // the first retry waits 6–12 s (then doubling; 7 retries span about 20 minutes of provider trouble).
  { retryLimit: 7, retryDelaySeconds: 6, backoff: true, expireInSeconds: 60 },
  async ({ outboxId, headers }, { retryCount }) => {
    const e = env();
    if (!e.RESEND_API_KEY) {
      await db().update(schema.outbox).set({ status: "stored" }).where(and(eq(schema.outbox.id, outboxId), inArray(schema.outbox.status, ["queued", "failed"])));
      metrics().mail.inc({ outcome: "stored" });
      return;
    }
    const [row] = await db()
      .update(schema.outbox)
      .set({ status: "sending" })
      .where(and(eq(schema.outbox.id, outboxId), inArray(schema.outbox.status, ["queued", "failed"])))
      .returning();
    if (!row) {
      const [found] = await db().select({ status: schema.outbox.status }).from(schema.outbox).where(eq(schema.outbox.id, outboxId)).limit(1);
      if (found?.status === "sending") log.warn(`mail (outbox #${outboxId}) was claimed by an attempt that did not finish: not sent again`);
      return;
    }
    const failed = async (message: string) => {
      await db().update(schema.outbox).set({ status: "failed", error: message }).where(and(eq(schema.outbox.id, outboxId), eq(schema.outbox.status, "sending")));
      log.warn(`mail (outbox #${row.id}) attempt ${retryCount + 1} failed`);
      metrics().mail.inc({ outcome: "failed" });
      throw new Error(message);
    };
    const resend = new Resend(e.RESEND_API_KEY, e.RESEND_BASE_URL ? { baseUrl: e.RESEND_BASE_URL } : undefined);
    let answer: Awaited<ReturnType<typeof resend.emails.send>>;
    try {
      answer = await resend.emails.send(
        { from: e.MAIL_FROM, to: row.to, subject: row.subject, html: row.html, text: row.text, ...(headers ? { headers } : {}) },
        { idempotencyKey: `outbox-${row.id}` },
      );
    } catch (err) {
      return failed(err instanceof Error ? err.message : String(err));
    }
    if (answer.error) return failed(`${answer.error.name}: ${answer.error.message}`);
    await db().update(schema.outbox).set({ status: "sent", providerId: answer.data?.id ?? null, error: null }).where(eq(schema.outbox.id, outboxId));
    metrics().mail.inc({ outcome: "sent" });
  },
);

/**
 * Every e-mail is first written to the outbox (rendered), then, when RESEND_API_KEY is set,
 * delivered by the `mail.send` job (lib/jobs): the caller never waits for the provider, and a
 * failing provider is retried with backoff. Without a key it stays in the outbox and is logged:
 * /dev/outbox lists it in development. With `tx`, the e-mail exists only if the transaction commits.
 */
/** A header value on one line: CR/LF (from a listing title, say) must never start a new header. */
export const oneLine = (value: string) => value.replace(/[\r\n\u0085\u2028\u2029]+/g, " ").trim();

export async function sendMail({ to: rawTo, subject: rawSubject, react, kind = "generic", headers: rawHeaders }: MailInput, opts: { tx?: Tx } = {}) {
  const to = oneLine(rawTo);
  const subject = oneLine(rawSubject);
  const headers = rawHeaders && Object.fromEntries(Object.entries(rawHeaders).map(([k, v]) => [oneLine(k), oneLine(v)]));
  // A suspended or banned gardener gets no e-mail but the moderators' own (issue 14).
  if (kind !== "moderation" && (await recipientRestricted(to, opts.tx ?? db()))) {
    log.info(`mail (${kind}) not sent: the recipient's account is suspended`);
    metrics().mail.inc({ outcome: "skipped" });
    return { id: 0, status: "skipped" as const };
  }
  const [html, text] = await Promise.all([render(react), render(react, { plainText: true })]);
  const queued = Boolean(env().RESEND_API_KEY);
  const write = async (tx: Tx) => {
    const [row] = await tx
      .insert(schema.outbox)
      .values({ to, subject, html, text, kind, status: queued ? "queued" : "stored" })
      .returning({ id: schema.outbox.id });
    if (queued) await enqueue(deliverMailJob, { outboxId: row.id, ...(headers ? { headers } : {}) }, { tx });
    return row;
  };
  const row = opts.tx ? await write(opts.tx) : await db().transaction(write);
  if (!queued) log.info(`mail (outbox #${row.id}) stored: ${kind}`);
  if (!queued) metrics().mail.inc({ outcome: "stored" });
  return { id: row.id, status: queued ? ("queued" as const) : ("stored" as const) };
}

async function recipientRestricted(to: string, tx: Tx): Promise<boolean> {
  const u = schema.users;
  const [row] = await tx
    .select({ id: u.id })
    .from(u)
    .where(and(eq(sql`lower(${u.email})`, to.toLowerCase()), sql`(${u.bannedAt} is not null or ${u.suspendedUntil} > now())`))
    .limit(1);
  return !!row;
}

/** The newest e-mails to one address (tests, /dev/outbox). */
export async function outboxFor(to: string, limit = 20) {
  return db().select().from(schema.outbox).where(eq(schema.outbox.to, to)).orderBy(desc(schema.outbox.id)).limit(limit);
}
