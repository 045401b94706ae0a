import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeMessage, makeUser } from "@/db/factories";
import { setClock } from "@/lib/clock";
import { createListing } from "@/lib/listings/create-listing";
import { getListing } from "@/lib/listings/get-listing";
import { updateListing } from "@/lib/listings/update-listing";
import { resetLimits } from "@/lib/rate-limit";
import { releaseListing } from "@/lib/trades/release-listing";
import { completeListing } from "@/lib/trades/complete-listing";
import { confirmTrade } from "@/lib/trades/confirm-trade";
import { reserveListing } from "@/lib/trades/reserve-listing";
import { invoke } from "@/lib/use-case";
import { testViewer } from "@/test/viewer";
import { outcome } from "@/test/outcome";
import { drawGlut, drawOrder, drawDueFairChances } from "./draw";
import { requestPortion } from "./request-portion";
import { tookPortion } from "./took-portion";

/** Issue 36: portions, help yourself and a fair chance, from the right side. */
const as = (u: { id: number }) => testViewer({ id: u.id });
const glut = (ownerId: number, over: Partial<typeof schema.listings.$inferInsert> = {}) =>
  makeListing(db(), ownerId, { title: "Courgettes", quantity: 10, unit: "kg", remaining: 10, maxPerPerson: 2, ...over });
const listingRow = async (id: number) => (await db().select().from(schema.listings).where(eq(schema.listings.id, id)))[0];

afterEach(() => setClock(undefined));

describe("a glut's fields in the API", () => {
  it("create: quantity, unit (defaulted from the crop or category), max per person, remaining; update keeps what is gone", async () => {
    const owner = await makeUser(db());
    const made = await invoke(createListing, as(owner), { title: "Courgette glut", type_id: 3, is_public: true, quantity: 10, max_per_person: 2 });
    expect(made).toMatchObject({ quantity: 10, unit: "kg", max_per_person: 2, remaining: 10, fair_chance_until: null, help_yourself: false });
    const basil = await invoke(createListing, as(owner), { title: "Basil", type_id: 3, is_public: true, quantity: 6 });
    expect(basil.unit).toBe("bunch");
    const plain = await invoke(createListing, as(owner), { title: "One pumpkin", type_id: 3, is_public: true });
    expect(plain).toMatchObject({ quantity: null, unit: null, remaining: null, help_yourself: false });
    // Max over quantity, help yourself without a quantity, both modes: 422, nothing stored.
    expect(await outcome(invoke(createListing, as(owner), { title: "Beans", type_id: 3, quantity: 2, max_per_person: 3 }))).toBe("invalid: Max per person cannot be more than the quantity");
    expect(await outcome(invoke(createListing, as(owner), { title: "Beans", type_id: 3, help_yourself: true }))).toBe("invalid: Give a quantity first");
    // Two of the ten gone: 6 now leaves 4.
    await db().update(schema.listings).set({ remaining: 8 }).where(eq(schema.listings.id, made.id));
    expect(await invoke(updateListing, as(owner), { id: made.id, quantity: 6 })).toMatchObject({ quantity: 6, remaining: 4 });
    expect(await outcome(invoke(updateListing, as(owner), { id: made.id, quantity: 1, max_per_person: null }))).toBe("conflict: More than that is already reserved or taken");
    expect((await invoke(getListing, null, { id: made.id })).remaining).toBe(4);
  });
});

describe("portions: several reservations at once", () => {
  it("20 simultaneous portion reservations never hand out more than the quantity", { timeout: 60_000 }, async () => {
    resetLimits();
    const owner = await makeUser(db());
    const takers = await Promise.all(Array.from({ length: 20 }, () => makeUser(db())));
    for (const t of takers) await makeMessage(db(), t.id, owner.id, "May I have some?");
    const l = await glut(owner.id, { quantity: 10, remaining: 10, maxPerPerson: 2 });
    const answers = await Promise.all(takers.map((t, i) => outcome(invoke(reserveListing, as(owner), { id: l.id, user_id: t.id, portion: i % 2 ? 1.5 : 1 }))));
    const trades = await db().select().from(schema.trades).where(eq(schema.trades.listingId, l.id));
    const handed = trades.reduce((sum, t) => sum + Number(t.portion), 0);
    const row = await listingRow(l.id);
    expect(handed).toBeLessThanOrEqual(10);
    expect(handed + Number(row.remaining)).toBe(10);
    expect(answers.filter((a) => a === "ok").length).toBe(trades.length);
    expect(trades.length).toBeGreaterThanOrEqual(7); // 10 kg in portions of 1 and 1.5
    if (Number(row.remaining) === 0) expect(row.stateId).toBe(3);
    for (const a of answers.filter((x) => x !== "ok")) expect(a).toMatch(/^conflict: (Only .* left|All of it is gone|This listing is already completed)$/);
  });

  it("one gardener holds up to max_per_person; the whole is given at zero; a plain listing takes no portion", async () => {
    resetLimits();
    const [owner, a, b] = await Promise.all([1, 2, 3].map(() => makeUser(db())));
    await makeMessage(db(), a.id, owner.id, "hi");
    await makeMessage(db(), b.id, owner.id, "hi");
    const l = await glut(owner.id, { quantity: 4, remaining: 4, maxPerPerson: 2 });
    const trade = await invoke(reserveListing, as(owner), { id: l.id, user_id: a.id, portion: 1 });
    expect(trade).toMatchObject({ state: "reserved", counterpart: { id: a.id } });
    expect(await outcome(invoke(reserveListing, as(owner), { id: l.id, user_id: a.id, portion: 1.5 }))).toBe("invalid: That is more than one gardener may have: up to 2 kg");
    await invoke(reserveListing, as(owner), { id: l.id, user_id: a.id, portion: 1 });
    await invoke(reserveListing, as(owner), { id: l.id, user_id: b.id }); // no portion: one gardener's most (2)
    expect(await listingRow(l.id)).toMatchObject({ remaining: 0, stateId: 3 });
    const plain = await makeListing(db(), owner.id, {});
    expect(await outcome(invoke(reserveListing, as(owner), { id: plain.id, user_id: a.id, portion: 1 }))).toBe("invalid: This listing is one thing for one gardener: reserve it without a portion");
    expect(await outcome(invoke(reserveListing, as(owner), { id: plain.id, user_id: a.id }))).toBe("ok");
  });
});

describe("help yourself", () => {
  it("'I took 1 kg' lowers what is left, up to max per person; completes at zero", async () => {
    resetLimits();
    const [owner, a, b, c] = await Promise.all([1, 2, 3, 4].map(() => makeUser(db())));
    const l = await glut(owner.id, { quantity: 5, remaining: 5, maxPerPerson: 2, helpYourself: true });
    expect(await invoke(tookPortion, as(a), { id: l.id, portion: 2 })).toEqual({ listing_id: l.id, portion: 2, state: "taken", remaining: 3, state_id: 1 });
    expect(await outcome(invoke(tookPortion, as(a), { id: l.id, portion: 1 }))).toBe("invalid: That is more than one gardener may have: up to 2 kg");
    await invoke(tookPortion, as(b), { id: l.id, portion: 2 });
    expect(await outcome(invoke(tookPortion, as(c), { id: l.id, portion: 2 }))).toBe("conflict: Only 1 kg left");
    expect((await invoke(tookPortion, as(c), { id: l.id, portion: 1 })).state_id).toBe(3);
    // A doorstep has no reservations.
    await makeMessage(db(), a.id, owner.id, "hi");
    expect(await outcome(invoke(reserveListing, as(owner), { id: l.id, user_id: a.id, portion: 1 }))).toBe("conflict: This listing is already completed");
  });
});

describe("fair chance", () => {
  it("requests gather until the time; the giver may pick; then a draw serves the rest and tells the others", async () => {
    resetLimits();
    const [owner, a, b, c, d] = await Promise.all([1, 2, 3, 4, 5].map(() => makeUser(db())));
    const at = new Date(Date.now() + 3_600_000);
    const l = await glut(owner.id, { quantity: 5, remaining: 5, maxPerPerson: 2, fairChanceUntil: at });
    for (const u of [a, b, c, d]) await invoke(requestPortion, as(u), { id: l.id, portion: 2 });
    await invoke(requestPortion, as(d), { id: l.id, portion: 1 }); // asking again changes the portion
    // The giver picks a (no chat needed: a asked); nothing else is handed out before the time.
    await invoke(reserveListing, as(owner), { id: l.id, user_id: a.id });
    expect(await drawDueFairChances()).toBe(0);
    expect((await listingRow(l.id)).remaining).toBe(3);
    setClock(() => new Date(at.getTime() + 1_000));
    expect(await outcome(invoke(requestPortion, as(owner), { id: l.id, portion: 1 }))).toBe("invalid: It is your own glut");
    expect(await outcome(invoke(requestPortion, as(b), { id: l.id, portion: 1 }))).toBe("conflict: The giver has chosen already");
    expect(await drawDueFairChances(() => 0.5)).toBe(1);
    const portions = await db().select().from(schema.listingPortions).where(eq(schema.listingPortions.listingId, l.id));
    const won = portions.filter((p) => p.state === "chosen").map((p) => p.userId);
    const lost = portions.filter((p) => p.state === "not_chosen").map((p) => p.userId);
    expect(won).toContain(a.id);
    expect(won.length + lost.length).toBe(4);
    expect(lost.length).toBeGreaterThanOrEqual(1);
    const row = await listingRow(l.id);
    const trades = await db().select().from(schema.trades).where(eq(schema.trades.listingId, l.id));
    expect(trades.reduce((s, t) => s + Number(t.portion), 0) + Number(row.remaining)).toBe(5);
    const told = await db().select().from(schema.notifications).where(and(eq(schema.notifications.listingId, l.id), eq(schema.notifications.kind, "portion_not_chosen")));
    expect(told.map((n) => n.userId).sort()).toEqual([...lost].sort());
    expect((await drawGlut(l.id)).won).toBe(0); // drawn once
  });

  it("the draw favours gardeners who have received least", () => {
    let seed = 42;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const firsts = { newcomer: 0, veteran: 0 };
    for (let i = 0; i < 2000; i++) {
      const [first] = drawOrder([{ userId: 1, received: 0 }, { userId: 2, received: 4 }], random);
      firsts[first.userId === 1 ? "newcomer" : "veteran"] += 1;
    }
    // Weights 1 and 1/5: the newcomer comes first about 5 times in 6.
    expect(firsts.newcomer / 2000).toBeGreaterThan(0.75);
    expect(firsts.veteran).toBeGreaterThan(0);
  });
});

describe("releasing a portion", () => {
  it("gives the gardener's reserved portions back to what is left, keeps the reason, reopens a glut gone at zero, and leaves handed-over portions alone", async () => {
    resetLimits();
    const [owner, a, b] = await Promise.all([1, 2, 3].map(() => makeUser(db())));
    for (const u of [a, b]) await makeMessage(db(), u.id, owner.id, "Some for me?");
    const l = await glut(owner.id, { quantity: 4, remaining: 4, maxPerPerson: 2 });
    await invoke(reserveListing, as(owner), { id: l.id, user_id: a.id, portion: 1 });
    await invoke(reserveListing, as(owner), { id: l.id, user_id: a.id, portion: 1 });
    await invoke(reserveListing, as(owner), { id: l.id, user_id: b.id, portion: 2 });
    expect(await listingRow(l.id)).toMatchObject({ remaining: 0, stateId: 3 });
    // b's portion was handed over: releasing a's does not touch it.
    await db().update(schema.trades).set({ state: "given" }).where(and(eq(schema.trades.listingId, l.id), eq(schema.trades.receiverId, b.id)));

    expect(await invoke(releaseListing, as(owner), { id: l.id, user_id: a.id, reason: "no_show" })).toEqual({ id: l.id, state_id: 1, remaining: 2 });
    expect(await listingRow(l.id)).toMatchObject({ remaining: 2, stateId: 1 });
    const trades = await db().select().from(schema.trades).where(eq(schema.trades.listingId, l.id));
    expect(trades.filter((t) => t.receiverId === a.id).map((t) => [t.state, t.releaseReason])).toEqual([["released", "no_show"], ["released", "no_show"]]);
    expect(trades.filter((t) => t.receiverId === b.id).map((t) => t.state)).toEqual(["given"]);
    // What came back can be reserved again.
    expect(await outcome(invoke(reserveListing, as(owner), { id: l.id, user_id: a.id, portion: 2 }))).toBe("ok");
    expect(await listingRow(l.id)).toMatchObject({ remaining: 0, stateId: 3 });
  });

  it("a glut needs the gardener; one with nothing reserved is a 409; a whole listing is released as before", async () => {
    resetLimits();
    const [owner, a] = await Promise.all([1, 2].map(() => makeUser(db())));
    await makeMessage(db(), a.id, owner.id, "hi");
    const l = await glut(owner.id, { quantity: 4, remaining: 4 });
    expect(await outcome(invoke(releaseListing, as(owner), { id: l.id }))).toBe("invalid: Say whose portion to release: user_id");
    expect(await outcome(invoke(releaseListing, as(owner), { id: l.id, user_id: a.id }))).toBe("conflict: No portion of this glut is reserved for that gardener");
    expect(await listingRow(l.id)).toMatchObject({ remaining: 4, stateId: 1 });
    const plain = await makeListing(db(), owner.id, {});
    await invoke(reserveListing, as(owner), { id: plain.id, user_id: a.id });
    expect(await invoke(releaseListing, as(owner), { id: plain.id, reason: "cancelled" })).toEqual({ id: plain.id, state_id: 1 });
  });
});

describe("handing over a portion", () => {
  it("the owner marks one gardener's portions given (weighed from the portion), that gardener confirms; the glut stays on offer", async () => {
    resetLimits();
    const [owner, a, b] = await Promise.all([1, 2, 3].map(() => makeUser(db())));
    for (const u of [a, b]) await makeMessage(db(), u.id, owner.id, "Some for me?");
    const l = await glut(owner.id, { quantity: 10, remaining: 10, maxPerPerson: 3, crops: ["courgette"] });
    await invoke(reserveListing, as(owner), { id: l.id, user_id: a.id, portion: 1.5 });
    await invoke(reserveListing, as(owner), { id: l.id, user_id: b.id, portion: 2 });

    const given = await invoke(completeListing, as(owner), { id: l.id, user_id: a.id });
    expect(given).toMatchObject({ state: "given", role: "giver", counterpart: { id: a.id }, portion: { amount: 1.5, unit: "kg", text: "1.5 kg" } });
    const rows = await db().select().from(schema.trades).where(eq(schema.trades.listingId, l.id));
    expect(rows.find((t) => t.receiverId === a.id)).toMatchObject({ state: "given", weightGrams: 1500, weightEstimated: true });
    expect(rows.find((t) => t.receiverId === b.id)).toMatchObject({ state: "reserved", weightGrams: null });
    expect(await listingRow(l.id)).toMatchObject({ remaining: 6.5, stateId: 1 });

    // b cannot confirm a's portion; a can.
    expect(await outcome(invoke(confirmTrade, as(b), { id: l.id, received: true }))).toBe("forbidden: Only the gardener it was given to can confirm");
    expect(await invoke(confirmTrade, as(a), { id: l.id, received: true })).toMatchObject({ state: "received", portion: { text: "1.5 kg" } });
    // b's, handed over too, never arrived: it goes back to what is left.
    await invoke(completeListing, as(owner), { id: l.id, user_id: b.id });
    expect(await invoke(confirmTrade, as(b), { id: l.id, received: false })).toMatchObject({ state: "not_received", portion: { amount: 2 } });
    expect(await listingRow(l.id)).toMatchObject({ remaining: 8.5, stateId: 1 });
  });

  it("a portion counted in packets is weighed by the unit weight; a glut needs the gardener; nothing reserved is a 409", async () => {
    resetLimits();
    const [owner, a] = await Promise.all([1, 2].map(() => makeUser(db())));
    await makeMessage(db(), a.id, owner.id, "hi");
    const seeds = await glut(owner.id, { title: "Bean seed", categoryId: 2, quantity: 10, unit: "packet", remaining: 10, maxPerPerson: 2 });
    expect(await outcome(invoke(completeListing, as(owner), { id: seeds.id, user_id: null }))).toBe("invalid: Say whose portion you handed over: user_id");
    expect(await outcome(invoke(completeListing, as(owner), { id: seeds.id, user_id: a.id }))).toBe("conflict: No portion of this glut is reserved for that gardener");
    await invoke(reserveListing, as(owner), { id: seeds.id, user_id: a.id, portion: 2 });
    await invoke(completeListing, as(owner), { id: seeds.id, user_id: a.id });
    const [row] = await db().select().from(schema.trades).where(eq(schema.trades.listingId, seeds.id));
    expect(row).toMatchObject({ state: "given", weightGrams: 10 }); // 2 packets × 5 g
  });
});
