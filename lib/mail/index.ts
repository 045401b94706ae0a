import { render } from "@react-email/render";
import { eq } from "drizzle-orm";
import type { ReactElement } from "react";
import { Resend } from "resend";
import { db, schema } from "@/db";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

export type MailInput = { to: string; subject: string; react: ReactElement; kind?: string; headers?: Record<string, string> };

/**
 * Every e-mail is first written to the outbox, then sent through Resend when RESEND_API_KEY is
 * set (RESEND_BASE_URL points the client elsewhere, e.g. a local fake in tests). Without a key it
 * stays in the outbox and is logged: /dev/outbox lists it in development.
 */
export async function sendMail({ to, subject, react, kind = "generic", headers }: MailInput) {
  const [html, text] = await Promise.all([render(react), render(react, { plainText: true })]);
  const [row] = await db().insert(schema.outbox).values({ to, subject, html, text, kind }).returning({ id: schema.outbox.id });
  const e = env();
  if (!e.RESEND_API_KEY) {
    log.info(`mail (outbox #${row.id}) to ${to}: ${subject}`);
    return { id: row.id, status: "stored" as const };
  }
  const resend = new Resend(e.RESEND_API_KEY, e.RESEND_BASE_URL ? { baseUrl: e.RESEND_BASE_URL } : undefined);
  try {
    const { data, error } = await resend.emails.send({ from: e.MAIL_FROM, to, subject, html, text, ...(headers ? { headers } : {}) });
    if (error) throw new Error(`${error.name}: ${error.message}`);
    await db().update(schema.outbox).set({ status: "sent", providerId: data?.id ?? null }).where(eq(schema.outbox.id, row.id));
    return { id: row.id, status: "sent" as const };
  } catch (err) {
    // A mail failure never breaks the action that caused it: it is recorded and logged.
    log.error(`mail to ${to} failed`, err);
    await db().update(schema.outbox).set({ status: "failed", error: String(err) }).where(eq(schema.outbox.id, row.id));
    return { id: row.id, status: "failed" as const };
  }
}

/** The newest e-mails to one address (tests, /dev/outbox). */
export async function outboxFor(to: string, limit = 20) {
  const { desc } = await import("drizzle-orm");
  return db().select().from(schema.outbox).where(eq(schema.outbox.to, to)).orderBy(desc(schema.outbox.id)).limit(limit);
}
