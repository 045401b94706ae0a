import "@/lib/validation/zod-config";
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { notFound } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";

/** /dev/* exists in development and tests only; production answers 404. */
export function devToolsEnabled(nodeEnv = process.env.NODE_ENV) {
  return nodeEnv !== "production";
}

const columns = {
  id: schema.outbox.id,
  to: schema.outbox.to,
  subject: schema.outbox.subject,
  kind: schema.outbox.kind,
  status: schema.outbox.status,
  createdAt: schema.outbox.createdAt,
};

/** The outbox, newest first, optionally for one recipient (case-insensitive). */
export async function listOutbox({ to, limit = 100 }: { to?: string; limit?: number } = {}) {
  const q = db().select(columns).from(schema.outbox);
  const filtered = to?.trim() ? q.where(sql`lower(${schema.outbox.to}) = ${to.trim().toLowerCase()}`) : q;
  return filtered.orderBy(desc(schema.outbox.createdAt), desc(schema.outbox.id)).limit(limit);
}

export async function getOutboxMessage(id: number) {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db()
    .select({ ...columns, html: schema.outbox.html, text: schema.outbox.text, error: schema.outbox.error, providerId: schema.outbox.providerId })
    .from(schema.outbox)
    .where(eq(schema.outbox.id, id))
    .limit(1);
  return row ?? null;
}

/** The /dev/outbox page: the list (optionally for one recipient) and one opened message. Not in production. */
export const readDevOutbox = defineUseCase({
  name: "mail.dev-outbox",
  caller: "anyone",
  input: z.object({ to: z.string().default(""), id: z.string().default("") }),
  run: async (_viewer, { to, id }) => {
    if (!devToolsEnabled()) throw notFound("Not Found");
    const [messages, selected] = await Promise.all([listOutbox({ to }), id ? getOutboxMessage(Number(id)) : null]);
    return { messages, selected };
  },
});
