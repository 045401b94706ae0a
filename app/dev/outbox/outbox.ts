import { desc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";

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

/** The http(s) links of an e-mail's HTML, in order, without duplicates (reset links, invitations). */
export function linksIn(html: string): { href: string; label: string }[] {
  const out: { href: string; label: string }[] = [];
  const seen = new Set<string>();
  for (const m of html.matchAll(/<a\b[^>]*\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a>/gi)) {
    const href = decodeEntities(m[2]);
    if (!/^https?:\/\//i.test(href) || seen.has(href)) continue;
    seen.add(href);
    const label = decodeEntities(m[3].replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();
    out.push({ href, label: label || href });
  }
  return out;
}

function decodeEntities(s: string) {
  return s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/[\u200B-\u200D\uFEFF]/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
        .replace(/&nbsp;/g, " ");
}
