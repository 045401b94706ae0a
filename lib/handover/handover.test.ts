import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makeMessage, makeUser } from "@/db/factories";
import { PUT as handoverPUT } from "@/app/api/listings/[id]/handover/route";
import { GET as calendarGET } from "@/app/api/listings/[id]/calendar.ics/route";
import { POST as windowPOST } from "@/app/api/listings/[id]/window/route";
import { POST as comingPOST } from "@/app/api/listings/[id]/coming/route";
import type { Viewer } from "@/lib/auth/session";
import { blockPair } from "@/lib/blocks";
import { addDays, setClock, today } from "@/lib/clock";
import { outboxFor } from "@/lib/mail";
import { sendPickupReminders } from "@/lib/notifications/handover-reminders";
import { settleEmails } from "@/lib/notifications/events";
import { resetLimits } from "@/lib/rate-limit";
import { listTrades } from "@/lib/trades/list-trades";
import { releaseListing } from "@/lib/trades/release-listing";
import { reserveListing } from "@/lib/trades/reserve-listing";
import { remindAtFor } from "@/lib/trades/windows";
import { invoke } from "@/lib/use-case";
import { createUser, params, req } from "@/test/http";
import { testViewer } from "@/test/viewer";
import { getCalendar } from "./calendar";
import { answerComing } from "./coming";
import { applyComingLink, checkComingLink } from "./coming-link";
import { calendarFile, escapeText, fold } from "./ics";
import { respondWindow } from "./respond-window";
import { setHandover } from "./set-handover";
import { outcomeKind as answer } from "@/test/outcome";

const as = (u: { id: number }): Viewer => testViewer({ id: u.id });
const H = 3_600_000;
/** A window `hours` from now, `len` hours long. */
// From one instant for the whole file: two calls a minute apart gave two windows (CI: the proposal made
// at 12:11:59 was checked against win(48) at 12:12:00).
const FROM = Date.now();
const win = (hours: number, len = 1) => {
  const start = new Date(FROM + hours * H);
  start.setUTCSeconds(0, 0);
  return { start: start.toISOString(), end: new Date(start.getTime() + len * H).toISOString() };
};
const snapshot = async (listingId: number) => ({
  listing: (await db().select().from(schema.listings).where(eq(schema.listings.id, listingId)))[0],
  handover: await db().select().from(schema.listingHandovers).where(eq(schema.listingHandovers.listingId, listingId)),
  trades: await db().select().from(schema.trades).where(eq(schema.trades.listingId, listingId)),
  windows: await db().select().from(schema.tradeWindows).innerJoin(schema.trades, eq(schema.trades.id, schema.tradeWindows.tradeId)).where(eq(schema.trades.listingId, listingId)),
});

/** An owner, a gardener who talked to them, and a listing reserved for the gardener with a proposed window. */
async function reservedWithWindow(opts: { title?: string; hours?: number } = {}) {
  const [owner, taker] = await Promise.all([makeUser(db()), makeUser(db())]);
  await makeMessage(db(), taker.id, owner.id, "Could I have them?");
  const listing = await makeListing(db(), owner.id, { title: opts.title ?? "Potatoes" });
  await invoke(setHandover, as(owner), { id: listing.id, mode: "doorstep", spot: `Blue door, 7 Elm Row ${listing.id}`, windows: [win(30)] });
  await invoke(reserveListing, as(owner), { id: listing.id, user_id: taker.id, window: win(opts.hours ?? 30) });
  return { owner, taker, listing };
}

beforeEach(() => resetLimits());
afterEach(() => setClock(undefined));

describe("PUT /api/listings/{id}/handover", () => {
  it("the owner sets doorstep/meet/post with windows; the rules answer 422; GET shows the spot only to the owner", async () => {
    const owner = await makeUser(db());
    const listing = await makeListing(db(), owner.id, { availableUntil: addDays(today(), 3) });
    const saved = await invoke(setHandover, as(owner), { id: listing.id, mode: "doorstep", spot: "Side gate", place: "Elm Row", windows: [win(5), win(2)] });
    expect(saved).toMatchObject({ mode: "doorstep", place: "Elm Row", spot: "Side gate" });
    // Earliest first.
    expect(saved.windows.map((w) => w.start)).toEqual([win(2).start, win(5).start]);

    const refused = async (input: Record<string, unknown>) => answer(invoke(setHandover, as(owner), { id: listing.id, windows: [], ...input } as never));
    expect(await refused({ mode: "post" })).toBe("invalid"); // produce by post
    expect(await refused({ mode: "meet" })).toBe("invalid"); // no place
    expect(await refused({ mode: "doorstep" })).toBe("invalid"); // no spot
    expect(await refused({ mode: "meet", place: "Park", spot: "x" })).toBe("invalid"); // a spot that would be public
    expect(await refused({ mode: "meet", place: "Park", windows: [1, 2, 3, 4, 5, 6].map((h) => win(h)) })).toBe("invalid");
    expect(await refused({ mode: "meet", place: "Park", windows: [win(-3)] })).toBe("invalid"); // over
    expect(await refused({ mode: "meet", place: "Park", windows: [win(24 * 5)] })).toBe("invalid"); // after available_until
    expect(await refused({ mode: "meet", place: "Park", windows: [{ start: win(3).end, end: win(3).start }] })).toBe("invalid");
    expect(await refused({ mode: "walk", place: "Park" })).toBe("invalid");

    const seeds = await makeListing(db(), owner.id, { categoryId: 2 });
    expect(await invoke(setHandover, as(owner), { id: seeds.id, mode: "post", place: "ignored", windows: [] })).toEqual({ mode: "post", place: null, windows: [], postage_only: false });

    // Through HTTP: anonymous 401, the owner 200.
    const a = await createUser();
    const l2 = await makeListing(db(), a.id, {});
    const put = (token?: string) => handoverPUT(req(`/api/listings/${l2.id}/handover`, { method: "PUT", token, json: { mode: "meet", place: "The park", windows: [win(4)] } }), params({ id: String(l2.id) }));
    expect((await put()).status).toBe(401);
    const ok = await put(a.token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ mode: "meet", place: "The park" });
  });

  it("wrong side: a stranger 403 on a visible listing, 404 on a friends-only one or when blocked; nothing changed", async () => {
    const [owner, stranger, friend] = await Promise.all([makeUser(db()), makeUser(db()), makeUser(db())]);
    await makeFriendship(db(), owner.id, friend.id);
    const pub = await makeListing(db(), owner.id, {});
    const priv = await makeListing(db(), owner.id, { isPublic: false });
    for (const l of [pub, priv]) await invoke(setHandover, as(owner), { id: l.id, mode: "doorstep", spot: "Under the mat", windows: [] });
    const before = [await snapshot(pub.id), await snapshot(priv.id)];
    const call = (who: { id: number }, id: number) => answer(invoke(setHandover, as(who), { id, mode: "meet", place: "Mine now", windows: [] }));
    expect(await answer(invoke(setHandover, null as never, { id: pub.id, mode: "meet", place: "x", windows: [] }))).toBe("unauthorized");
    expect(await call(stranger, pub.id)).toBe("forbidden");
    expect(await call(stranger, priv.id)).toBe("not_found");
    expect(await call(friend, priv.id)).toBe("forbidden");
    await blockPair(owner.id, stranger.id);
    expect(await call(stranger, pub.id)).toBe("not_found");
    expect([await snapshot(pub.id), await snapshot(priv.id)]).toEqual(before);
  });
});

describe("a time both agreed", () => {
  it("reserve proposes; the gardener counter-proposes; the owner accepts; both see it; the proposer cannot accept their own", async () => {
    const { owner, taker, listing } = await reservedWithWindow();
    const [mine] = await invoke(listTrades, as(taker), { listing_id: listing.id });
    expect(mine.window).toMatchObject({ state: "proposed", proposed_by: "them", coming: null });
    // The owner cannot accept their own proposal.
    expect(await answer(invoke(respondWindow, as(owner), { id: listing.id, action: "accept" }))).toBe("forbidden");
    // Propose needs a window.
    expect(await answer(invoke(respondWindow, as(taker), { id: listing.id, action: "propose" }))).toBe("invalid");
    const counter = await invoke(respondWindow, as(taker), { id: listing.id, action: "propose", window: win(48) });
    expect(counter.window).toMatchObject({ state: "proposed", proposed_by: "me", start: win(48).start });
    await settleEmails();
    const told = await db().select().from(schema.notifications).where(and(eq(schema.notifications.userId, owner.id), eq(schema.notifications.kind, "trade_window_proposed")));
    expect(told).toHaveLength(1);
    const agreed = await invoke(respondWindow, as(owner), { id: listing.id, action: "accept" });
    expect(agreed.window).toMatchObject({ state: "agreed", proposed_by: "them" });
    const [theirs] = await invoke(listTrades, as(taker), { listing_id: listing.id });
    expect(theirs.window).toMatchObject({ state: "agreed", proposed_by: "me", start: win(48).start, end: win(48).end });
    // Nothing left to answer.
    expect(await answer(invoke(respondWindow, as(taker), { id: listing.id, action: "decline" }))).toBe("conflict");
    // Declining a new proposal.
    await invoke(respondWindow, as(owner), { id: listing.id, action: "propose", window: win(50) });
    expect((await invoke(respondWindow, as(taker), { id: listing.id, action: "decline" })).window).toMatchObject({ state: "declined" });
  });

  it("wrong side: anonymous, a stranger, a blocked or suspended other side, and after release: refused, nothing changed", async () => {
    const { owner, taker, listing } = await reservedWithWindow();
    const stranger = await makeUser(db());
    const before = await snapshot(listing.id);
    const calls = (who: Viewer | null) => ({
      propose: () => invoke(respondWindow, who as Viewer, { id: listing.id, action: "propose", window: win(60) }),
      accept: () => invoke(respondWindow, who as Viewer, { id: listing.id, action: "accept" }),
      coming: () => invoke(answerComing, who as Viewer, { id: listing.id, coming: false }),
      calendar: () => invoke(getCalendar, who as Viewer, { id: listing.id }),
    });
    const all = async (who: Viewer | null) => Object.fromEntries(await Promise.all(Object.entries(calls(who)).map(async ([k, f]) => [k, await answer(f())])));
    expect(await all(null)).toEqual({ propose: "unauthorized", accept: "unauthorized", coming: "unauthorized", calendar: "unauthorized" });
    expect(await all(as(stranger))).toEqual({ propose: "forbidden", accept: "forbidden", coming: "forbidden", calendar: "forbidden" });
    // The owner may not answer the reminder for the gardener.
    expect(await answer(invoke(answerComing, as(owner), { id: listing.id, coming: false }))).toBe("forbidden");
    expect(await snapshot(listing.id)).toEqual(before);

    // Blocked either way: the listing is not found for the taker; the owner cannot reach a gardener who blocked them.
    await blockPair(taker.id, owner.id);
    expect(await all(as(taker))).toEqual({ propose: "not_found", accept: "not_found", coming: "not_found", calendar: "not_found" });
    expect(await all(as(owner))).toMatchObject({ propose: "not_found", accept: "not_found", calendar: "not_found" });
    expect(await snapshot(listing.id)).toEqual(before);

    // A suspended gardener: the owner cannot tell them anything.
    const other = await reservedWithWindow();
    const before2 = await snapshot(other.listing.id);
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, other.taker.id));
    expect(await answer(invoke(respondWindow, as(other.owner), { id: other.listing.id, action: "propose", window: win(70) }))).toBe("not_found");
    expect(await snapshot(other.listing.id)).toEqual(before2);
    // Their session is refused at the door.
    const s = await createUser();
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, s.id));
    const r = await windowPOST(req(`/api/listings/${other.listing.id}/window`, { token: s.token, json: { action: "accept" } }), params({ id: String(other.listing.id) }));
    expect(r.status).toBe(401);

    // Released: no trade to answer for.
    const third = await reservedWithWindow();
    await invoke(releaseListing, as(third.owner), { id: third.listing.id, reason: "changed_mind" });
    const before3 = await snapshot(third.listing.id);
    // Available again: the gardener sees it, but it is no longer theirs.
    expect(await answer(invoke(respondWindow, as(third.taker), { id: third.listing.id, action: "accept" }))).toBe("forbidden");
    expect(await answer(invoke(respondWindow, as(third.owner), { id: third.listing.id, action: "propose", window: win(40) }))).toBe("conflict");
    expect(await snapshot(third.listing.id)).toEqual(before3);
  });
});

describe("the calendar file", () => {
  it("escapes and folds per RFC 5545", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const long = fold(`SUMMARY:${"é".repeat(60)}`);
    for (const line of long.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const body = calendarFile({ uid: "trade-1@gardenswap", stamp: new Date("2026-06-01T09:00:00Z"), start: new Date("2026-06-02T17:00:00Z"), end: new Date("2026-06-02T18:30:00Z"), summary: "Pick up Beans, peas; more", location: "Blue door, 7 Elm Row", description: "x", url: "https://example.org/listings/1" });
    expect(body).toContain("BEGIN:VEVENT\r\nUID:trade-1@gardenswap\r\nDTSTAMP:20260601T090000Z\r\nDTSTART:20260602T170000Z\r\nDTEND:20260602T183000Z\r\n");
    expect(body).toContain("SUMMARY:Pick up Beans\\, peas\\; more\r\n");
    expect(body).toContain("LOCATION:Blue door\\, 7 Elm Row\r\n");
    expect(body.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
  });

  it("GET .../calendar.ics: text/calendar for the two gardeners, with the spot for a doorstep pickup; 401/403 for others", async () => {
    const [owner, taker, stranger] = await Promise.all([createUser(), createUser(), createUser()]);
    await makeMessage(db(), taker.id, owner.id, "hi");
    const listing = await makeListing(db(), owner.id, { title: "Rhubarb" });
    await invoke(setHandover, as(owner), { id: listing.id, mode: "doorstep", spot: "Shed, 3 Oak Lane", windows: [] });
    await invoke(reserveListing, as(owner), { id: listing.id, user_id: taker.id, window: win(26) });
    const get = (token?: string) => calendarGET(req(`/api/listings/${listing.id}/calendar.ics`, { token }), params({ id: String(listing.id) }));
    for (const who of [owner, taker]) {
      const r = await get(who.token);
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      const text = await r.text();
      expect(text).toContain("LOCATION:Shed\\, 3 Oak Lane\r\n");
      expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
    }
    expect((await get()).status).toBe(401);
    expect((await get(stranger.token)).status).toBe(403);
  });
});

describe("reminders that ask", () => {
  it("lead time: a few hours for soft fruit, the evening before (18:00 UTC) otherwise, never before the agreement", () => {
    const start = new Date("2026-06-10T10:00:00Z");
    const agreed = new Date("2026-06-01T10:00:00Z");
    expect(remindAtFor(start, true, agreed).toISOString()).toBe("2026-06-10T07:00:00.000Z");
    expect(remindAtFor(start, false, agreed).toISOString()).toBe("2026-06-09T18:00:00.000Z");
    expect(remindAtFor(start, false, new Date("2026-06-09T20:00:00Z")).toISOString()).toBe("2026-06-09T20:00:00.000Z");
  });

  it("once, on time: not before it is due; two sweeps at once and a later one (a restart) send one bell item and one e-mail", async () => {
    const { owner, taker, listing } = await reservedWithWindow({ title: "Raspberries", hours: 30 });
    await invoke(respondWindow, as(taker), { id: listing.id, action: "accept" });
    const [w] = await db().select().from(schema.tradeWindows).innerJoin(schema.trades, eq(schema.trades.id, schema.tradeWindows.tradeId)).where(eq(schema.trades.listingId, listing.id));
    // Soft fruit: 3 hours before.
    expect(w.trade_windows.remindAt!.getTime()).toBe(Date.parse(win(30).start) - 3 * H);
    expect(await sendPickupReminders()).toBe(0);
    setClock(() => new Date(w.trade_windows.remindAt!.getTime() + 1000));
    const [a, b] = await Promise.all([sendPickupReminders(), sendPickupReminders()]);
    expect(a + b).toBe(1);
    expect(await sendPickupReminders()).toBe(0);
    await settleEmails();
    const bell = await db().select().from(schema.notifications).where(and(eq(schema.notifications.userId, taker.id), eq(schema.notifications.kind, "trade_reminder")));
    expect(bell).toHaveLength(1);
    expect(bell[0].actorId).toBe(owner.id);
    const mails = (await outboxFor(taker.email)).filter((m) => m.kind === "pickup_reminder");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Pickup of “Raspberries”: still coming?");

    // The e-mail's "Can't make it" link releases at once as cancelled; the owner is told.
    const tokens = [...mails[0].html.matchAll(/pickup-reminder\?token=([^"&]+)/g)].map((m) => decodeURIComponent(m[1]));
    const no = tokens.find((t) => t.includes(".no."))!;
    expect(await invoke(checkComingLink, null, { token: no })).toMatchObject({ answer: "no", done: false });
    expect(await invoke(applyComingLink, null, { token: no })).toMatchObject({ done: true });
    const [released] = await invoke(listTrades, as(owner), { listing_id: listing.id });
    expect(released.state).toBe("released");
    expect(released.release).toMatchObject({ reason: "cancelled", text: "Released: they cancelled" });
    await settleEmails();
    const toldOwner = await db().select().from(schema.notifications).where(and(eq(schema.notifications.userId, owner.id), eq(schema.notifications.kind, "trade_cancelled")));
    expect(toldOwner).toHaveLength(1);
    // A second use changes nothing.
    expect(await invoke(applyComingLink, null, { token: no })).toMatchObject({ done: true });
    expect(await answer(invoke(applyComingLink, null, { token: no.replace(/.$/, (c) => (c === "A" ? "B" : "A")) }))).toBe("forbidden");
  });

  it("what keeps: the evening before; the trades e-mail switch off → the bell item only; still coming tells the owner", async () => {
    const { owner, taker, listing } = await reservedWithWindow({ title: "Potatoes", hours: 60 });
    await db().update(schema.users).set({ emailTrades: false }).where(eq(schema.users.id, taker.id));
    await invoke(respondWindow, as(taker), { id: listing.id, action: "accept" });
    const start = new Date(win(60).start);
    const evening = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() - 1, 18);
    setClock(() => new Date(Math.max(evening, Date.now()) + 1000));
    expect(await sendPickupReminders()).toBe(1);
    expect((await outboxFor(taker.email)).filter((m) => m.kind === "pickup_reminder")).toHaveLength(0);
    const r = await comingPOST(req(`/api/listings/${listing.id}/coming`, { json: { coming: true } }), params({ id: String(listing.id) }));
    expect(r.status).toBe(401);
    const t = await invoke(answerComing, as(taker), { id: listing.id, coming: true });
    expect(t).toMatchObject({ state: "reserved", window: { coming: true } });
    await settleEmails();
    const told = await db().select().from(schema.notifications).where(and(eq(schema.notifications.userId, owner.id), eq(schema.notifications.kind, "trade_coming")));
    expect(told).toHaveLength(1);
  });
});
