import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeMessage, makeUser, makeWant } from "@/db/factories";
import { GET as calendarGET } from "@/app/api/events/[id]/calendar.ics/route";
import { POST as cancelPOST } from "@/app/api/events/[id]/cancel/route";
import { POST as rsvpPOST } from "@/app/api/events/[id]/rsvp/route";
import type { Viewer } from "@/lib/auth/session";
import { blockPair } from "@/lib/blocks";
import { setClock } from "@/lib/clock";
import { outboxFor } from "@/lib/mail";
import { resetLimits } from "@/lib/rate-limit";
import { heldForSwapDay } from "@/lib/trades/held-for-swap-day";
import { reserveListing } from "@/lib/trades/reserve-listing";
import { invoke } from "@/lib/use-case";
import { readerOf } from "@/lib/viewer";
import { eventVisibleTo } from "@/lib/visibility";
import { createUser, params, req } from "@/test/http";
import { testViewer } from "@/test/viewer";
import { cancelEvent } from "./cancel-event";
import { createEvent } from "./create-event";
import { eventCalendar } from "./event-calendar";
import { eventMatches } from "./event-matches";
import { getEvent } from "./get-event";
import { continueSeries, sendSwapDayNotices } from "./jobs";
import { listEvents } from "./list-events";
import { listGroupEvents } from "./list-group-events";
import { nextOccurrence, recurrenceLabel } from "./recurrence";
import { recordSwaps } from "./record-swaps";
import { rsvpEvent } from "./rsvp-event";
import { setBringing } from "./set-bringing";
import { getSwapSheet } from "./get-swap-sheet";
import { outcomeKind as answer } from "@/test/outcome";

const as = (u: { id: number }): Viewer => testViewer({ id: u.id });
const DAY = 86_400_000;
const inDays = (n: number, hour = 10) => {
  const d = new Date(Date.now() + n * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const plan = (over: Record<string, unknown> = {}) => ({ title: "Autumn seed swap", starts_at: inDays(10), ends_at: inDays(10, 13), place: "97214", address: "12 Garden Lane", ...over });

async function makeGroup(owner: { id: number }, name = `Garden ${Math.random()}`) {
  const [g] = await db().insert(schema.groups).values({ name, kind: "community_garden", place: "Portland, OR", createdBy: owner.id }).returning();
  await db().insert(schema.groupMembers).values({ groupId: g.id, userId: owner.id, role: "owner", status: "member", joinedAt: new Date() });
  return g;
}
const join = (groupId: number, u: { id: number }, status: "member" | "pending" | "removed" = "member", role: "admin" | "member" = "member") =>
  db().insert(schema.groupMembers).values({ groupId, userId: u.id, role, status });
const eventsCount = async () => (await db().select({ id: schema.events.id }).from(schema.events)).length;
const suspend = (u: { id: number }) => db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + DAY) }).where(eq(schema.users.id, u.id));

beforeEach(() => resetLimits());
afterEach(() => setClock(undefined));

describe("recurrence (decision 0218)", () => {
  it("weekly is seven days later; monthly keeps the weekday of the month, a fifth one means last", () => {
    expect(nextOccurrence(new Date("2026-12-06T10:00:00Z"), "weekly").toISOString()).toBe("2026-12-13T10:00:00.000Z");
    // First Sunday of December 2026 → first Sunday of January 2027.
    expect(nextOccurrence(new Date("2026-12-06T10:00:00Z"), "monthly").toISOString()).toBe("2027-01-03T10:00:00.000Z");
    expect(recurrenceLabel(new Date("2026-12-06T10:00:00Z"), "monthly")).toBe("First Sunday of the month");
    // Third Saturday.
    expect(nextOccurrence(new Date("2026-11-21T09:30:00Z"), "monthly").toISOString()).toBe("2026-12-19T09:30:00.000Z");
    // Last (fifth) Tuesday of December 2026 → last Tuesday of January 2027.
    expect(recurrenceLabel(new Date("2026-12-29T18:00:00Z"), "monthly")).toBe("Last Tuesday of the month");
    expect(nextOccurrence(new Date("2026-12-29T18:00:00Z"), "monthly").toISOString()).toBe("2027-01-26T18:00:00.000Z");
    expect(recurrenceLabel(new Date("2026-12-06T10:00:00Z"), null)).toBeNull();
  });
});

describe("POST /api/events: who may plan a swap day", () => {
  it("any gardener a public one; a group's owner and admins a group's one; nobody else, and nothing is created", { timeout: 60_000 }, async () => {
    const [owner, admin, member, stranger, pending, suspended] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => makeUser(db())));
    const g = await makeGroup(owner);
    await join(g.id, admin, "member", "admin");
    await join(g.id, member);
    await join(g.id, pending, "pending");
    await suspend(suspended);

    const pub = await invoke(createEvent, as(stranger), plan());
    expect(pub).toMatchObject({ title: "Autumn seed swap", place: "97214 Portland, OR", address: "12 Garden Lane", going: true, going_count: 1, is_organizer: true, group: null });
    expect((await invoke(createEvent, as(admin), plan({ group_id: g.id, members_only: true }))).group).toEqual({ id: g.id, name: g.name });
    expect((await invoke(createEvent, as(owner), plan({ group_id: g.id }))).members_only).toBe(false);

    const before = await eventsCount();
    expect(await answer(invoke(createEvent, null as unknown as Viewer, plan()))).toBe("unauthorized");
    expect(await answer(invoke(createEvent, as(member), plan({ group_id: g.id })))).toBe("forbidden");
    expect(await answer(invoke(createEvent, as(stranger), plan({ group_id: g.id })))).toBe("forbidden");
    expect(await answer(invoke(createEvent, as(pending), plan({ group_id: g.id })))).toBe("forbidden");
    expect(await answer(invoke(createEvent, as(suspended), plan()))).toBe("forbidden");
    expect(await answer(invoke(createEvent, as(owner), plan({ group_id: 999_999 })))).toBe("not_found");
    expect(await answer(invoke(createEvent, as(owner), plan({ place: "Nowhere-on-sea, ZZ" })))).toBe("invalid");
    expect(await answer(invoke(createEvent, as(owner), plan({ starts_at: inDays(-1), ends_at: inDays(-1, 12) })))).toBe("invalid");
    expect(await answer(invoke(createEvent, as(owner), plan({ ends_at: inDays(10, 9) })))).toBe("invalid");
    // A malformed time with the other well formed (the CI fuzzer's seed 1820157759): 422, never 500.
    expect(await answer(invoke(createEvent, as(owner), plan({ starts_at: "1", ends_at: "6000-02-29T20:00:00Z", place: "" })))).toBe("invalid");
    await db().update(schema.groups).set({ hiddenAt: new Date() }).where(eq(schema.groups.id, g.id));
    expect(await answer(invoke(createEvent, as(owner), plan({ group_id: g.id })))).toBe("not_found");
    expect(await eventsCount()).toBe(before);
  });
});

describe("eventVisibleTo: the one rule for swap days, as a matrix", () => {
  it("public, members only, cancelled, hidden, organiser suspended, group hidden × anonymous, stranger, member, pending, removed, organiser, going, blocked", { timeout: 60_000 }, async () => {
    const [org, member, pending, removed, going, blocked, stranger] = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => makeUser(db())));
    const g = await makeGroup(org);
    await join(g.id, member);
    await join(g.id, pending, "pending");
    await join(g.id, removed, "removed");
    await join(g.id, going);
    await blockPair(blocked.id, org.id);
    const make = async (over: Partial<typeof schema.events.$inferInsert> = {}, orgId = org.id) => {
      const [e] = await db()
        .insert(schema.events)
        .values({ organizerId: orgId, title: "Swap", startsAt: new Date(inDays(5)), endsAt: new Date(inDays(5, 12)), place: "Portland, OR", ...over })
        .returning();
      await db().insert(schema.eventRsvps).values({ eventId: e.id, userId: going.id });
      return e.id;
    };
    const otherOrg = await makeUser(db());
    const g2 = await makeGroup(otherOrg);
    await join(g2.id, member);
    const rows = {
      public: await make(),
      "members only": await make({ groupId: g.id, membersOnly: true }),
      "public, of a group": await make({ groupId: g.id }),
      cancelled: await make({ cancelledAt: new Date() }),
      hidden: await make({ hiddenAt: new Date() }),
      "organiser suspended": await make({}, (await suspendedUser()).id),
      "group hidden": await make({ groupId: g2.id }),
    };
    await db().update(schema.groups).set({ hiddenAt: new Date() }).where(eq(schema.groups.id, g2.id));
    const viewers = { anonymous: null, stranger, member, pending, removed, organiser: org, going, blocked };
    const seen: Record<string, string> = {};
    for (const [row, id] of Object.entries(rows)) {
      const who: string[] = [];
      for (const [name, v] of Object.entries(viewers)) {
        const [r] = await db().select({ id: schema.events.id }).from(schema.events).where(and(eq(schema.events.id, id), eventVisibleTo(v ? readerOf(v.id) : null)));
        if (r) who.push(name);
      }
      seen[row] = who.join(" ");
    }
    expect(seen).toEqual({
      public: "anonymous stranger member pending removed organiser going",
      "members only": "member organiser going",
      "public, of a group": "anonymous stranger member pending removed organiser going",
      cancelled: "organiser going",
      hidden: "organiser",
      "organiser suspended": "",
      // The organiser always sees their own (to know what happened); nobody else.
      "group hidden": "organiser",
    });
  });
});

async function suspendedUser() {
  const u = await makeUser(db());
  await suspend(u);
  return u;
}

describe("GET /api/events/{id}, .ics and the list: the address only for those going", () => {
  it("anonymous and strangers see the town, those going the address; members-only events are 404 to others", { timeout: 60_000 }, async () => {
    const [org, guest, stranger] = await Promise.all([1, 2, 3].map(() => makeUser(db())));
    const e = await invoke(createEvent, as(org), plan({ title: "Winter seed swap" }));
    expect((await invoke(getEvent, null, { id: e.id })).address).toBeNull();
    expect((await invoke(getEvent, as(stranger), { id: e.id })).address).toBeNull();
    expect((await invoke(getEvent, as(stranger), { id: e.id })).has_address).toBe(true);
    await invoke(rsvpEvent, as(guest), { id: e.id, going: true });
    expect((await invoke(getEvent, as(guest), { id: e.id })).address).toBe("12 Garden Lane");

    const anonIcs = await invoke(eventCalendar, null, { id: e.id });
    expect(anonIcs.body).toContain("LOCATION:97214 Portland\\, OR");
    expect(anonIcs.body).not.toContain("Garden Lane");
    expect((await invoke(eventCalendar, as(guest), { id: e.id })).body).toContain("LOCATION:12 Garden Lane\\, 97214 Portland\\, OR");
    const res = await calendarGET(req(`/api/events/${e.id}/calendar.ics`), params({ id: String(e.id) }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");

    const list = await invoke(listEvents, null, { near: "97214" });
    const item = list.items.find((i) => i.id === e.id)!;
    expect(item.distance_bucket).toMatch(/^(about|under|less)/);
    expect(JSON.stringify(list)).not.toContain("Garden Lane");
    expect((await invoke(listEvents, as(guest), {})).mine.map((i) => i.id)).toContain(e.id);

    const g = await makeGroup(org);
    const closed = await invoke(createEvent, as(org), plan({ group_id: g.id, members_only: true }));
    expect(await answer(invoke(getEvent, null, { id: closed.id }))).toBe("not_found");
    expect(await answer(invoke(getEvent, as(stranger), { id: closed.id }))).toBe("not_found");
    expect(await answer(invoke(eventCalendar, as(stranger), { id: closed.id }))).toBe("not_found");
    expect((await invoke(listGroupEvents, as(stranger), { group_id: g.id })).items).toEqual([]);
    expect((await invoke(listGroupEvents, as(org), { group_id: g.id })).items.map((i) => i.id)).toEqual([closed.id]);
  });
});

describe("POST /api/events/{id}/rsvp", () => {
  it("takes a place; full → 409 with a clear detail; wrong side refused and nothing changed", { timeout: 60_000 }, async () => {
    const [org, a, stranger, blocked, suspended] = await Promise.all([1, 2, 3, 4, 5].map(() => makeUser(db())));
    const b = await createUser();
    const e = await invoke(createEvent, as(org), plan({ capacity: 2 }));
    expect(await invoke(rsvpEvent, as(a), { id: e.id, going: true })).toEqual({ going: true, going_count: 2 });
    const full = await rsvpPOST(req(`/api/events/${e.id}/rsvp`, { method: "POST", json: { going: true }, token: b.token }), params({ id: String(e.id) }));
    expect(full.status).toBe(409);
    expect((await full.json()).detail).toBe("This swap day is full (2 of 2 going). Try again later: someone may drop out.");
    expect(await answer(invoke(rsvpEvent, as(b), { id: e.id, going: true }))).toBe("conflict");
    await invoke(rsvpEvent, as(a), { id: e.id, going: false });
    expect((await invoke(rsvpEvent, as(b), { id: e.id, going: true })).going_count).toBe(2);

    const g = await makeGroup(org);
    const closed = await invoke(createEvent, as(org), plan({ group_id: g.id, members_only: true }));
    await blockPair(org.id, blocked.id);
    await suspend(suspended);
    const rsvps = async () => (await db().select().from(schema.eventRsvps).where(eq(schema.eventRsvps.eventId, closed.id))).length;
    const before = await rsvps();
    expect(await answer(invoke(rsvpEvent, null as unknown as Viewer, { id: closed.id, going: true }))).toBe("unauthorized");
    expect(await answer(invoke(rsvpEvent, as(stranger), { id: closed.id, going: true }))).toBe("not_found");
    expect(await answer(invoke(rsvpEvent, as(blocked), { id: e.id, going: true }))).toBe("not_found");
    expect(await answer(invoke(rsvpEvent, as(suspended), { id: e.id, going: true }))).toBe("forbidden");
    expect(await rsvps()).toBe(before);
  });
});

describe("POST /api/events/{id}/cancel", () => {
  it("the organiser or a group admin calls it off: those going are told once (bell and e-mail), what was brought is free; nobody else can, and nothing changes", { timeout: 60_000 }, async () => {
    const [org, admin, member, stranger, blocked, suspended, going] = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => makeUser(db(), { emailTrades: true })));
    const g = await makeGroup(org);
    await join(g.id, admin, "member", "admin");
    await join(g.id, member);
    await join(g.id, going);
    await join(g.id, suspended, "member", "admin");
    const e = await invoke(createEvent, as(org), plan({ group_id: g.id, title: "Winter swap" }));
    for (const u of [member, going, blocked]) await invoke(rsvpEvent, as(u), { id: e.id, going: true });
    const beans = await makeListing(db(), going.id, { title: "Runner bean seeds" });
    await invoke(setBringing, as(going), { id: e.id, listing_ids: [beans.id], wish_ids: [] });
    expect(await heldForSwapDay(db(), beans.id)).not.toBeNull();
    expect((await invoke(getEvent, as(admin), { id: e.id })).can_cancel).toBe(true);
    expect((await invoke(getEvent, as(member), { id: e.id })).can_cancel).toBe(false);
    expect((await invoke(getEvent, null, { id: e.id })).can_cancel).toBe(false);

    // The wrong side: anonymous, a member, a stranger, a suspended admin; a members-only day is 404 to a stranger.
    await blockPair(org.id, blocked.id);
    await suspend(suspended);
    const closed = await invoke(createEvent, as(org), plan({ group_id: g.id, members_only: true }));
    const state = async () => (await db().select({ c: schema.events.cancelledAt }).from(schema.events).where(eq(schema.events.id, e.id)))[0]?.c ?? null;
    const anon = await cancelPOST(req(`/api/events/${e.id}/cancel`, { method: "POST" }), params({ id: String(e.id) }));
    expect(anon.status).toBe(401);
    const b = await createUser();
    const refused = await cancelPOST(req(`/api/events/${e.id}/cancel`, { method: "POST", token: b.token }), params({ id: String(e.id) }));
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toBe("Only the organiser or the group's admins can cancel this swap day");
    expect(await answer(invoke(cancelEvent, as(member), { id: e.id }))).toBe("forbidden");
    expect(await answer(invoke(cancelEvent, as(stranger), { id: e.id }))).toBe("forbidden");
    expect(await answer(invoke(cancelEvent, as(stranger), { id: closed.id }))).toBe("not_found");
    expect(await answer(invoke(cancelEvent, as(suspended), { id: e.id }))).toBe("forbidden");
    expect(await state()).toBeNull();
    const told = () => db().select().from(schema.notifications).where(and(eq(schema.notifications.eventId, e.id), eq(schema.notifications.kind, "swap_day_cancelled")));
    expect(await told()).toEqual([]);

    // A group admin calls it off; those going who may still see it are told, the admin is not; twice is 409.
    expect(await invoke(cancelEvent, as(admin), { id: e.id })).toEqual({ id: e.id, cancelled: true, told: 3 });
    expect(await invoke(getEvent, as(org), { id: e.id })).toMatchObject({ cancelled: true, can_cancel: false });
    expect(await answer(invoke(getEvent, as(admin), { id: e.id }))).toBe("not_found");
    expect(await state()).not.toBeNull();
    expect((await told()).map((n) => n.userId).sort()).toEqual([org.id, member.id, going.id].sort());
    expect((await outboxFor(going.email)).map((m) => m.subject)).toEqual(["Cancelled: Winter swap"]);
    expect(await outboxFor(blocked.email)).toEqual([]);
    expect(await heldForSwapDay(db(), beans.id)).toBeNull();
    expect(await answer(invoke(cancelEvent, as(org), { id: e.id }))).toBe("conflict");
    expect(await answer(invoke(rsvpEvent, as(stranger), { id: e.id, going: true }))).toBe("not_found");
    expect(await answer(invoke(rsvpEvent, as(member), { id: e.id, going: true }))).toBe("conflict");
    expect((await invoke(eventCalendar, as(going), { id: e.id })).body).toContain("SUMMARY:Cancelled: Winter swap");
  });
});

describe("PUT /api/events/{id}/bringing, matches, and listings held for the day", () => {
  it("only a gardener going, own available listings and own wishes; a brought listing cannot be reserved until the day ends", { timeout: 60_000 }, async () => {
    const [org, rosie, basil, stranger] = await Promise.all([1, 2, 3, 4].map(() => makeUser(db())));
    const e = await invoke(createEvent, as(org), plan());
    const beans = await makeListing(db(), basil.id, { title: "Scarlet runner bean seeds" });
    const reserved = await makeListing(db(), basil.id, { title: "Kale", stateId: 2 });
    const others = await makeListing(db(), rosie.id, { title: "Chard" });
    const wish = await makeWant(db(), rosie.id, { title: "runner beans" });
    const notMine = await makeWant(db(), basil.id, { title: "garlic" });

    expect(await answer(invoke(setBringing, as(basil), { id: e.id, listing_ids: [beans.id], wish_ids: [] }))).toBe("forbidden");
    await invoke(rsvpEvent, as(basil), { id: e.id, going: true });
    await invoke(rsvpEvent, as(rosie), { id: e.id, going: true });
    expect(await answer(invoke(setBringing, as(basil), { id: e.id, listing_ids: [others.id], wish_ids: [] }))).toBe("invalid");
    expect(await answer(invoke(setBringing, as(basil), { id: e.id, listing_ids: [reserved.id], wish_ids: [] }))).toBe("invalid");
    expect(await answer(invoke(setBringing, as(basil), { id: e.id, listing_ids: [], wish_ids: [wish.id] }))).toBe("invalid");
    expect(await db().select().from(schema.eventBringing).where(eq(schema.eventBringing.eventId, e.id))).toEqual([]);

    expect(await invoke(setBringing, as(basil), { id: e.id, listing_ids: [beans.id], wish_ids: [notMine.id] })).toEqual({ listing_ids: [beans.id], wish_ids: [notMine.id] });
    await invoke(setBringing, as(rosie), { id: e.id, listing_ids: [], wish_ids: [wish.id] });
    const m = await invoke(eventMatches, as(rosie), { id: e.id });
    expect(m.items.map((x) => [x.wish.title, x.listing.title, x.owner.username])).toEqual([["runner beans", "Scarlet runner bean seeds", basil.username]]);
    expect((await invoke(getEvent, as(stranger), { id: e.id })).bringing.map((b) => b.listing.id)).toEqual([beans.id]);

    // Held for the day: basil cannot reserve it for someone he talked to until the day is over.
    await makeMessage(db(), stranger.id, basil.id, "Are the beans still there?");
    expect(await answer(invoke(reserveListing, as(basil), { id: beans.id, user_id: stranger.id }))).toBe("conflict");
    setClock(() => new Date(Date.parse(e.ends_at) + 60_000));
    expect(await answer(invoke(reserveListing, as(basil), { id: beans.id, user_id: stranger.id }))).toBe("ok");

    // Not going any more: what one brought goes with it.
    setClock(undefined);
    await invoke(rsvpEvent, as(rosie), { id: e.id, going: false });
    expect(await db().select().from(schema.eventHoping).where(and(eq(schema.eventHoping.eventId, e.id), eq(schema.eventHoping.userId, rosie.id)))).toEqual([]);
  });
});

describe("the pre-swap notice: two days before, exactly once", () => {
  it("each gardener going hears how many things on their want list will be there, once across concurrent sweeps; e-mail by their switch", { timeout: 60_000 }, async () => {
    const [org, rosie, basil, blocked] = await Promise.all([1, 2, 3, 4].map(() => makeUser(db(), { emailNotifications: true })));
    const e = await invoke(createEvent, as(org), plan({ title: "Notice swap", starts_at: inDays(20), ends_at: inDays(20, 13) }));
    for (const u of [rosie, basil, blocked]) await invoke(rsvpEvent, as(u), { id: e.id, going: true });
    const beans = await makeListing(db(), basil.id, { title: "Runner bean seeds" });
    const chard = await makeListing(db(), basil.id, { title: "Rainbow chard seedlings" });
    await makeWant(db(), rosie.id, { title: "runner beans" });
    await makeWant(db(), rosie.id, { title: "chard" });
    await invoke(setBringing, as(basil), { id: e.id, listing_ids: [beans.id, chard.id], wish_ids: [] });
    await blockPair(org.id, blocked.id);

    const notices = () => db().select().from(schema.notifications).where(and(eq(schema.notifications.eventId, e.id), eq(schema.notifications.kind, "swap_day_soon")));
    expect(await sendSwapDayNotices()).toBe(0);
    expect(await notices()).toEqual([]);

    setClock(() => new Date(Date.parse(e.starts_at) - 2 * DAY + 60_000));
    const [x, y] = await Promise.all([sendSwapDayNotices(), sendSwapDayNotices()]);
    expect(x + y).toBe(1);
    expect(await sendSwapDayNotices()).toBe(0);
    const rows = await notices();
    expect(rows.map((r) => [r.userId, r.note]).sort()).toEqual(
      [
        [org.id, "Your swap day is in two days"],
        [rosie.id, "2 things on your want list will be there"],
        [basil.id, "Your swap day is in two days"],
      ].sort(),
    );
    const mail = await outboxFor(rosie.email);
    expect(mail.filter((m) => m.kind === "swap_day_notice").map((m) => m.subject)).toEqual(["2 things on your want list will be there: Notice swap"]);
    expect(mail[0]!.html).not.toContain("Garden Lane");
    expect(await outboxFor(blocked.email)).toEqual([]);
  });

  it("a recurring swap day makes its next occurrence once it ends, once", { timeout: 60_000 }, async () => {
    const org = await makeUser(db());
    const e = await invoke(createEvent, as(org), plan({ title: "Weekly swap", recurrence: "weekly" }));
    setClock(() => new Date(Date.parse(e.ends_at) + 60_000));
    const [a, b] = await Promise.all([continueSeries(), continueSeries()]);
    expect(a + b).toBe(1);
    const next = await db().select().from(schema.events).where(eq(schema.events.seriesId, e.id));
    expect(next.map((n) => n.startsAt.toISOString())).toEqual([new Date(Date.parse(e.starts_at) + 7 * DAY).toISOString()]);
    expect(await db().select().from(schema.eventRsvps).where(eq(schema.eventRsvps.eventId, next[0]!.id))).toHaveLength(1);
  });
});

describe("What did you swap?", () => {
  it("records a gift as a trade of the event (given, then confirmed received); wrong side refused and nothing changed", { timeout: 60_000 }, async () => {
    const [org, rosie, basil, stranger, outsider] = await Promise.all([1, 2, 3, 4, 5].map(() => makeUser(db())));
    const e = await invoke(createEvent, as(org), plan({ title: "Swap sheet" }));
    for (const u of [rosie, basil]) await invoke(rsvpEvent, as(u), { id: e.id, going: true });
    const beans = await makeListing(db(), basil.id, { title: "Bean seeds" });
    await invoke(setBringing, as(basil), { id: e.id, listing_ids: [beans.id], wish_ids: [] });

    expect(await answer(invoke(recordSwaps, as(basil), { id: e.id, gave: [{ listing_id: beans.id, user_id: rosie.id }] }))).toBe("conflict"); // not started
    setClock(() => new Date(Date.parse(e.ends_at) + 3_600_000));
    const trades = () => db().select().from(schema.trades).where(eq(schema.trades.listingId, beans.id));
    expect(await answer(invoke(recordSwaps, as(stranger), { id: e.id, gave: [{ listing_id: beans.id, user_id: rosie.id }] }))).toBe("forbidden");
    expect(await answer(invoke(getSwapSheet, as(stranger), { id: e.id }))).toBe("forbidden");
    expect(await answer(invoke(recordSwaps, as(basil), { id: e.id, gave: [{ listing_id: beans.id, user_id: outsider.id }] }))).toBe("invalid");
    expect(await answer(invoke(recordSwaps, as(rosie), { id: e.id, gave: [{ listing_id: beans.id, user_id: basil.id }] }))).toBe("invalid");
    expect(await answer(invoke(recordSwaps, as(rosie), { id: e.id, got: [beans.id] }))).toBe("invalid");
    expect(await trades()).toEqual([]);

    const sheet = await invoke(recordSwaps, as(basil), { id: e.id, gave: [{ listing_id: beans.id, user_id: rosie.id }] });
    expect(sheet.gave).toEqual([{ listing: { id: beans.id, title: "Bean seeds" }, to_user_id: rosie.id, recorded: true, completed_elsewhere: false }]);
    expect((await trades()).map((t) => [t.state, t.receiverId, t.eventId])).toEqual([["given", rosie.id, e.id]]);
    const mine = await invoke(getSwapSheet, as(rosie), { id: e.id });
    expect(mine.got).toEqual([{ listing: { id: beans.id, title: "Bean seeds" }, from: { id: basil.id, username: basil.username }, received: false }]);
    await invoke(recordSwaps, as(rosie), { id: e.id, got: [beans.id] });
    expect((await trades()).map((t) => t.state)).toEqual(["received"]);
    // A repeat is no change.
    await invoke(recordSwaps, as(basil), { id: e.id, gave: [{ listing_id: beans.id, user_id: rosie.id }] });
    expect(await trades()).toHaveLength(1);
  });
});
