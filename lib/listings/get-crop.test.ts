import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/crops/[slug]/route";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makeUser, makeWant } from "@/db/factories";
import { updateProfileInfo } from "@/lib/accounts/profile";
import type { Viewer } from "@/lib/auth/session";
import { blockPair } from "@/lib/blocks";
import { createUser, params, req } from "@/test/http";
import { listListings } from "@/lib/listings";
import { searchWants } from "@/lib/wants";
import { invoke } from "@/lib/use-case";
import { getCrop } from "./get-crop";
import { testViewer } from "@/test/viewer";

const viewerOf = (u: { id: number; username: string }) => testViewer(testViewer({ id: u.id, username: u.username, sessionId: "s" })) as unknown as Viewer;

describe("the crop page (getCrop)", () => {
  it("lists what the caller may see of the crop under any name or variety, and counts the gardeners who want it", async () => {
    const before = await invoke(getCrop, null, { slug: "kohlrabi" });
    const grower = await makeUser(db());
    const friend = await makeUser(db());
    await makeFriendship(db(), grower.id, friend.id);
    const open = await makeListing(db(), grower.id, { title: "Purple Vienna", isPublic: true });
    const friendsOnly = await makeListing(db(), grower.id, { title: "German turnips", isPublic: false });
    const reserved = await makeListing(db(), grower.id, { title: "Kohlrabi", isPublic: true, stateId: 2 });
    await makeListing(db(), grower.id, { title: "Turnips", isPublic: true });
    for (const title of ["kohlrabi", "Azur Star kohlrabi"]) await makeWant(db(), (await makeUser(db())).id, { title });
    await makeWant(db(), friend.id, { title: "German turnip" });
    await makeWant(db(), friend.id, { title: "kohlrabi", categoryId: 2 }); // the same gardener counts once

    const anyone = await invoke(getCrop, null, { slug: "kohlrabi" });
    expect(anyone.label).toBe("Kohlrabi");
    expect(anyone.scientific).toContain("Brassica oleracea");
    const ids = anyone.listings.map((l) => l.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(friendsOnly.id);
    expect(ids).not.toContain(reserved.id);
    expect(anyone.wanted_by - before.wanted_by).toBe(3);

    const asFriend = await invoke(getCrop, viewerOf(friend), { slug: "kohlrabi" });
    expect(asFriend.listings.map((l) => l.id)).toContain(friendsOnly.id);
  });

  it("counts the gardeners near the viewer who want it: within each wisher's radius, only those the viewer may see, never a place", async () => {
    const slug = "celeriac";
    const placeAt = (id: number, postcode: string, match_radius_km?: string) =>
      updateProfileInfo(testViewer({ id, username: "x", sessionId: "s" }), { city: "x", state: "x", postcode, ...(match_radius_km ? { match_radius_km } : {}) }, null);
    const wisher = async (postcode: string | null, title = "Celeriac", radius?: string) => {
      const u = await makeUser(db());
      if (postcode) await placeAt(u.id, postcode, radius);
      await makeWant(db(), u.id, { title });
      return u;
    };
    const me = await makeUser(db());
    await placeAt(me.id, "97214"); // Portland
    await makeWant(db(), me.id, { title: "Celeriac" }); // the viewer's own wish is not "near them"
    await wisher("97215"); // about 3 km, radius 25 km
    await wisher("97215", "Prinz celeriac", "anywhere"); // a variety; "anywhere" counts within 50 km
    await wisher("97215", "Celery root");
    await wisher("98103"); // Seattle, about 230 km: outside their 25 km
    await wisher("98103", "Celeriac", "anywhere"); // beyond 50 km
    await wisher("97215", "Celeriac", "2"); // about 3 km, but they only want things within 2 km
    await wisher(null); // place unknown: wants it, not known to be near
    const blockedByMe = await wisher("97215");
    const blockedMe = await wisher("97215");
    const suspended = await wisher("97215");
    await blockPair(me.id, blockedByMe.id);
    await blockPair(blockedMe.id, me.id);
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, suspended.id));

    const mine = await invoke(getCrop, viewerOf(me), { slug });
    expect(mine.wanted_nearby).toEqual({ count: 3, area: expect.stringContaining("Portland") });
    // In all: everyone the viewer may see (the blocked pair and the suspended one not), themself included.
    expect(mine.wanted_by).toBe(8);
    // Anonymous and place-less callers get no "near" count; anonymous still does not count the suspended.
    const anyone = await invoke(getCrop, null, { slug });
    expect(anyone.wanted_nearby).toBeNull();
    expect(anyone.wanted_by).toBe(10);
    expect((await invoke(getCrop, viewerOf(await makeUser(db())), { slug })).wanted_nearby).toBeNull();
    // The blocked gardener's own view does not count the one who blocked them either (both ways).
    const theirs = await invoke(getCrop, viewerOf(blockedMe), { slug });
    expect(theirs.wanted_by).toBe(9);

    // The JSON API, for another gardener in Portland: the viewer's blocks were the viewer's own, so
    // those two and the viewer now count (6: not the suspended one, nor those far or out of radius).
    const api = await createUser();
    await placeAt(api.id, "97214");
    const res = await GET(req(`/api/crops/${slug}`, { token: api.token }), params({ slug }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.wanted_nearby).toEqual({ count: 6, area: expect.stringContaining("Portland") });
    expect(JSON.stringify(body)).not.toMatch(/97215|98103|Seattle|"loc"|distance/);
    const anon = await (await GET(req(`/api/crops/${slug}`), params({ slug }))).json();
    expect(anon.wanted_nearby).toBeNull();
  });

  it("is 404 for an unknown or malformed slug, and changes nothing", async () => {
    await expect(invoke(getCrop, null, { slug: "triffid" })).rejects.toMatchObject({ kind: "not_found" });
    await expect(invoke(getCrop, null, { slug: "../etc" })).rejects.toMatchObject({ kind: "invalid" });
  });
});

describe("search (?q=) by crop", () => {
  it("finds a crop under its other names and varieties, and forgives typos", async () => {
    const grower = await makeUser(db());
    const courgettes = await makeListing(db(), grower.id, { title: "Courgettes galore", isPublic: true });
    const variety = await makeListing(db(), grower.id, { title: "Defender, too many", isPublic: true });
    const sweet = await makeListing(db(), grower.id, { title: "Sweet potato slips", isPublic: true });
    const find = async (q: string) => (await listListings(null, { public: true, q, limit: 200 })).items.map((l) => l.id);
    for (const q of ["zucchini", "zuchini", "courgette"]) {
      const found = await find(q);
      expect(found, q).toContain(courgettes.id);
      expect(found, q).toContain(variety.id);
    }
    expect(await find("swet potato")).toContain(sweet.id);
  });

  it("finds a crop by its Spanish or Arabic name, and a Spanish title by the English one (issue 38)", async () => {
    const grower = await makeUser(db());
    const english = await makeListing(db(), grower.id, { title: "Cherry tomatoes", isPublic: true });
    const spanish = await makeListing(db(), grower.id, { title: "Jitomates de mi huerto", isPublic: true });
    const arabic = await makeListing(db(), grower.id, { title: "طماطم بلدية", isPublic: true });
    const find = async (q: string) => (await listListings(null, { public: true, q, limit: 200 })).items.map((l) => l.id);
    for (const q of ["tomate", "tomates", "jitomate", "طماطم", "بندورة", "tomato"]) expect(await find(q), q).toEqual(expect.arrayContaining([english.id, spanish.id, arabic.id]));
    expect(await find("berenjenas")).not.toContain(english.id);
    const page = await (await GET(req("/api/crops/tomato"), params({ slug: "tomato" }))).json();
    expect(page.languages).toEqual({ es: ["tomate", "jitomate"], ar: ["طماطم", "بندورة"] });
  });

  it("finds wishes for a crop under another name", async () => {
    const wisher = await makeUser(db());
    const wish = await makeWant(db(), wisher.id, { title: "Eggplant please" });
    expect((await searchWants(null, "aubergines", undefined, 100)).map((w) => w.id)).toContain(wish.id);
  });
});

describe("crop groups (issue 35)", () => {
  it("GET /api/crops/squash lists the group's crops and every member's listings; a crop links its groups", async () => {
    const grower = await makeUser(db());
    const courgettes = await makeListing(db(), grower.id, { title: "Courgettes", isPublic: true });
    const butternut = await makeListing(db(), grower.id, { title: "Butternut, three of them", isPublic: true });
    const cucumbers = await makeListing(db(), grower.id, { title: "Cucumbers", isPublic: true });
    const pests = await makeListing(db(), grower.id, { title: "Squash bug traps", isPublic: true });
    const before = await invoke(getCrop, null, { slug: "squash" });
    await makeWant(db(), (await makeUser(db())).id, { title: "squash" });
    await makeWant(db(), (await makeUser(db())).id, { title: "Pattypan" });

    const res = await GET(req("/api/crops/squash"), params({ slug: "squash" }));
    expect(res.status).toBe(200);
    const group = await res.json();
    expect(group).toMatchObject({ type: "group", slug: "squash", name: "Squash", groups: [] });
    expect(group.members.map((m: { slug: string }) => m.slug)).toEqual(["courgette", "summer-squash", "marrow", "winter-squash", "pumpkin"]);
    const ids = group.listings.map((l: { id: number }) => l.id);
    expect(ids).toEqual(expect.arrayContaining([courgettes.id, butternut.id]));
    expect(ids).not.toContain(cucumbers.id);
    expect(ids).not.toContain(pests.id);
    expect(group.wanted_by - before.wanted_by).toBe(2);

    const crop = await invoke(getCrop, null, { slug: "winter-squash" });
    expect(crop).toMatchObject({ type: "crop", groups: [{ slug: "squash", name: "Squash" }], members: [] });
  });

  it("takes a group slug in the listings API's crop filter, and refuses an unknown one with 422", async () => {
    const grower = await makeUser(db());
    const broad = await makeListing(db(), grower.id, { title: "Broad beans", isPublic: true });
    const peas = await makeListing(db(), grower.id, { title: "Garden peas", isPublic: true });
    const { GET: list } = await import("@/app/api/listings/route");
    const found = await (await list(req("/api/listings/?public=true&crop=beans&limit=100"))).json();
    const ids = found.map((l: { id: number }) => l.id);
    expect(ids).toContain(broad.id);
    expect(ids).not.toContain(peas.id);
    const crop = await (await list(req("/api/listings/?public=true&crop=broad-bean&limit=100"))).json();
    expect(crop.map((l: { id: number }) => l.id)).toContain(broad.id);
    const bad = await list(req("/api/listings/?crop=triffid"));
    expect(bad.status).toBe(422);
    expect((await bad.json()).detail).toBeTruthy();
  });
});
