import { describe, expect, it } from "vitest";
import { POST as listingsPOST } from "@/app/api/listings/route";
import { createUser, req } from "@/test/http";
import { CROSS_SITE, fromOwnOrigin } from "./session";

/**
 * Same-site CSRF: with the session cookie, an unsafe request must come from the app's own origin
 * (PUBLIC_URL is http://localhost:3000 in tests), and JSON must be declared as JSON. Bearer callers
 * (SPEC §7's client) carry no ambient credential and are unaffected.
 */
describe("fromOwnOrigin", () => {
  it.each([
    [{ origin: "http://localhost:3000" }, true],
    [{ origin: "http://app.test:8080", host: "app.test:8080" }, true],
    [{ origin: "http://localhost:3001", host: "localhost:3000" }, false],
    [{ origin: "https://evil.example", host: "localhost:3000" }, false],
    [{ origin: "null", host: "localhost:3000" }, false],
    [{ origin: "garbage", host: "localhost:3000" }, false],
    [{ origin: "http://localhost:3000.evil.example", host: "localhost:3000" }, false],
    [{ "sec-fetch-site": "same-site" }, false],
    [{ "sec-fetch-site": "cross-site" }, false],
    [{ "sec-fetch-site": "same-origin" }, true],
    [{}, true],
  ])("%j → %s", (headers, ok) => {
    expect(fromOwnOrigin(new Headers(headers as Record<string, string>))).toBe(ok);
  });
});

describe("cookie-authenticated API calls", () => {
  const listing = { title: "csrf", type_id: 2, description: "x" };

  it("refuses a cross-origin cookie POST (any content type) and creates nothing, while a Bearer POST from the same page works", async () => {
    const u = await createUser();
    const cookie = `next-auth.session-token=${encodeURIComponent(u.token)}`;
    const evil = { cookie, origin: "https://evil.example" };
    const plain = await listingsPOST(req("/api/listings/", { body: JSON.stringify(listing), headers: { ...evil, "content-type": "text/plain" } }));
    expect(plain.status).toBe(403);
    expect(await plain.json()).toEqual({ detail: CROSS_SITE });
    const sibling = await listingsPOST(req("/api/listings/", { form: { title: "csrf", type_id: "2" }, headers: { cookie, origin: "http://localhost:3001" } }));
    expect(sibling.status).toBe(403);
    const bearer = await listingsPOST(req("/api/listings/", { token: u.token, json: { ...listing, price: 1 }, headers: { origin: "https://evil.example" } }));
    expect(bearer.status).toBe(201);
    const mine = await (await import("@/app/api/listings/route")).GET(req(`/api/listings/?owner_id=${u.id}`, { token: u.token }));
    expect(((await mine.json()) as { title: string }[]).filter((l) => l.title === "csrf")).toHaveLength(1);
  });

  it("accepts a same-origin cookie POST with JSON, and refuses text/plain even from the same origin", async () => {
    const u = await createUser();
    const own = { cookie: `next-auth.session-token=${encodeURIComponent(u.token)}`, origin: "http://localhost:3000" };
    expect((await listingsPOST(req("/api/listings/", { json: { ...listing, price: 1 }, headers: own }))).status).toBe(201);
    expect((await listingsPOST(req("/api/listings/", { body: JSON.stringify(listing), headers: { ...own, "content-type": "text/plain" } }))).status).toBe(415);
  });

  it("answers 4xx, not 500, to a malformed cookie", async () => {
    const res = await listingsPOST(req("/api/listings/", { json: listing, headers: { cookie: "foo=%; next-auth.session-token=%E0%A4%A" } }));
    expect(res.status).toBe(401);
  });
});
