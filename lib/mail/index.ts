import { render } from "@react-email/render";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { ReactElement } from "react";
import { Resend } from "resend";
import { db, schema, type Tx } from "@/db";
import { env } from "@/lib/env";
import { defineJob, enqueue } from "@/lib/jobs";
import { log } from "@/lib/log";

export type MailInput = { to: string; subject: string; react: ReactElement; kind?: string; headers?: Record<string, string> };

/**
 * Delivers one outbox row through Resend (RESEND_BASE_URL points the client elsewhere, e.g. a
 * local fake in tests). A provider failure throws, so the queue retries with backoff; the
 * outbox id is Resend's idempotency key, so a retry after a lost answer sends nothing twice.
 */
export const deliverMailJob = defineJob<{ outboxId: number; headers?: Record<string, string> }>(
  "mail.send",
  { retryLimit: 6, retryDelaySeconds: 20, backoff: true, expireInSeconds: 60 },
  async ({ outboxId, headers }, { retryCount }) => {
    const [row] = await db().select().from(schema.outbox).where(eq(schema.outbox.id, outboxId)).limit(1);
    if (!row || row.status === "sent") return;
    const e = env();
    if (!e.RESEND_API_KEY) {
      await db().update(schema.outbox).set({ status: "stored" }).where(eq(schema.outbox.id, outboxId));
      return;
    }
    const resend = new Resend(e.RESEND_API_KEY, e.RESEND_BASE_URL ? { baseUrl: e.RESEND_BASE_URL } : undefined);
    const { data, error } = await resend.emails.send(
      { from: e.MAIL_FROM, to: row.to, subject: row.subject, html: row.html, text: row.text, ...(headers ? { headers } : {}) },
      { idempotencyKey: `outbox-${row.id}` },
    );
    if (error) {
      const message = `${error.name}: ${error.message}`;
      await db().update(schema.outbox).set({ status: "failed", error: message }).where(and(eq(schema.outbox.id, outboxId), ne(schema.outbox.status, "sent")));
      log.warn(`mail (outbox #${row.id}) attempt ${retryCount + 1} failed`);
      throw new Error(message);
    }
    await db().update(schema.outbox).set({ status: "sent", providerId: data?.id ?? null, error: null }).where(eq(schema.outbox.id, outboxId));
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
