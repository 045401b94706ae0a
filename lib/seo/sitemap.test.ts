import { describe, expect, it } from "vitest";
import { db } from "@/db";
import { makeListing, makeUser } from "@/db/factories";
import { invoke } from "@/lib/use-case";
import { SITEMAP_PAGE, sitemapIndex, sitemapIndexXml, sitemapPage, urlsetXml } from "./sitemap";

describe("sitemap", () => {
  it("lists public active listings and the profiles showing them, never private or taken-down ones", async () => {
    const owner = await makeUser(db());
    const lurker = await makeUser(db());
    const pub = await makeListing(db(), owner.id, { isPublic: true });
    const priv = await makeListing(db(), owner.id, { isPublic: false });
    const down = await makeListing(db(), lurker.id, { isPublic: true, isActive: false });

    const page = (id: number, kind: string) => `${kind}-${Math.floor((id - 1) / SITEMAP_PAGE)}.xml`;
    const files = await invoke(sitemapIndex, null, {});
    expect(files).toContain(page(pub.id, "listings"));
    expect(files).toContain(page(owner.id, "profiles"));

    const listingPaths = (await invoke(sitemapPage, null, { file: page(pub.id, "listings") })).map((e) => e.path);
    expect(listingPaths).toContain(`/listings/${pub.id}`);
    expect(listingPaths).not.toContain(`/listings/${priv.id}`);
    expect(listingPaths).not.toContain(`/listings/${down.id}`);
    const profilePaths = (await invoke(sitemapPage, null, { file: page(owner.id, "profiles") })).map((e) => e.path);
    expect(profilePaths).toContain(`/seller/${owner.id}`);
    expect(profilePaths).not.toContain(`/seller/${lurker.id}`);
  });

  it("refuses any other file name", async () => {
    for (const file of ["users-0.xml", "listings-x.xml", "../etc/passwd", "listings-0.xml.gz"]) {
      await expect(invoke(sitemapPage, null, { file })).rejects.toMatchObject({ kind: "not_found" });
    }
  });

  it("writes valid, escaped XML", () => {
    expect(sitemapIndexXml("https://g.test", ["listings-0.xml"])).toContain("<sitemap><loc>https://g.test/sitemaps/listings-0.xml</loc></sitemap>");
    expect(urlsetXml("https://g.test", [{ path: "/seller/1?a=1&b=2", lastmod: "2026-01-01T00:00:00.000Z" }])).toContain("<loc>https://g.test/seller/1?a=1&amp;b=2</loc>");
  });
});
