/**
 * Hostile inputs found by hand (issue 12): each must be a 4xx with a detail, never a 500, on every
 * door that reads it. Add new findings here so they stay fixed.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { db } from "@/db";
import { makeListing, makeWant } from "@/db/factories";
import { verifyToken, type Viewer } from "@/lib/auth/session";
import { listListings } from "@/lib/listings/list-listings";
import { invoke } from "@/lib/use-case";
import { websearchText } from "@/lib/validation/websearch";
import { searchWants } from "@/lib/wants/search-wants";
import { POST as registerPOST } from "@/app/api/auth/register/route";
import { GET as listingsGET, POST as listingsPOST } from "@/app/api/listings/route";
import { POST as wantsPOST } from "@/app/api/listings/want-listings/route";
import { POST as messagesPOST } from "@/app/api/messages/route";
import { encodeCursor } from "@/lib/listings";
import { createUser, req } from "@/test/http";

const NUL = "a\u0000b";
const expect4xx = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(await res.json()).toHaveProperty("detail");
};

describe("NUL bytes in text fields", () => {
  it("refuses them with 422 in listings, messages, wishes, names and the anonymous search", async () => {
    const u = await createUser();
    const other = await createUser();
    await expect4xx(await listingsPOST(req("/api/listings/", { token: u.token, json: { title: NUL, type_id: 2 } })));
    await expect4xx(await listingsPOST(req("/api/listings/", { token: u.token, json: { title: "Tomatoes", description: NUL, type_id: 2 } })));
    await expect4xx(await listingsPOST(req("/api/listings/", { token: u.token, form: { title: NUL, type_id: "2" } })));
    await expect4xx(await messagesPOST(req("/api/messages", { token: u.token, json: { receiver_id: other.id, content: NUL } })));
    await expect4xx(await wantsPOST(req("/api/listings/want-listings/", { token: u.token, json: { title: NUL } })));
    await expect4xx(await registerPOST(req("/api/auth/register", { json: { email: "n@example.com", username: "nul_user", first_name: NUL, last_name: "x", password: "long-enough-1" } })));
    await expect4xx(await listingsGET(req("/api/listings/?q=%00")));
    await expect4xx(await listingsGET(req("/api/listings/?search=%00")));
  });
});

describe("forged cursors", () => {
  it.each([
    ["an impossible date", encodeCursor({ s: "newest", k: "2024-13-45T99:99:99.000000Z", i: 1 })],
    ["a huge id", encodeCursor({ s: "newest", k: "2024-01-01T00:00:00.000000Z", i: 2 ** 53 - 1 })],
    ["a negative id", encodeCursor({ s: "newest", k: "2024-01-01T00:00:00.000000Z", i: -(2 ** 53) + 1 })],
    ["garbage", "%%%"],
    ["a price cursor on the date sort", encodeCursor({ s: "price_asc" as never, k: "12", i: 1 })],
  ])("answers 4xx to %s", async (_label, cursor) => {
    await expect4xx(await listingsGET(req(`/api/listings/?cursor=${encodeURIComponent(cursor)}`)));
  });
});

describe("bad cookies", () => {
  it.each(["foo=%", "next-auth.session-token=%", "a=%E0%A4%A; next-auth.session-token=x", "=;=;;"])("answers %j without a 500", async (cookie) => {
    const res = await listingsGET(req("/api/listings/", { headers: { cookie } }));
    expect(res.status).toBe(200);
  });
});

describe("operator floods in search text (L8: websearch_to_tsquery's stack)", () => {
  const floods = ["-".repeat(40), "-".repeat(1000), "- ".repeat(100).trim(), `${"-".repeat(60)}tomato`, "-!-!".repeat(50), '-"'.repeat(40), "or -".repeat(50), `tomato ${"-- ".repeat(40)}basil`, "((-|-&-))".repeat(20)];

  it("never answer 500: the anonymous API, the marketplace page's and the have-want search's use cases", async () => {
    const u = await createUser();
    const viewer = (await verifyToken(u.token)) as Viewer;
    for (const q of floods) {
      const api = await listingsGET(req(`/api/listings/?public=true&q=${encodeURIComponent(q)}`));
      expect(api.status, q.slice(0, 20)).toBe(200);
      await invoke(listListings, null, { public: "true", q });
      await invoke(listListings, viewer, { category_id: 2, q, limit: 24 });
      await invoke(searchWants, viewer, { q: q.slice(0, 100), limit: 50 });
    }
  });

  it("still searches as before: one minus stays a negation or a hyphen; only runs of them collapse", async () => {
    expect(websearchText("tomato-basil -aphids \"green beans\"")).toBe("tomato-basil -aphids \"green beans\"");
    expect(websearchText(`tomato ${"- ".repeat(30)}aphids`)).toBe("tomato -aphids");
    expect(websearchText("-".repeat(1000))).toBe("-");
    expect(websearchText("tomato--basil")).toBe("tomato-basil");
    const owner = await createUser();
    const seeker = await createUser();
    const title = `Zorblax${Date.now().toString(36)}`;
    const listing = await makeListing(db(), owner.id, { title: `${title} tomatoes` });
    expect((await invoke(listListings, null, { public: "true", q: `${title} tomatoes` })).items.map((l: { id: number }) => l.id)).toEqual([listing.id]);
    await makeWant(db(), owner.id, { title: `${title}-basil` });
    const wishes = await invoke(searchWants, (await verifyToken(seeker.token)) as Viewer, { q: `${title}-basil`, limit: 50 });
    expect(wishes.map((w: { title: string }) => w.title)).toEqual([`${title}-basil`]);
  });

  it("whatever the text, what reaches websearch_to_tsquery parses (property)", async () => {
    const piece = fc.oneof(
      fc.constantFrom("-", " ", '"', "or", "OR", "!", "&", "|", "(", ")", ":", "*", "'", "\\", "a", "tomato", "é", "\t"),
      fc.integer({ min: 1, max: 80 }).map((n) => "-".repeat(n)),
      fc.integer({ min: 1, max: 60 }).map((n) => "- ".repeat(n)),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 400 }), async (pieces) => {
        await db().execute(sql`select websearch_to_tsquery('english', ${websearchText(pieces.join(""))})`);
      }),
      { numRuns: 150 },
    );
  });
});
