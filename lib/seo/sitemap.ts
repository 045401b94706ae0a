import "@/lib/validation/zod-config";
import { and, asc, exists, gt, lte, max, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { notFound } from "@/lib/errors";
import { visibleTo } from "@/lib/visibility";
import { defineUseCase } from "@/lib/use-case";

const { listings, users } = schema;

/** URLs per sitemap file (the protocol allows 50,000): 100k listings make 10 files. */
export const SITEMAP_PAGE = 10_000;

export type SitemapEntry = { path: string; lastmod: string };

/**
 * The sitemap index: one file per range of SITEMAP_PAGE ids, for public listings and for the
 * profiles of gardeners with at least one public listing. Ranges by primary key, so each file is
 * one index range scan however large the tables grow.
 */
export const sitemapIndex = defineUseCase({
  name: "seo.sitemap-index",
  caller: "anyone",
  input: z.object({}),
  run: async () => {
    const [[l], [u]] = await Promise.all([
      db().select({ n: max(listings.id) }).from(listings),
      db().select({ n: max(users.id) }).from(users),
    ]);
    const pages = (n: number | null) => Math.max(1, Math.ceil((n ?? 0) / SITEMAP_PAGE));
    return [
      ...Array.from({ length: pages(l?.n ?? null) }, (_, i) => `listings-${i}.xml`),
      ...Array.from({ length: pages(u?.n ?? null) }, (_, i) => `profiles-${i}.xml`),
    ];
  },
});

const FILE = /^(listings|profiles)-(\d{1,6})\.xml$/;

/** One sitemap file: `listings-<n>.xml` or `profiles-<n>.xml` (404 for any other name). */
export const sitemapPage = defineUseCase({
  name: "seo.sitemap-page",
  caller: "anyone",
  input: z.object({ file: z.string().max(40) }),
  run: async (_viewer, { file }): Promise<SitemapEntry[]> => {
    const m = FILE.exec(file);
    if (!m) throw notFound("Not found");
    const [, kind, n] = m;
    const from = Number(n) * SITEMAP_PAGE;
    const to = from + SITEMAP_PAGE;
    if (kind === "listings") {
      // What an anonymous visitor may see: the one visibility rule, not a copy of it.
      const rows = await db()
        .select({ id: listings.id, at: listings.updatedAt })
        .from(listings)
        .where(and(gt(listings.id, from), lte(listings.id, to), visibleTo(null)))
        .orderBy(asc(listings.id));
      return rows.map((r) => ({ path: `/listings/${r.id}`, lastmod: new Date(r.at).toISOString() }));
    }
    const rows = await db()
      .select({ id: users.id, at: users.createdAt })
      .from(users)
      .where(
        and(
          gt(users.id, from),
          lte(users.id, to),
          exists(db().select({ one: sql`1` }).from(listings).where(and(sql`${listings.ownerId} = ${users.id}`, visibleTo(null)))),
        ),
      )
      .orderBy(asc(users.id));
    return rows.map((r) => ({ path: `/seller/${r.id}`, lastmod: new Date(r.at).toISOString() }));
  },
});

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function sitemapIndexXml(origin: string, files: string[]): string {
  const items = files.map((f) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${f}`)}</loc></sitemap>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`;
}

export function urlsetXml(origin: string, entries: SitemapEntry[], extra: string[] = []): string {
  const urls = [...extra.map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`), ...entries.map((e) => `<url><loc>${escapeXml(origin + e.path)}</loc><lastmod>${e.lastmod}</lastmod></url>`)];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>\n`;
}
