import QRCode from "qrcode";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeMessage, makeUser } from "@/db/factories";
import { GET as labelGET } from "@/app/api/seed-lots/[code]/label/route";
import { POST as createPOST } from "@/app/api/seed-lots/route";
import { blockPair } from "@/lib/blocks";
import { setClock } from "@/lib/clock";
import { env } from "@/lib/env";
import { resetLimits } from "@/lib/rate-limit";
import { completeListing } from "@/lib/trades/complete-listing";
import { reserveListing } from "@/lib/trades/reserve-listing";
import { confirmTrade } from "@/lib/trades/confirm-trade";
import { invoke } from "@/lib/use-case";
import { outcome } from "@/test/outcome";
import { params, req } from "@/test/http";
import { testViewer } from "@/test/viewer";
import { createSeedLot, LISTING_HAS_LOT, NOT_A_SEED_LISTING, NOT_YOUR_SEED_LISTING, OTHER_CROP_PARENT, UNKNOWN_VARIETY } from "./create-seed-lot";
import { claimGifts, sendGrowOutPrompts } from "./events";
import { giftSeedLot, NOT_YOUR_LOT_TO_GIVE } from "./gift-seed-lot";
import { getLabel } from "./get-label";
import { getLineage } from "./get-lineage";
import { getSeedLot } from "./get-seed-lot";
import { GERMINATION_DAYS } from "./index";
import { ALREADY_REPORTED, NOT_YOUR_LOT, reportGrowOut } from "./report-grow-out";
import { LOT_NOT_FOUND } from "./schemas";
import { PARENT_NOT_FOUND } from "./words";
import { varietyReports } from "./variety-reports";
import { cropGermination } from "./crop-germination";
import { getListingLot } from "./get-listing-lot";

const { seedLots, seedLotReports, users, notifications } = schema;
const as = (u: { id: number }) => testViewer({ id: u.id });
const suspend = (id: number) => db().update(users).set({ suspendedUntil: sql`now() + interval '3 days'` }).where(eq(users.id, id));
const lot = { variety: "tomato/brandywine", pollination: "open-pollinated", saved: "2025-09", source: "saved" } as const;
const everything = async () => ({ lots: await db().select().from(seedLots).orderBy(seedLots.id), reports: await db().select().from(seedLotReports).orderBy(seedLotReports.id) });

afterEach(() => {
  setClock(undefined);
  resetLimits();
});

/** A seed listing with the giver's lot on it, reserved for and handed to `taker` (the trade completes). */
async function seedTrade(giver: { id: number }, taker: { id: number }) {
  const listing = await makeListing(db(), giver.id, { title: "Brandywine tomato seeds", categoryId: 2 });
  const { code } = await invoke(createSeedLot, as(giver), { ...lot, listing_id: listing.id });
  await makeMessage(db(), taker.id, giver.id, "May I have some?");
  await invoke(reserveListing, as(giver), { id: listing.id, user_id: taker.id });
  await invoke(completeListing, as(giver), { id: listing.id, user_id: taker.id });
  return { listing, code };
}

describe("seed lots (issue 36)", () => {
  it("a lot of a catalogue variety, read by anyone; a child names its parent", async () => {
    const [a, b] = [await makeUser(db(), { locationLabel: "Portland, OR" }), await makeUser(db())];
    const { code } = await invoke(createSeedLot, as(a), lot);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const seen = await invoke(getSeedLot, null, { code: code.toLowerCase() });
    expect(seen).toMatchObject({ code, variety: "tomato/brandywine", variety_name: "Brandywine", crop_name: "Tomato", pollination: "open-pollinated", saved: "2025-09", source: "saved", parent_code: null, owner: a.username, town: "Portland, OR", mine: false });
    const child = await invoke(createSeedLot, as(b), { ...lot, source: "swapped", parent_code: code });
    expect(await invoke(getSeedLot, as(b), child)).toMatchObject({ parent_code: code, mine: true });
  });

  it("a seed listing's page and GET /api/listings/{id}/seed-lot carry the giver's lot (not the receiver's); other listings null", async () => {
    const [giver, taker, stranger] = [await makeUser(db(), { locationLabel: "Leeds, England" }), await makeUser(db()), await makeUser(db())];
    const offered = await makeListing(db(), giver.id, { title: "Brandywine tomato seeds", categoryId: 2, isPublic: true });
    const { code: offeredCode } = await invoke(createSeedLot, as(giver), { ...lot, listing_id: offered.id });
    for (const viewer of [null, as(stranger)]) expect((await invoke(getListingLot, viewer, { id: offered.id })).seed_lot).toMatchObject({ code: offeredCode, variety_name: "Brandywine", pollination: "open-pollinated", saved: "2025-09", source: "saved", mine: false });
    expect((await invoke(getListingLot, as(giver), { id: offered.id })).seed_lot).toMatchObject({ code: offeredCode, mine: true });
    // Given: the receiver still sees the listing, with the giver's lot (their own is its child).
    const { listing, code } = await seedTrade(giver, taker);
    expect((await invoke(getListingLot, as(taker), { id: listing.id })).seed_lot).toMatchObject({ code, mine: false });
    const produce = await makeListing(db(), giver.id, { title: "Tomatoes", categoryId: 1, isPublic: true });
    expect((await invoke(getListingLot, null, { id: produce.id })).seed_lot).toBeNull();
    // A gardener blocked by the giver sees neither the listing nor its lot.
    await blockPair(giver.id, stranger.id);
    expect(await outcome(invoke(getListingLot, as(stranger), { id: offered.id }))).toBe("not_found: Listing not found");
  });

  it("completing a seed trade makes the receiver's lot, linked to the giver's; the lineage shows both, towns only", async () => {
    const giver = await makeUser(db(), { locationLabel: "Leeds, England", address: "12 Garden Row", zipCode: "LS6 1AA" });
    const taker = await makeUser(db(), { locationLabel: "York, England" });
    const { code } = await seedTrade(giver, taker);
    const [mine] = await db().select().from(seedLots).where(eq(seedLots.ownerId, taker.id));
    expect(mine).toMatchObject({ source: "swapped", crop: "tomato", variety: "brandywine", savedYear: 2025, savedMonth: 9 });
    const lineage = await invoke(getLineage, null, { code: mine.code });
    expect(lineage.lots.map((l) => [l.generation, l.code, l.owner, l.town])).toEqual([
      [-1, code, giver.username, "Leeds, England"],
      [0, mine.code, taker.username, "York, England"],
    ]);
    expect(JSON.stringify(lineage)).not.toMatch(/Garden Row|LS6/);
    // Down from the giver's lot, the receiver's is its child.
    expect((await invoke(getLineage, null, { code })).lots.map((l) => l.generation)).toEqual([0, 1]);
  });

  it("a seed trade the receiver says did not happen takes its lot away again; one that arrived keeps it", async () => {
    const [giver, taker, other] = [await makeUser(db()), await makeUser(db()), await makeUser(db())];
    const lotsOf = (u: { id: number }) => db().select().from(seedLots).where(eq(seedLots.ownerId, u.id));
    const { listing } = await seedTrade(giver, taker);
    expect(await lotsOf(taker)).toHaveLength(1);
    // Nobody but the receiver says it; nothing changes on a refusal.
    expect(await outcome(invoke(confirmTrade, as(other), { id: listing.id, received: false }))).toMatch(/^forbidden|^not_found/);
    expect(await lotsOf(taker)).toHaveLength(1);
    await invoke(confirmTrade, as(taker), { id: listing.id, received: false });
    expect(await lotsOf(taker)).toEqual([]);
    // Arrived: kept.
    const second = await seedTrade(giver, other);
    await invoke(confirmTrade, as(other), { id: second.listing.id, received: true });
    expect(await lotsOf(other)).toHaveLength(1);
    // Already reported on, then said not to have happened: the record stays the receiver's.
    const third = await seedTrade(giver, taker);
    const [lotOfThird] = await lotsOf(taker);
    await invoke(reportGrowOut, as(taker), { code: lotOfThird.code, sown: 10, came_up: 6, true_to_type: true });
    await invoke(confirmTrade, as(taker), { id: third.listing.id, received: false });
    expect(await lotsOf(taker)).toHaveLength(1);
  });

  it("one grow-out prompt at the germination time, on the injected clock; the owner reports once", async () => {
    const [giver, taker] = [await makeUser(db()), await makeUser(db(), { locationLabel: "Portland, OR" })];
    await seedTrade(giver, taker);
    const [mine] = await db().select().from(seedLots).where(eq(seedLots.ownerId, taker.id));
    const prompts = () => db().select().from(notifications).where(and(eq(notifications.kind, "grow_out_prompt"), eq(notifications.userId, taker.id)));
    const start = Date.now();
    setClock(() => new Date(start + (GERMINATION_DAYS - 1) * 86_400_000));
    await sendGrowOutPrompts();
    expect(await prompts()).toHaveLength(0);
    setClock(() => new Date(start + (GERMINATION_DAYS + 1) * 86_400_000));
    await sendGrowOutPrompts();
    await sendGrowOutPrompts();
    expect((await prompts()).map((n) => [n.userId, n.note])).toEqual([[taker.id, mine.code]]);
    expect(await invoke(reportGrowOut, as(taker), { code: mine.code, sown: 20, came_up: 17, true_to_type: true })).toEqual({ code: mine.code, sown: 20, came_up: 17, true_to_type: true, region: "OR" });
    expect(await outcome(invoke(reportGrowOut, as(taker), { code: mine.code, sown: 20, came_up: 3, true_to_type: false }))).toBe(`conflict: ${ALREADY_REPORTED}`);
  });

  it("germination by region shows a region only from 5 reports", async () => {
    const report = async (region: string, cameUp: number) => {
      const u = await makeUser(db(), { locationLabel: `Town, ${region}` });
      const { code } = await invoke(createSeedLot, as(u), { ...lot, variety: "tomato/green-zebra" });
      await invoke(reportGrowOut, as(u), { code, sown: 20, came_up: cameUp, true_to_type: cameUp > 10 });
    };
    for (const n of [20, 18, 16, 14]) await report("ZZ", n);
    expect((await invoke(varietyReports, null, { slug: "tomato", variety: "green-zebra" })).regions).toEqual([]);
    await report("ZZ", 2);
    await report("YY", 20);
    expect((await invoke(varietyReports, null, { slug: "tomato", variety: "green-zebra" })).regions).toEqual([{ region: "ZZ", reports: 5, germination_percent: 70, true_to_type_percent: 80 }]);
    // The crop page's view (issue 36): every variety with such a region, for anyone; YY's one report is not shown.
    const page = await invoke(cropGermination, null, { slug: "tomato" });
    expect(page.varieties.find((v) => v.variety === "tomato/green-zebra")).toEqual({ variety: "tomato/green-zebra", variety_name: "Green Zebra", regions: [{ region: "ZZ", reports: 5, germination_percent: 70, true_to_type_percent: 80 }] });
    expect(JSON.stringify(page)).not.toContain('"YY"');
    expect(await outcome(invoke(cropGermination, null, { slug: "no-such-crop" }))).toBe("not_found: Crop not found");
    expect(await outcome(invoke(varietyReports, null, { slug: "tomato", variety: "no-such" }))).toBe("not_found: Variety not found");
  });

  it("the label is a printable page whose QR code is the lot page's URL", async () => {
    const u = await makeUser(db());
    const { code } = await invoke(createSeedLot, as(u), { ...lot, pollination: "hybrid" });
    const res = await labelGET(req(`/api/seed-lots/${code}/label`), params({ code }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toContain("Brandywine tomato");
    expect(html).toContain("Hybrid (F1)");
    expect(html).toContain("Saved September 2025");
    expect(html).toContain(`Lot ${code}`);
    expect(html).toContain("@media print");
    // Read the QR's modules back from the SVG path and compare with the qrcode package's own matrix for the URL.
    const url = `${env().PUBLIC_URL}/seed-lots/${code}`;
    const expected = QRCode.create(url, {}).modules;
    const d = /<path stroke="[^"]+" d="([^"]+)"/.exec(html)![1];
    const dark = new Set<string>();
    let x = 0;
    let y = 0;
    for (const [, cmd, a, b] of d.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
      if (cmd === "M") [x, y] = [Number(a), Math.floor(Number(b))];
      else if (cmd === "m") x += Number(a);
      else for (let i = 0; i < Number(a); i++) dark.add(`${x++ - 1},${y - 1}`); // margin 1
    }
    const want = new Set<string>();
    for (let i = 0; i < expected.data.length; i++) if (expected.data[i]) want.add(`${i % expected.size},${Math.floor(i / expected.size)}`);
    expect(dark.size).toBeGreaterThan(100);
    expect(dark).toEqual(want);
  });
});

describe("seed lots from the wrong side (issue 36)", () => {
  it("create: anonymous 401; unknown variety, a bad or hidden parent, someone else's or a non-seed listing, a second lot → refused, nothing made", async () => {
    const [a, b] = [await makeUser(db()), await makeUser(db())];
    const { code } = await invoke(createSeedLot, as(a), lot);
    const theirs = await makeListing(db(), b.id, { categoryId: 2 });
    const produce = await makeListing(db(), a.id, { categoryId: 1 });
    const before = await everything();
    expect((await createPOST(req("/api/seed-lots", { method: "POST", json: lot }))).status).toBe(401);
    expect(await outcome(invoke(createSeedLot, as(a), { ...lot, variety: "tomato/not-a-variety" }))).toBe(`invalid: ${UNKNOWN_VARIETY}`);
    expect(await outcome(invoke(createSeedLot, as(a), { ...lot, parent_code: "ZZZZZZZZ" }))).toBe(`not_found: ${PARENT_NOT_FOUND}`);
    expect(await outcome(invoke(createSeedLot, as(a), { ...lot, parent_code: "not a code!" }))).toBe(`not_found: ${PARENT_NOT_FOUND}`);
    expect(await outcome(invoke(createSeedLot, as(a), { ...lot, variety: "courgette/black-beauty", parent_code: code }))).toBe(`invalid: ${OTHER_CROP_PARENT}`);
    expect(await outcome(invoke(createSeedLot, as(a), { ...lot, listing_id: theirs.id }))).toBe(`forbidden: ${NOT_YOUR_SEED_LISTING}`);
    expect(await outcome(invoke(createSeedLot, as(a), { ...lot, listing_id: produce.id }))).toBe(`invalid: ${NOT_A_SEED_LISTING}`);
    await blockPair(b.id, a.id);
    expect(await outcome(invoke(createSeedLot, as(b), { ...lot, parent_code: code }))).toBe(`not_found: ${PARENT_NOT_FOUND}`);
    await suspend(a.id);
    expect(await outcome(invoke(createSeedLot, as(a), lot))).toBe("forbidden: Your account cannot do this right now");
    expect(await everything()).toEqual(before);
    const seeds = await makeListing(db(), b.id, { categoryId: 2 });
    await invoke(createSeedLot, as(b), { ...lot, listing_id: seeds.id });
    expect(await outcome(invoke(createSeedLot, as(b), { ...lot, listing_id: seeds.id }))).toBe(`conflict: ${LISTING_HAS_LOT}`);
  });

  it("read, lineage, label: a lot whose owner is blocked or suspended is not found; in a lineage that owner is nameless", async () => {
    const [a, b, c] = [await makeUser(db(), { locationLabel: "Bath, England" }), await makeUser(db()), await makeUser(db())];
    const parent = await invoke(createSeedLot, as(a), lot);
    const child = await invoke(createSeedLot, as(b), { ...lot, parent_code: parent.code });
    await blockPair(a.id, c.id);
    const NOT_FOUND = `not_found: ${LOT_NOT_FOUND}`;
    // Thunks, called one at a time: a refusal made before it is awaited would be an unhandled rejection.
    const reads = (who: { id: number } | null, code: string) => [() => invoke(getSeedLot, who && as(who), { code }), () => invoke(getLineage, who && as(who), { code }), () => invoke(getLabel, who && as(who), { code })];
    for (const read of [...reads(c, parent.code), ...reads(null, "22222222")]) expect(await outcome(read())).toBe(NOT_FOUND);
    const seenByC = await invoke(getLineage, as(c), child);
    expect(seenByC.lots[0]).toMatchObject({ generation: -1, code: null, owner: null, town: null });
    expect(seenByC.lot.parent_code).toBeNull();
    expect(JSON.stringify(seenByC)).not.toContain(parent.code);
    await suspend(a.id);
    for (const read of reads(null, parent.code)) expect(await outcome(read())).toBe(NOT_FOUND);
    expect((await invoke(getLineage, null, child)).lots[0]).toMatchObject({ code: null, owner: null });
  });

  it("report: anonymous 401, not the owner 403, blocked 404, suspended 403, more up than sown 422; nothing stored", async () => {
    const [owner, stranger, blocked] = [await makeUser(db()), await makeUser(db()), await makeUser(db())];
    const { code } = await invoke(createSeedLot, as(owner), lot);
    await blockPair(owner.id, blocked.id);
    const body = { code, sown: 20, came_up: 12, true_to_type: true };
    expect(await outcome(invoke(reportGrowOut, null, body))).toBe("unauthorized: Not authenticated");
    expect(await outcome(invoke(reportGrowOut, as(stranger), body))).toBe(`forbidden: ${NOT_YOUR_LOT}`);
    expect(await outcome(invoke(reportGrowOut, as(blocked), body))).toBe(`not_found: ${LOT_NOT_FOUND}`);
    expect(await outcome(invoke(reportGrowOut, as(owner), { ...body, came_up: 21 }))).toMatch(/^invalid: /);
    await suspend(owner.id);
    expect(await outcome(invoke(reportGrowOut, as(owner), body))).toBe("forbidden: Your account cannot do this right now");
    expect(await db().select().from(seedLotReports).where(eq(seedLotReports.userId, owner.id))).toEqual([]);
  });

  it("a trade of a listing without a lot, or completed with someone else, makes no lot", async () => {
    const [giver, taker] = [await makeUser(db()), await makeUser(db())];
    const plain = await makeListing(db(), giver.id, { categoryId: 2 });
    await makeMessage(db(), taker.id, giver.id, "Hi");
    await invoke(completeListing, as(giver), { id: plain.id, user_id: taker.id });
    const seeds = await makeListing(db(), giver.id, { categoryId: 2 });
    await invoke(createSeedLot, as(giver), { ...lot, listing_id: seeds.id });
    await invoke(completeListing, as(giver), { id: seeds.id, user_id: null });
    expect(await db().select().from(seedLots).where(eq(seedLots.ownerId, taker.id))).toEqual([]);
  });

  it("gift to an address: only the owner records it; the address is never kept; a gardener confirming it finds the lot", async () => {
    const [giver, stranger] = [await makeUser(db()), await makeUser(db())];
    const { code } = await invoke(createSeedLot, as(giver), lot);
    const body = { code, email: "New.Gardener@Example.org" };
    const before = await everything();
    expect(await outcome(invoke(giftSeedLot, null, body))).toBe("unauthorized: Not authenticated");
    expect(await outcome(invoke(giftSeedLot, as(stranger), body))).toBe(`forbidden: ${NOT_YOUR_LOT_TO_GIVE}`);
    await suspend(giver.id);
    expect(await outcome(invoke(giftSeedLot, as(giver), body))).toBe("forbidden: Your account cannot do this right now");
    expect(await everything()).toEqual(before);
    await db().update(users).set({ suspendedUntil: null }).where(eq(users.id, giver.id));
    const gift = await invoke(giftSeedLot, as(giver), body);
    expect(JSON.stringify(await db().select().from(seedLots))).not.toMatch(/example\.org/i);
    expect(await invoke(getSeedLot, null, gift)).toMatchObject({ parent_code: code, owner: null, source: "swapped" });
    const newcomer = await makeUser(db(), { email: "new.gardener@example.org" });
    expect(await claimGifts(newcomer.id)).toBe(1);
    expect(await invoke(getSeedLot, as(newcomer), gift)).toMatchObject({ mine: true, owner: newcomer.username });
    expect(await claimGifts(newcomer.id)).toBe(0);
  });

  it("matrix: seedLotShownTo over owners × viewers (anonymous, stranger, the owner, blocked either way); an owner-less gift is shown", async () => {
    const viewer = await makeUser(db());
    const mk = async (setup: (ownerId: number) => Promise<unknown>) => {
      const o = await makeUser(db());
      const { code } = await invoke(createSeedLot, as(o), lot);
      await setup(o.id);
      return { o, code };
    };
    const cases = {
      "in good standing": await mk(async () => {}),
      suspended: await mk(suspend),
      banned: await mk((id) => db().update(users).set({ bannedAt: new Date() }).where(eq(users.id, id))),
      "blocked by the viewer": await mk((id) => blockPair(viewer.id, id)),
      "blocking the viewer": await mk((id) => blockPair(id, viewer.id)),
    };
    const seen: Record<string, [string, string, string]> = {};
    for (const [name, { o, code }] of Object.entries(cases)) {
      const read = async (who: { id: number } | null) => ((await outcome(invoke(getSeedLot, who && as(who), { code }))) === "ok" ? "shown" : "404");
      seen[name] = [await read(null), await read(viewer), await read(o)];
    }
    expect(seen).toEqual({
      "in good standing": ["shown", "shown", "shown"],
      suspended: ["404", "404", "shown"],
      banned: ["404", "404", "shown"],
      "blocked by the viewer": ["shown", "404", "shown"],
      "blocking the viewer": ["shown", "404", "shown"],
    });
  });
});
