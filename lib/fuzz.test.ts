/**
 * Hostile inputs found by hand (issue 12): each must be a 4xx with a detail, never a 500, on every
 * door that reads it. Add new findings here so they stay fixed.
 */
import { describe, expect, it } from "vitest";
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
