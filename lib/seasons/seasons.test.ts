import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makeUser, makeWant } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { updateProfileInfo } from "@/lib/accounts/profile";
import { blockPair } from "@/lib/blocks";
import { setClock } from "@/lib/clock";
import { outboxFor } from "@/lib/mail";
import { wishesMatchingListing } from "@/lib/notifications/matching";
import { resetLimits } from "@/lib/rate-limit";
import { invoke } from "@/lib/use-case";
import { createWant } from "@/lib/wants/create-want";
import { listWants } from "@/lib/wants/list-wants";
import { saveWants } from "@/lib/wants/save-wants";
import { updateWant } from "@/lib/wants/update-want";
import { outcomeKind as answer } from "@/test/outcome";
import { testViewer } from "@/test/viewer";
import { CROPS_BY_SLUG } from "@/lib/crops/catalogue";
import { ANNUALS, PERENNIALS, SEASON_SOURCES } from "@/lib/crops/seasons-data";
import { sleepUntil } from "./dormancy";
import { getCropSeason } from "./get-crop-season";
import { getSeasonNow } from "./get-season-now";
import { IN_SEASON_LISTINGS } from "./in-season";
import { wakeWishes } from "./wake";
import { climateAt, monthRange, windowsFor, type Climate } from "./windows";

const as = (u: { id: number }): Viewer => testViewer({ id: u.id });
const place = (id: number, postcode: string) => updateProfileInfo(testViewer({ id, username: "x", sessionId: "s" }), { city: "x", state: "x", postcode }, null);
const at = (iso: string) => setClock(() => new Date(iso));

beforeEach(() => resetLimits());
afterEach(() => setClock(undefined));

const N = (band: Climate["band"]): Climate => ({ hemisphere: "north", band });
const S = (band: Climate["band"]): Climate => ({ hemisphere: "south", band });

describe("windows: two hemispheres, three climate bands (decision 0221)", () => {
  it.each([
    // place, lat, lon → band
    ["Portland, OR", 45.52, -122.68, N("temperate")],
    ["London", 51.51, -0.13, N("temperate")],
    ["Edinburgh", 55.95, -3.19, N("temperate")],
    ["Minneapolis", 44.98, -93.27, N("cool")],
    ["Winnipeg", 49.9, -97.14, N("cool")],
    ["Anchorage", 61.22, -149.9, N("cool")],
    ["Houston", 29.76, -95.37, N("warm")],
    ["Los Angeles", 34.05, -118.24, N("warm")],
    ["Melbourne", -37.81, 144.96, S("temperate")],
    ["Christchurch", -43.53, 172.64, S("temperate")],
    ["Sydney", -33.87, 151.21, S("warm")],
    ["Brisbane", -27.47, 153.03, S("warm")],
  ] as const)("%s is %j", (_name, lat, lon, climate) => {
    expect(climateAt(lat, lon)).toEqual(climate);
  });

  it.each([
    // crop, climate, sow, harvest
    ["tomato", N("temperate"), [2, 3, 4], [7, 8, 9, 10]],
    ["tomato", N("cool"), [3, 4, 5], [8, 9]], // the first frost (September) ends it
    ["tomato", N("warm"), [12, 1, 2], [5, 6, 7, 8]],
    ["tomato", S("temperate"), [8, 9, 10], [1, 2, 3, 4]],
    ["tomato", S("cool"), [9, 10, 11], [2, 3]],
    ["tomato", S("warm"), [6, 7, 8], [11, 12, 1, 2]],
    ["garlic", N("temperate"), [9, 10], [6, 7]], // planted in autumn for next summer
    ["garlic", S("temperate"), [3, 4], [12, 1]],
    ["pea", N("cool"), [4, 5, 6], [7, 8]],
    ["strawberry", N("temperate"), [], [6, 7]],
    ["strawberry", N("cool"), [], [7, 8]],
    ["strawberry", N("warm"), [], [5, 6]],
    ["strawberry", S("temperate"), [], [12, 1]],
    ["sweet-potato", N("cool"), [5, 6], []], // cannot ripen before the first frost
    ["rosemary", S("warm"), [], [7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6]],
  ] as const)("%s in %j: sow %j, harvest %j", (slug, climate, sow, harvest) => {
    const w = windowsFor(slug, climate)!;
    expect(w.sow).toEqual(sow);
    expect(w.harvest).toEqual(harvest);
    expect(w.source).toMatch(/^gs-/);
  });

  it("every row is a catalogue crop, once, with a source the decision lists; the common crops are there", () => {
    const slugs = [...ANNUALS.map((r) => r[0]), ...PERENNIALS.map((r) => r[0])];
    expect(slugs.filter((s) => !CROPS_BY_SLUG.has(s))).toEqual([]);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.length).toBeGreaterThanOrEqual(100);
    for (const r of [...ANNUALS, ...PERENNIALS]) expect(Object.keys(SEASON_SOURCES)).toContain(r.at(-1));
    for (const band of ["cool", "temperate", "warm"] as const) for (const s of slugs) expect(windowsFor(s, N(band))!.harvest.every((m) => m >= 1 && m <= 12)).toBe(true);
  });

  it("a crop without a row has no window: never guessed", () => {
    expect(windowsFor("wasabi", N("temperate"))).toBeNull();
    expect(monthRange([11, 12, 1, 2])).toBe("November–February");
  });

  it.each([
    // crops, category, climate, today → sleeps until
    [["tomato"], 1, N("temperate"), "2026-12-10", "2027-07-01"],
    [["tomato/sungold", "tomato"], 1, N("temperate"), "2026-12-10", "2027-07-01"],
    [["tomato"], 2, N("temperate"), "2026-12-10", "2027-02-01"], // seeds: the sowing window
    [["tomato"], 2, N("temperate"), "2027-01-10", null], // opens next month: awake
    [["tomato"], 1, N("temperate"), "2027-08-10", null], // in season
    [["tomato"], 1, S("temperate"), "2026-12-10", null], // January down south
    [["tomato", "strawberry"], 1, N("temperate"), "2026-12-10", "2027-06-01"], // the soonest
    [["wasabi"], 1, N("temperate"), "2026-12-10", null], // no window known
    [["~pepper"], 1, N("temperate"), "2026-12-10", null], // a shared name
    [["tomato"], 1, null, "2026-12-10", null], // no place
    [[], 1, N("temperate"), "2026-12-10", null],
  ] as const)("%j (category %i) in %j on %s sleeps until %s", (crops, category, climate, day, until) => {
    expect(sleepUntil(crops, category, climate, day)).toBe(until);
  });
});

describe("the season answers", () => {
  let me: { id: number }, friend: { id: number }, stranger: { id: number }, blocked: { id: number }, nowhere: { id: number };
  beforeAll(async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await makeUser(db())).id);
    [me, friend, stranger, blocked, nowhere] = ids.map((id) => ({ id }));
    for (const u of [me, friend, stranger, blocked]) await place(u.id, "97214");
    await makeFriendship(db(), me.id, friend.id, "accepted");
    await blockPair(me.id, blocked.id);
  });

  it("a crop's season for a place; counts only listings the caller may see, near and recent", { timeout: 60_000 }, async () => {
    at("2026-12-10T12:00:00Z");
    await makeListing(db(), stranger.id, { title: "Rhubarb, 3 sticks", isPublic: true });
    await makeListing(db(), friend.id, { title: "Rhubarb for friends", isPublic: false });
    await makeListing(db(), blocked.id, { title: "Rhubarb crowns", isPublic: true });
    await makeListing(db(), stranger.id, { title: "Old rhubarb", isPublic: true, createdAt: new Date("2026-11-01T00:00:00Z") });
    const anon = await invoke(getCropSeason, null, { slug: "rhubarb", place: "97214" });
    expect(anon).toEqual({ sow: [], harvest: [4, 5, 6, 7], in_season_near: false, listings_near: 2 }); // the blocked one is public: anyone sees it
    const mine = await invoke(getCropSeason, as(me), { slug: "rhubarb" }); // my own place
    expect(mine.listings_near).toBe(2); // public + friend's; not the blocked gardener's, not the old one
    expect((await invoke(getCropSeason, null, { slug: "rhubarb", place: "Leeds, England" })).listings_near).toBe(0);
    expect(await invoke(getCropSeason, null, { slug: "tomato", place: "Melbourne, Victoria" })).toMatchObject({ harvest: [1, 2, 3, 4], in_season_near: false });
    at("2027-01-10T12:00:00Z");
    expect((await invoke(getCropSeason, null, { slug: "tomato", place: "Melbourne, Victoria" })).in_season_near).toBe(true);
  });

  it(`listings near make a crop in season whatever the window (${IN_SEASON_LISTINGS} or more)`, { timeout: 60_000 }, async () => {
    at("2026-12-12T12:00:00Z");
    for (let i = 0; i < IN_SEASON_LISTINGS; i++) await makeListing(db(), stranger.id, { title: `Kale bunch ${i}`, isPublic: true, createdAt: new Date("2026-12-11T09:00:00Z") });
    const kale = await invoke(getCropSeason, null, { slug: "kale", place: "97214" });
    expect(kale.listings_near).toBe(IN_SEASON_LISTINGS);
    expect(kale.in_season_near).toBe(true);
    const nowAnswer = await invoke(getSeasonNow, null, { place: "97214" });
    expect(nowAnswer.in_season[0]).toBe("kale");
    expect(nowAnswer.in_season).toContain("rosemary");
    expect(nowAnswer.in_season).not.toContain("tomato");
    expect(nowAnswer.sow_now).toEqual([]); // nothing is sown in a Portland December
    at("2027-03-10T12:00:00Z");
    const march = await invoke(getSeasonNow, null, { place: "97214" });
    expect(march.sow_now).toEqual(expect.arrayContaining(["tomato", "pea", "broad-bean", "lettuce"]));
    expect(march.in_season).not.toContain("kale"); // its listings are no longer recent; the window says no
  });

  it("wrong side: no place (anonymous, or a gardener without one), an unknown place or crop: refused", async () => {
    expect(await answer(invoke(getCropSeason, null, { slug: "tomato" }))).toBe("invalid");
    expect(await answer(invoke(getSeasonNow, null, {}))).toBe("invalid");
    expect(await answer(invoke(getCropSeason, as(nowhere), { slug: "tomato" }))).toBe("invalid");
    expect(await answer(invoke(getSeasonNow, as(nowhere), {}))).toBe("invalid");
    expect(await answer(invoke(getSeasonNow, null, { place: "Atlantis, XX" }))).toBe("invalid");
    expect(await answer(invoke(getCropSeason, null, { slug: "no-such-crop", place: "97214" }))).toBe("not_found");
    expect(await answer(invoke(getCropSeason, null, { slug: "Tomato!", place: "97214" }))).toBe("invalid");
  });
});

describe("sleeping wishes", () => {
  let wisher: { id: number; email: string }, grower: { id: number }, stranger: { id: number };
  beforeAll(async () => {
    const w = await makeUser(db(), { emailNotifications: true });
    wisher = w;
    grower = await makeUser(db());
    stranger = await makeUser(db());
    for (const u of [wisher, grower, stranger]) await place(u.id, "97214");
  });

  it("a wish far out of season sleeps, still matches, is shown with its day; wakes by PATCH; the wrong side changes nothing", { timeout: 60_000 }, async () => {
    at("2026-12-10T12:00:00Z");
    const tomato = await invoke(createWant, as(wisher), { title: "Tomatoes", category_id: 1 });
    expect(tomato.dormant_until).toBe("2027-07-01");
    const kale = await invoke(createWant, as(wisher), { title: "Kale", category_id: 1 });
    expect(kale.dormant_until).toBeNull(); // in season
    const list = await invoke(listWants, as(wisher), {});
    expect(list.find((w) => w.id === tomato.id)?.dormant_until).toBe("2027-07-01");

    // Still matches a listing that appears.
    const l = await makeListing(db(), grower.id, { title: "Green tomatoes", isPublic: true });
    const { matches } = await db().transaction((tx) => wishesMatchingListing(tx, l.id));
    expect(matches.map((m) => m.wantId)).toContain(tomato.id);

    // A new title decides again; the form's save too.
    const renamed = await invoke(updateWant, as(wisher), { id: kale.id, title: "Strawberries" });
    expect(renamed.dormant_until).toBe("2027-06-01");
    const saved = await invoke(saveWants, as(wisher), { items: [{ id: kale.id, title: "Kale", category_id: 1 }, { id: tomato.id, title: "Tomatoes", category_id: 1 }] });
    expect(saved.find((w) => w.id === kale.id)?.dormant_until).toBeNull();

    const dormant = async () => (await db().select({ d: schema.wantItems.dormantUntil }).from(schema.wantItems).where(eq(schema.wantItems.id, tomato.id)))[0]?.d;
    expect(await answer(invoke(updateWant, null, { id: tomato.id, dormant_until: null }))).toBe("unauthorized");
    expect(await answer(invoke(updateWant, as(stranger), { id: tomato.id, dormant_until: null }))).toBe("forbidden");
    expect(await answer(invoke(updateWant, as(wisher), { id: tomato.id, dormant_until: "2027-01-01" as never }))).toBe("invalid"); // the season decides
    expect(await dormant()).toBe("2027-07-01");
    const woken = await invoke(updateWant, as(wisher), { id: tomato.id, dormant_until: null });
    expect(woken.dormant_until).toBeNull();
    at("2027-07-02T12:00:00Z");
    expect(await wakeWishes()).toBe(0); // woken by hand: no notice
  });

  it("the season opens: woken once across two instances, one notification, one e-mail", { timeout: 60_000 }, async () => {
    at("2026-12-10T12:00:00Z");
    const w = await invoke(createWant, as(wisher), { title: "Sungold tomatoes", category_id: 1 });
    const other = await makeWant(db(), stranger.id, { title: "Pumpkin", dormantUntil: "2027-09-01" });
    expect(w.dormant_until).toBe("2027-07-01");
    const notices = () => db().select().from(schema.notifications).where(and(eq(schema.notifications.wantId, w.id), eq(schema.notifications.kind, "season_opening")));

    at("2027-06-30T23:00:00Z");
    expect(await wakeWishes()).toBe(0);
    at("2027-07-01T01:00:00Z");
    const [a, b] = await Promise.all([wakeWishes(), wakeWishes()]);
    expect(a + b).toBe(1);
    expect(await wakeWishes()).toBe(0);
    const rows = await notices();
    expect(rows.map((r) => r.note)).toEqual(["Season opening near you: Tomato"]);
    const mail = (await outboxFor(wisher.email)).filter((m) => m.kind === "season_opening");
    expect(mail.map((m) => m.subject)).toEqual(["Season opening near you: Tomato"]);
    expect((await db().select({ d: schema.wantItems.dormantUntil }).from(schema.wantItems).where(eq(schema.wantItems.id, other.id)))[0]?.d).toBe("2027-09-01");
  });
});
