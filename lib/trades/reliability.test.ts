import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeMessage, makeUser } from "@/db/factories";
import { GET as reliabilityGET } from "@/app/api/users/[id]/reliability/route";
import { blockPair } from "@/lib/blocks";
import { createUser, params, req } from "@/test/http";
import { medianHours, reliabilityFor, reliabilityOf, type EndedTrade } from "./reliability";

/** Issue 32: the kept-promise record, computed from a table of trades. */
const NOW = new Date("2026-06-01T12:00:00Z");
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);
const pickup = (d: number, o: Partial<EndedTrade> = {}): EndedTrade => ({ endedAt: daysAgo(d), asTaker: true, noShow: false, didNotHappen: false, ...o });
const given = (d: number): EndedTrade => ({ endedAt: daysAgo(d), asTaker: false, noShow: false, didNotHappen: false });
const times = (n: number, f: (i: number) => EndedTrade) => Array.from({ length: n }, (_, i) => f(i));

describe("reliabilityOf: the figures from a table of trades", () => {
  const table: { name: string; ended: EndedTrade[]; replies?: number[]; shown: boolean; kept: number | null; pickups: number | null; text: string | null }[] = [
    { name: "15 pickups, none missed", ended: times(15, (i) => pickup(i + 1)), replies: [1, 2.5, 3, 8], shown: true, kept: 15, pickups: 15, text: "kept 15 of 15 pickups in 90 days · usually replies within 3 h" },
    // "A single no-show in 90 days is never shown" (issue 32): the record stays hidden, figures withheld.
    { name: "15 pickups, exactly one no-show", ended: [...times(14, (i) => pickup(i + 1)), pickup(3, { noShow: true })], shown: false, kept: null, pickups: null, text: null },
    { name: "15 pickups, two no-shows", ended: [...times(13, (i) => pickup(i + 1)), pickup(3, { noShow: true }), pickup(4, { noShow: true })], shown: true, kept: 13, pickups: 15, text: "kept 13 of 15 pickups in 90 days" },
    { name: "15 pickups, one no-show, one confirmed 'didn't happen'", ended: [...times(13, (i) => pickup(i + 1)), pickup(3, { noShow: true }), pickup(5, { didNotHappen: true })], shown: false, kept: null, pickups: null, text: null },
    { name: "15 pickups, one no-show from 91 days ago (outside the 90)", ended: [...times(14, (i) => pickup(i + 1)), pickup(91, { noShow: true })], shown: true, kept: 14, pickups: 14, text: "kept 14 of 14 pickups in 90 days" },
    { name: "2 trades: not shown", ended: [pickup(1), pickup(2)], shown: false, kept: null, pickups: null, text: null },
    { name: "2 pickups and 3 trades 181 days old: the old ones are ignored", ended: [pickup(1), pickup(2), ...times(3, () => given(181))], shown: false, kept: null, pickups: null, text: null },
    { name: "2 pickups and 3 trades given 100 days ago: shown (3 trades in 180 days)", ended: [pickup(1), pickup(2), ...times(3, () => given(100))], shown: true, kept: 2, pickups: 2, text: "kept 2 of 2 pickups in 90 days" },
    { name: "only giving: no pickups, nothing to show", ended: times(5, (i) => given(i + 1)), replies: [0.2, 0.5, 30], shown: false, kept: null, pickups: null, text: "Usually replies within 1 h" },
  ];
  it.each(table)("$name", ({ ended, replies, shown, kept, pickups, text }) => {
    expect(reliabilityOf(ended, replies ?? [], NOW)).toEqual({ shown, kept, pickups, days: 90, reply_hours: medianHours(replies ?? []), text });
  });
  it("medianHours: whole hours rounded up, null with fewer than 3, null when most never got a reply", () => {
    expect(medianHours([1, 2.5, 3, 8])).toBe(3);
    expect(medianHours([0.1, 0.2, 0.3])).toBe(1);
    expect(medianHours([1, 2])).toBeNull();
    expect(medianHours([1, Infinity, Infinity])).toBeNull();
    expect(medianHours([1, 2, Infinity])).toBe(2);
  });
});

/** Trades straight into the table, as the trade steps leave them (the steps are tested in release-reasons.test.ts). */
async function trade(giverId: number, receiverId: number, state: "received" | "released" | "not_received", endedDaysAgo: number, reason: "no_show" | "cancelled" | null = null) {
  const listing = await makeListing(db(), giverId);
  const at = new Date(Date.now() - endedDaysAgo * 86_400_000);
  const released = state === "released" ? { releasedAt: at, releasedBy: giverId, releaseReason: reason } : { completedAt: at, confirmedAt: at };
  const [row] = await db().insert(schema.trades).values({ listingId: listing.id, giverId, receiverId, state, ...released }).returning();
  return row;
}

describe("GET /api/users/{id}/reliability: computed from trades and messages", () => {
  it("counts pickups, no-shows, the 180-day age-out and the median first reply; a dropped dispute is not counted", { timeout: 60_000 }, async () => {
    const [taker, giver] = await Promise.all([makeUser(db()), makeUser(db())]);
    for (let i = 0; i < 13; i++) await trade(giver.id, taker.id, "received", i + 1);
    await trade(giver.id, taker.id, "released", 2, "cancelled"); // a release not about them: kept
    const noShow = await trade(giver.id, taker.id, "released", 3, "no_show");
    const second = await trade(giver.id, taker.id, "released", 4, "no_show");
    for (let i = 0; i < 5; i++) await trade(giver.id, taker.id, "released", 181, "no_show"); // aged out
    // Three gardeners new to the taker write first; the taker answers after 1, 2 and 5 hours.
    for (const [i, h] of [1, 2, 5].entries()) {
      const other = await makeUser(db());
      const opened = new Date(Date.now() - (10 - i) * 86_400_000);
      await makeMessage(db(), other.id, taker.id, "Still there?", opened);
      await makeMessage(db(), taker.id, other.id, "Yes", new Date(opened.getTime() + h * 3_600_000));
    }
    expect(await reliabilityFor(taker.id)).toEqual({ shown: true, kept: 14, pickups: 16, days: 90, reply_hours: 2, text: "kept 14 of 16 pickups in 90 days · usually replies within 2 h" });

    // A moderator drops the dispute of one: a single no-show left → never shown.
    await db().update(schema.trades).set({ disputeState: "dropped" }).where(eq(schema.trades.id, second.id));
    expect(await reliabilityFor(taker.id)).toMatchObject({ shown: false, kept: null, pickups: null });
    // Upheld (or still open) counts.
    await db().update(schema.trades).set({ disputeState: "upheld" }).where(eq(schema.trades.id, second.id));
    await db().update(schema.trades).set({ disputeState: "open" }).where(eq(schema.trades.id, noShow.id));
    expect(await reliabilityFor(taker.id)).toMatchObject({ shown: true, kept: 14, pickups: 16 });
  });

  it("wrong side: a suspended, banned or blocked gardener is 404 'User not found', as their profile; a bad id is 404", { timeout: 60_000 }, async () => {
    const [viewer, subject] = await Promise.all([createUser(), createUser()]);
    const get = async (id: string, token: string | null = viewer.token) => {
      const res = await reliabilityGET(req(`/api/users/${id}/reliability`, { token }), params({ id }));
      return [res.status, await res.json()];
    };
    expect(await get(String(subject.id))).toEqual([200, { shown: false, kept: null, pickups: null, days: 90, reply_hours: null, text: null }]);
    expect((await get(String(subject.id), null))[0]).toBe(200); // anyone may read a visible gardener's record
    expect(await get("abc")).toEqual([404, { detail: "User not found" }]);
    await blockPair(subject.id, viewer.id);
    expect(await get(String(subject.id))).toEqual([404, { detail: "User not found" }]);
    const other = await createUser();
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, other.id));
    expect(await get(String(other.id))).toEqual([404, { detail: "User not found" }]);
    expect(await get(String(other.id), null)).toEqual([404, { detail: "User not found" }]);
    await db().update(schema.users).set({ suspendedUntil: null, bannedAt: new Date() }).where(eq(schema.users.id, other.id));
    expect(await get(String(other.id))).toEqual([404, { detail: "User not found" }]);
  });
});
