import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeMessage, makeUser } from "@/db/factories";
import { GET as adminMetricsGET } from "@/app/api/admin/metrics/route";
import { GET as groupImpactGET } from "@/app/api/groups/[id]/impact/route";
import { GET as placeImpactGET } from "@/app/api/impact/route";
import { blockPair } from "@/lib/blocks";
import { setClock } from "@/lib/clock";
import { seedGroup } from "@/lib/groups/fixture";
import { operatorMetrics } from "@/lib/moderation/operator-metrics";
import { centroid, cubeText, resolveNear } from "@/lib/places";
import { completeListing } from "@/lib/trades/complete-listing";
import { invoke } from "@/lib/use-case";
import { createUser, params, req } from "@/test/http";
import { outcome } from "@/test/outcome";
import { testViewer } from "@/test/viewer";
import { correctTradeWeight, TRADE_NOT_FOUND } from "./correct-trade-weight";
import { figuresOf, MEAL_GRAMS, windowOf } from "./figures";
import { getGroupImpact, MEMBERS_ONLY } from "@/lib/groups/group-impact";
import { getPlaceImpact } from "./get-place-impact";
import { getUserImpact } from "./get-user-impact";
import { estimateWeightGrams } from "./unit-weights";

const as = (u: { id: number }, isModerator = false) => testViewer({ id: u.id, isModerator });
const NOW = new Date("2026-07-15T12:00:00Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

afterEach(() => setClock(undefined));

/** A completed trade with a known weight, written straight to the table. */
async function trade(giverId: number, receiverId: number | null, o: { grams: number; categoryId?: 1 | 2 | 3; at?: Date; state?: "given" | "received" | "done" | "released"; loc?: string }) {
  const listing = await makeListing(db(), giverId, { categoryId: o.categoryId ?? 1, stateId: 3, createdAt: o.at ?? daysAgo(14), ...(o.loc ? { loc: o.loc } : {}) });
  const [t] = await db()
    .insert(schema.trades)
    .values({ listingId: listing.id, giverId, receiverId, state: o.state ?? "received", completedAt: o.at ?? daysAgo(14), weightGrams: o.grams })
    .returning();
  return t;
}

describe("the harvest counted: figures from trades with known weights", () => {
  it("kg counts everything handed over; meals and CO2e count produce only; people are distinct receivers; a window, never all time", async () => {
    setClock(() => NOW);
    const [giver, b, c] = await Promise.all([1, 2, 3].map(() => makeUser(db())));
    await trade(giver.id, b.id, { grams: 1200 }); // produce
    await trade(giver.id, c.id, { grams: 900, state: "given" }); // produce, not yet confirmed: handed over all the same
    await trade(giver.id, b.id, { grams: 5, categoryId: 2 }); // a seed packet
    await trade(giver.id, null, { grams: 395, categoryId: 3, state: "done" }); // a plant to someone not on GardenSwap
    await trade(giver.id, c.id, { grams: 5000, state: "released" }); // never handed over: not counted
    await trade(giver.id, c.id, { grams: 840, at: new Date("2025-09-01T10:00:00Z") }); // last season, within 12 months

    const season = await invoke(getUserImpact, null, { id: giver.id });
    expect(season.window).toBe("season");
    expect(season.from).toBe("2026-03-01T00:00:00.000Z");
    // 1200 + 900 + 5 + 395 = 2500 g; food 2100 g = 5 meals of 420 g; 2.1 kg × 2.5 = 5.25 kg CO2e
    expect(season.given).toEqual({ shown: true, trades: 4, kg: 2.5, meals: 5, co2e_kg: 5.3, people: 2 });
    expect(season.factors.meal_grams).toBe(MEAL_GRAMS);
    expect(season.factors.co2e_source).toMatch(/WRAP/);

    const year = await invoke(getUserImpact, null, { id: giver.id, window: "12m" });
    expect(year.given).toEqual({ shown: true, trades: 5, kg: 3.3, meals: 7, co2e_kg: 7.4, people: 2 });
    // The receiver's side: what b received, and from how many givers.
    const received = await invoke(getUserImpact, null, { id: b.id });
    expect(received.received).toEqual({ shown: true, trades: 2, kg: 1.2, meals: 2, co2e_kg: 3, people: 1 });
    expect(received.given.shown).toBe(false);
  });

  it("figuresOf withholds every figure below the threshold; the season starts 1 March (1 September in Australia and New Zealand)", () => {
    expect(figuresOf({ trades: 2, grams: 5000, foodGrams: 5000, people: 2 }, 3)).toEqual({ shown: false, trades: null, kg: null, meals: null, co2e_kg: null, people: null });
    expect(figuresOf({ trades: 3, grams: 4200, foodGrams: 4200, people: 1 }, 3)).toMatchObject({ shown: true, kg: 4.2, meals: 10, co2e_kg: 10.5 });
    expect(windowOf("season", new Date("2026-02-10T00:00:00Z"), "US").from.toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(windowOf("season", new Date("2026-10-10T00:00:00Z"), "NZ").from.toISOString()).toBe("2026-09-01T00:00:00.000Z");
  });

  it("a neighbourhood counts trades by their listing's point within 5 km, and says nothing below 3 trades", async () => {
    setClock(() => NOW);
    const here = cubeText(centroid(resolveNear("97214")!));
    const far = cubeText(centroid(resolveNear("98103")!)); // Seattle
    const [giver, taker] = await Promise.all([makeUser(db()), makeUser(db())]);
    const before = await invoke(getPlaceImpact, null, { place: "97214" });
    const base = before.figures.shown ? before.figures.trades! : 0;
    // Other test files share this database: count what this test adds on top of a clean start only.
    if (base === 0) {
      await trade(giver.id, taker.id, { grams: 2000, loc: here });
      await trade(giver.id, taker.id, { grams: 3000, loc: here });
      await trade(giver.id, taker.id, { grams: 9000, loc: far });
      const two = await invoke(getPlaceImpact, null, { place: "97214" });
      expect(two.figures).toEqual({ shown: false, trades: null, kg: null, meals: null, co2e_kg: null, people: null });
      await trade(giver.id, taker.id, { grams: 1000, loc: here });
      const three = await invoke(getPlaceImpact, null, { place: "97214" });
      expect(three.figures).toEqual({ shown: true, trades: 3, kg: 6, meals: 14, co2e_kg: 15, people: 1 });
      expect(three.place).toMatchObject({ key: "z:97214", name: "97214" });
    }
    const res = await placeImpactGET(req("/api/impact?place=Nowhere%20Atall%2C%20ZZ"));
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty("detail");
  });
});

describe("a completed trade's weight: estimated on completion, corrected by the giver only", () => {
  it("the estimate is the crop's unit weight; the giver corrects it; the receiver, a stranger, anonymous and a suspended giver are refused and nothing changes", async () => {
    const [giver, taker, stranger] = await Promise.all([1, 2, 3].map(() => makeUser(db())));
    await makeMessage(db(), taker.id, giver.id, "Could I have a courgette?");
    const listing = await makeListing(db(), giver.id, { title: "Courgettes" });
    await invoke(completeListing, as(giver), { id: listing.id, user_id: taker.id });
    const read = async () => (await db().select().from(schema.trades).where(eq(schema.trades.listingId, listing.id)))[0];
    const t = await read();
    expect(estimateWeightGrams({ categoryId: 1, crops: ["courgette"] })).toBe(196);
    expect({ grams: t.weightGrams, estimated: t.weightEstimated }).toEqual({ grams: 196, estimated: true });

    const NOT_FOUND = `not_found: ${TRADE_NOT_FOUND}`;
    expect(await outcome(invoke(correctTradeWeight, null, { id: t.id, kg: 3 }))).toBe("unauthorized: Not authenticated");
    expect(await outcome(invoke(correctTradeWeight, as(taker), { id: t.id, kg: 3 }))).toBe(NOT_FOUND);
    expect(await outcome(invoke(correctTradeWeight, as(stranger), { id: t.id, kg: 3 }))).toBe(NOT_FOUND);
    expect(await outcome(invoke(correctTradeWeight, as(giver), { id: t.id, kg: 5000 }))).toMatch(/^invalid: /);
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, giver.id));
    expect(await outcome(invoke(correctTradeWeight, as(giver), { id: t.id, kg: 3 }))).toMatch(/^forbidden: /);
    expect((await read()).weightGrams).toBe(196);
    await db().update(schema.users).set({ suspendedUntil: null }).where(eq(schema.users.id, giver.id));

    expect(await invoke(correctTradeWeight, as(giver), { id: t.id, kg: 2.5 })).toEqual({ trade_id: t.id, weight_grams: 2500, weight_estimated: false });
    expect((await read()).weightEstimated).toBe(false);
  });
});

describe("wrong side: a gardener's impact, a group's impact, the operator's dashboard", () => {
  it("a gardener's impact: 404 'User not found' for a suspended gardener and across a block", async () => {
    const [a, b, suspended] = await Promise.all([1, 2, 3].map(() => makeUser(db())));
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, suspended.id));
    await blockPair(a.id, b.id);
    expect(await outcome(invoke(getUserImpact, null, { id: suspended.id }))).toBe("not_found: User not found");
    expect(await outcome(invoke(getUserImpact, as(b), { id: a.id }))).toBe("not_found: User not found");
    expect(await outcome(invoke(getUserImpact, as(a), { id: b.id }))).toBe("not_found: User not found");
    expect(await outcome(invoke(getUserImpact, null, { id: a.id }))).toBe("ok");
  });

  it("a group's impact: members only (anonymous 401, non-member and pending 403, suspended member 403, hidden group 404); CSV one row per week", async () => {
    setClock(() => NOW);
    const owner = await createUser({ username: "impact_owner" });
    const [member, outsider, pending, suspended, stranger] = await Promise.all([1, 2, 3, 4, 5].map(() => makeUser(db())));
    const group = await seedGroup({
      name: "Impact Allotments",
      ownerId: owner.id,
      members: [{ userId: member.id }, { userId: pending.id, status: "pending" }, { userId: suspended.id }],
    });
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, suspended.id));
    await trade(owner.id, member.id, { grams: 4200, at: daysAgo(3) }); // within the group
    await trade(owner.id, stranger.id, { grams: 9999, at: daysAgo(3) }); // to a non-member: not the group's
    await trade(member.id, owner.id, { grams: 840, at: daysAgo(10) });

    expect(await outcome(invoke(getGroupImpact, null, { id: group.id }))).toBe("unauthorized: Not authenticated");
    expect(await outcome(invoke(getGroupImpact, as(outsider), { id: group.id }))).toBe(`forbidden: ${MEMBERS_ONLY}`);
    expect(await outcome(invoke(getGroupImpact, as(pending), { id: group.id }))).toBe(`forbidden: ${MEMBERS_ONLY}`);
    expect(await outcome(invoke(getGroupImpact, as(suspended), { id: group.id }))).toMatch(/^forbidden: /);
    expect(await outcome(invoke(getGroupImpact, as(member), { id: 999_999 }))).toBe("not_found: Group not found");

    const impact = await invoke(getGroupImpact, as(member), { id: group.id });
    expect(impact.totals).toEqual({ shown: true, trades: 2, kg: 5, meals: 12, co2e_kg: 12.6, people: 2 });
    expect(impact.weeks).toHaveLength(12);
    expect(impact.weeks.at(-1)).toMatchObject({ week_starting: "2026-07-13", trades: 0 });
    expect(impact.weeks.at(-2)).toMatchObject({ week_starting: "2026-07-06", trades: 1, kg: 4.2 });
    expect(impact.weeks.at(-3)).toMatchObject({ week_starting: "2026-06-29", trades: 1, kg: 0.8 });

    const res = await groupImpactGET(req(`/api/groups/${group.id}/impact?format=csv&from=2026-07-01&to=2026-07-15`, { token: owner.token }), params({ id: String(group.id) }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe("week_starting,trades,kg_shared,meals,kg_co2e,people_shared_with");
    expect(lines.slice(1, -1).map((l) => l.split(",")[0])).toEqual(["2026-06-29", "2026-07-06", "2026-07-13"]);
    expect(lines.at(-1)).toBe("total,2,5,12,12.6,2");
    const anon = await groupImpactGET(req(`/api/groups/${group.id}/impact?format=csv`), params({ id: String(group.id) }));
    expect(anon.status).toBe(401);
    await db().update(schema.groups).set({ hiddenAt: new Date() }).where(eq(schema.groups.id, group.id));
    expect(await outcome(invoke(getGroupImpact, as(member), { id: group.id }))).toBe("not_found: Group not found");
  });

  it("the operator's dashboard: anonymous 401, a gardener 404 (as the desk), a moderator gets 12 weeks of aggregates", async () => {
    setClock(() => NOW);
    const gardener = await createUser({ username: "metrics_gardener" });
    const [a, b] = await Promise.all([makeUser(db()), makeUser(db())]);
    expect((await adminMetricsGET(req("/api/admin/metrics"))).status).toBe(401);
    expect((await adminMetricsGET(req("/api/admin/metrics", { token: gardener.token }))).status).toBe(404);
    expect(await outcome(invoke(operatorMetrics, as(a), {}))).toBe("not_found: Not found");

    const before = await invoke(operatorMetrics, as(a, true), {});
    await makeMessage(db(), a.id, b.id, "Hello, are the beans still there?", daysAgo(2));
    await makeMessage(db(), b.id, a.id, "Yes!", new Date(daysAgo(2).getTime() + 3 * 3_600_000));
    await trade(a.id, b.id, { grams: 500, at: daysAgo(1) });
    const after = await invoke(operatorMetrics, as(a, true), {});
    expect(after.weeks).toHaveLength(12);
    const week = after.weeks.at(-1)!;
    expect(week.week_starting).toBe("2026-07-13");
    expect(week.completed_trades).toBe(before.weeks.at(-1)!.completed_trades + 1);
    expect(week.new_listings).toBeGreaterThanOrEqual(1);
    expect(week.first_replies).toBe(before.weeks.at(-1)!.first_replies + 1);
    expect(week.median_first_reply_hours).not.toBeNull();
    expect(JSON.stringify(after)).not.toMatch(/beans|@example\.com/);
  });
});
