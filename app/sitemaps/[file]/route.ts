import { route } from "@/app/_doors/route";
import { env } from "@/lib/env";
import { sitemapPage, urlsetXml } from "@/lib/seo/sitemap";

/** GET /sitemaps/listings-<n>.xml and /sitemaps/profiles-<n>.xml: one page of the sitemap. */
export const GET = route(sitemapPage, {
  respond: (entries, request) => {
    const first = new URL(request.url).pathname.endsWith("/listings-0.xml");
    const body = urlsetXml(env().PUBLIC_URL, entries, first ? ["/", "/listings?tab=public"] : []);
    return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
  },
});

/** Read at request time: the database and PUBLIC_URL of the running server, not of the build. */
export const dynamic = "force-dynamic";
