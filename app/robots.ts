import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/env";

/**
 * /robots.txt: pages are crawlable; the API (but its images), developer tools and one-tap e-mail links
 * are not. Signed-in screens (My lists, Messages, ...) are not listed: a crawler is redirected from them
 * to /login (canonical /login), so they show nothing, and a disallow only made Lighthouse mark those
 * pages "blocked from indexing" (SEO 66).
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection(); // PUBLIC_URL is read at run time, not baked in at build time
  return {
    rules: [
      {
        userAgent: "*",
        allow: ["/", "/api/images/"],
        disallow: ["/api/", "/dev/", "/unsubscribe", "/listing-reminder", "/pickup-reminder"],
      },
    ],
    sitemap: `${env().PUBLIC_URL}/sitemap.xml`,
  };
}
