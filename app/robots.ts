import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/env";

/** /robots.txt: public pages are crawlable; signed-in screens and the API (but its images) are not. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection(); // PUBLIC_URL is read at run time, not baked in at build time
  return {
    rules: [
      {
        userAgent: "*",
        allow: ["/", "/api/images/"],
        disallow: ["/api/", "/my-listings", "/messages", "/profile", "/myfriends", "/gardeners", "/personal-info", "/post-want", "/listings/new", "/dev/", "/unsubscribe"],
      },
    ],
    sitemap: `${env().PUBLIC_URL}/sitemap.xml`,
  };
}
