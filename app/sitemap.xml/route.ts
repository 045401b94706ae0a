import { route } from "@/app/_doors/route";
import { env } from "@/lib/env";
import { sitemapIndex, sitemapIndexXml } from "@/lib/seo/sitemap";

/** GET /sitemap.xml: the index of the paginated sitemap files (public listings and profiles). */
export const GET = route(sitemapIndex, {
  respond: (files) => new Response(sitemapIndexXml(env().PUBLIC_URL, files), { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } }),
});

/** Read at request time: the database and PUBLIC_URL of the running server, not of the build. */
export const dynamic = "force-dynamic";
