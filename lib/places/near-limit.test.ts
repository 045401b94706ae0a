/**
 * Issue 13: nobody pins a seller down by measuring from many places. `near=` on the API, the area
 * form and the visitor's area cookie on pages share one budget per IP: 10 different places a day;
 * looking again from a place already used is free. Tested from the wrong side.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/db";
import { makeListing } from "@/db/factories";
import { updateProfileInfo } from "@/lib/accounts/profile";
import { LIMITS } from "@/lib/limits";
import { resetLimits } from "@/lib/rate-limit";
import { createUser, req } from "@/test/http";
import { invoke } from "@/lib/use-case";
import { AREA_COOKIE } from "./area-cookie";
import { measureFromArea, setBrowsingArea } from "./browsing-area";
import { testViewer } from "@/test/viewer";
import { outsideNext } from "@/test/next-request";
import { GET as listGET } from "@/app/api/listings/route";
import { visitorArea } from "@/app/_doors/page";

let pageIp = "198.51.100.1";
// Pages run outside Next here: the request's IP and the visitor's cookies stand in.
const { jar } = outsideNext({ headers: () => ({ "x-gardenswap-ip": pageIp }) });
const setCookie = (area: string) => void jar.set(AREA_COOKIE, area);

const PLACES = LIMITS.nearPlaces[0].points;
// Eleven Portland ZIP codes, each its own place.
const ZIPS = ["97201", "97202", "97203", "97204", "97205", "97206", "97209", "97210", "97211", "97212", "97213"];
const look = (near: string, ip: string, token?: string) =>
  listGET(req(`/api/listings/?public=true&within_km=50&near=${encodeURIComponent(near)}`, { token, headers: { "x-gardenswap-ip": ip } }));

beforeEach(() => {
  resetLimits();
  jar.clear();
});

describe("different places a day, per IP", () => {
  it("the API answers 429 + Retry-After + detail for an 11th place, and nothing about distances", async () => {
    const seller = await createUser();
    await updateProfileInfo(testViewer({ id: seller.id, username: seller.username, sessionId: "s" }), { city: "Portland", state: "OR", postcode: "97214" }, null);
    await makeListing(db(), seller.id, { title: "Trilaterated kale", isPublic: true });
    expect(PLACES).toBe(10);
    for (const zip of ZIPS.slice(0, PLACES)) expect((await look(zip, "203.0.113.20")).status).toBe(200);
    const res = await look(ZIPS[PLACES], "203.0.113.20");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3600);
    const body = await res.json();
    expect(body).toEqual({ detail: LIMITS.nearPlaces[0].message });
    expect(JSON.stringify(body)).not.toMatch(/kale|distance/);
  });

  it("looking again from a place already used is free, however it is spelt; another IP has its own budget", async () => {
    for (const zip of ZIPS.slice(0, PLACES - 1)) await look(zip, "203.0.113.21");
    expect((await look("Portland, OR", "203.0.113.21")).status).toBe(200);
    expect((await look(" portland, or ", "203.0.113.21")).status).toBe(200);
    for (const zip of ZIPS.slice(0, PLACES - 1)) expect((await look(zip, "203.0.113.21")).status).toBe(200);
    expect((await look(ZIPS[PLACES], "203.0.113.21")).status).toBe(429);
    expect((await look(ZIPS[PLACES], "203.0.113.22")).status).toBe(200);
  });

  it("an unknown place is a 422 and not counted; a list without near= is not counted; a refused place stays refused", async () => {
    for (let i = 0; i < 20; i++) expect((await look(`Atlantis ${i}, XX`, "203.0.113.23")).status).toBe(422);
    for (let i = 0; i < 20; i++) expect((await listGET(req("/api/listings/?public=true", { headers: { "x-gardenswap-ip": "203.0.113.23" } }))).status).toBe(200);
    for (const zip of ZIPS.slice(0, PLACES)) expect((await look(zip, "203.0.113.23")).status).toBe(200);
    expect((await look(ZIPS[PLACES], "203.0.113.23")).status).toBe(429);
    expect((await look(ZIPS[PLACES], "203.0.113.23")).status).toBe(429);
  });

  it("a signed-in caller's near= counts against the same budget (their own place does not)", async () => {
    const u = await createUser();
    await updateProfileInfo(testViewer({ id: u.id, username: u.username, sessionId: "s" }), { city: "Portland", state: "OR", postcode: "97214" }, null);
    for (const zip of ZIPS.slice(0, PLACES)) expect((await look(zip, "203.0.113.24", u.token)).status).toBe(200);
    expect((await look(ZIPS[PLACES], "203.0.113.24", u.token)).status).toBe(429);
    const own = await listGET(req("/api/listings/?public=true&within_km=50&sort=distance", { token: u.token, headers: { "x-gardenswap-ip": "203.0.113.24" } }));
    expect(own.status).toBe(200);
  });

  it("the area form and the area cookie on pages share the API's budget; past it a page measures from nowhere", async () => {
    pageIp = "203.0.113.25";
    const ctx = { door: "action" as const, ip: pageIp };
    for (const zip of ZIPS.slice(0, 5)) await look(zip, pageIp);
    for (const zip of ZIPS.slice(5, 8)) await invoke(setBrowsingArea, null, { area: zip }, ctx);
    setCookie(ZIPS[8]);
    expect(await visitorArea(null)).toBe(ZIPS[8]);
    setCookie(ZIPS[9]);
    expect(await visitorArea(null)).toBe(ZIPS[9]);
    // Ten places used: an eleventh, however it arrives, is refused.
    expect((await look(ZIPS[10], pageIp)).status).toBe(429);
    await expect(invoke(setBrowsingArea, null, { area: ZIPS[10] }, ctx)).rejects.toMatchObject({ kind: "rate_limited", retryAfterS: expect.any(Number) });
    await expect(invoke(measureFromArea, null, { area: ZIPS[10] }, ctx)).rejects.toMatchObject({ kind: "rate_limited" });
    setCookie(ZIPS[10]);
    expect(await visitorArea(null)).toBeUndefined();
    // A place already used still works, on every door.
    setCookie(ZIPS[0]);
    expect(await visitorArea(null)).toBe(ZIPS[0]);
    expect((await look(ZIPS[6], pageIp)).status).toBe(200);
    // A cookie naming no known place measures from nowhere (and costs nothing).
    setCookie("Atlantis, XX");
    expect(await visitorArea(null)).toBeUndefined();
    // Signed in, the cookie is not read at all.
    setCookie(ZIPS[10]);
    expect(await visitorArea(testViewer({ id: 1, username: "x", sessionId: "s" }))).toBeUndefined();
  });
});
