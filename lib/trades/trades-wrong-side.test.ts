import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makeMessage, makeUser } from "@/db/factories";
import { POST as reservePOST } from "@/app/api/listings/[id]/reserve/route";
import { POST as releasePOST } from "@/app/api/listings/[id]/release/route";
import { GET as tradesGET } from "@/app/api/users/[id]/trades/route";
import type { Viewer } from "@/lib/auth/session";
import { blockPair } from "@/lib/blocks";
import { addDays, today } from "@/lib/clock";
import { resetLimits } from "@/lib/rate-limit";
import { settleEmails } from "@/lib/notifications/events";
import { invoke } from "@/lib/use-case";
import { LISTING_NOT_FOUND } from "@/lib/validation/listings";
import { createUser, params, req } from "@/test/http";
import { testViewer } from "@/test/viewer";
import { completeListing } from "./complete-listing";
import { confirmTrade } from "./confirm-trade";
import { releaseListing } from "./release-listing";
import { renewListing } from "./renew-listing";
import { reserveListing } from "./reserve-listing";
import { editThanks, thankTrade } from "./thank-trade";
import { getTradeProfile } from "./trade-profile";
import { outcome as answer } from "@/test/outcome";

/** Issue 29 L1, L2, L3: trades from the wrong side. */
const as = (u: { id: number }): Viewer => testViewer({ id: u.id });
const NOT_FOUND = `not_found: ${LISTING_NOT_FOUND}`;
const snapshot = async (listingId: number) => ({
  listing: (await db().select().from(schema.listings).where(eq(schema.listings.id, listingId)))[0],
  trades: await db().select().from(schema.trades).where(eq(schema.trades.listingId, listingId)),
  thanks: await db().select({ id: schema.tradeThanks.id, text: schema.tradeThanks.text, rating: schema.tradeThanks.rating }).from(schema.tradeThanks),
});

/** A listing handed over to `taker` and confirmed received: both may thank. */
async function receivedTrade(owner: { id: number }, taker: { id: number }, title = "Courgettes") {
  await makeMessage(db(), taker.id, owner.id, "Is this still available?");
  const listing = await makeListing(db(), owner.id, { title });
  await invoke(completeListing, as(owner), { id: listing.id, user_id: taker.id });
  await invoke(confirmTrade, as(taker), { id: listing.id, received: true });
  return listing;
}

describe("L3: trade steps answer 404 for a listing the caller cannot see, as for a missing id", () => {
  it("reserve, release, complete, renew, confirm, thanks: hidden → 404 'Listing not found'; visible but not theirs → 403; nothing changes", { timeout: 60_000 }, async () => {
    const [owner, friend, taker, caller] = await Promise.all([1, 2, 3, 4].map(() => makeUser(db())));
    await makeFriendship(db(), owner.id, friend.id);
    await makeMessage(db(), taker.id, owner.id, "hello");
    const hidden: Record<string, number> = {
      "friends only": (await makeListing(db(), owner.id, { isPublic: false })).id,
      "hidden by a moderator": (await makeListing(db(), owner.id, { hiddenAt: new Date() })).id,
      expired: (await makeListing(db(), owner.id, { availableUntil: addDays(today(), -1) })).id,
      "completed, with a trade": (await receivedTrade(owner, taker, "Leeks")).id,
      "friends only, reserved": (await makeListing(db(), owner.id, { isPublic: false })).id,
    };
    await invoke(reserveListing, as(owner), { id: hidden["friends only, reserved"], user_id: taker.id });
    const steps = (who: { id: number }, id: number) => ({
      reserve: () => invoke(reserveListing, as(who), { id, user_id: taker.id }),
      release: () => invoke(releaseListing, as(who), { id }),
      complete: () => invoke(completeListing, as(who), { id, user_id: null }),
      renew: () => invoke(renewListing, as(who), { id }),
      confirm: () => invoke(confirmTrade, as(who), { id, received: true }),
      thank: () => invoke(thankTrade, as(who), { id, text: "Hm", positive: false }),
      "edit thanks": () => invoke(editThanks, as(who), { id, text: "Hm", positive: false }),
    });
    const answers = async (id: number, who = caller) => {
      resetLimits(); // this test makes many refused calls; the limits are another test's subject
      const out: Record<string, string> = {};
      for (const [step, call] of Object.entries(steps(who, id))) out[step] = await answer(call());
      return out;
    };
    const allNotFound = Object.fromEntries(Object.keys(steps(caller, 0)).map((k) => [k, NOT_FOUND]));
    // The same answers as for an id that does not exist.
    expect(await answers(999_999)).toEqual(allNotFound);
    for (const [name, id] of Object.entries(hidden)) {
      const before = await snapshot(id);
      expect({ name, answers: await answers(id) }).toEqual({ name, answers: allNotFound });
      expect(await snapshot(id)).toEqual(before);
    }
    // Blocked either way: the owner's public listing is "not found" for the blocked gardener too.
    const pub = (await makeListing(db(), owner.id, {})).id;
    await blockPair(owner.id, caller.id);
    expect(await answers(pub)).toEqual(allNotFound);

    // Visible but not theirs: 403 for the owner's steps (a friend sees the friends-only listing).
    const f = await answers(hidden["friends only"], friend);
    expect([f.reserve, f.release, f.complete, f.renew].map((a) => a.split(":")[0])).toEqual(["forbidden", "forbidden", "forbidden", "forbidden"]);
  });
});

describe("L1: blocks and suspension in thank-you notes and trade profiles", () => {
  it("after a block (either way) neither side posts or edits a note about the other; nothing changes", async () => {
    for (const blocker of ["owner", "taker"] as const) {
      const [owner, taker] = await Promise.all([makeUser(db()), makeUser(db())]);
      const first = await receivedTrade(owner, taker, "Beans");
      const second = await receivedTrade(owner, taker, "Peas");
      await invoke(thankTrade, as(taker), { id: first.id, text: "Lovely beans", positive: true });
      if (blocker === "owner") await blockPair(owner.id, taker.id);
      else await blockPair(taker.id, owner.id);
      const before = await snapshot(first.id);
      for (const who of [taker, owner]) {
        expect(await answer(invoke(editThanks, as(who), { id: first.id, text: "a thief, never trade with him", positive: false, no_show: true }))).toMatch(/^not_found/);
        expect(await answer(invoke(thankTrade, as(who), { id: second.id, text: "a thief", positive: false }))).toMatch(/^not_found/);
      }
      expect(await snapshot(first.id)).toEqual(before);
    }
  });

  it("a blocked receiver cannot confirm a hand-over from the blocker", async () => {
    const [owner, taker] = await Promise.all([makeUser(db()), makeUser(db())]);
    await makeMessage(db(), taker.id, owner.id, "hello");
    const l = await makeListing(db(), owner.id, {});
    await invoke(completeListing, as(owner), { id: l.id, user_id: taker.id });
    await blockPair(owner.id, taker.id);
    expect(await answer(invoke(confirmTrade, as(taker), { id: l.id, received: false }))).toBe(NOT_FOUND);
    expect((await db().select().from(schema.trades).where(eq(schema.trades.listingId, l.id)))[0].state).toBe("given");
  });

  it("GET /api/users/{id}/trades: 404 for a suspended, banned or blocked gardener (as their profile); notes by blocked or restricted authors are gone", async () => {
    const subject = await makeUser(db());
    const authors = await Promise.all([1, 2, 3, 4, 5].map(() => makeUser(db())));
    for (const [i, a] of authors.entries()) {
      const l = await receivedTrade(subject, a, `Basil ${i}`);
      await invoke(thankTrade, as(a), { id: l.id, text: `Note ${i}`, positive: true });
    }
    const notes = async (viewer: Viewer | null) => (await invoke(getTradeProfile, viewer, { id: subject.id })).thanks.map((t) => t.text).sort();
    expect(await notes(null)).toEqual(["Note 0", "Note 1", "Note 2", "Note 3", "Note 4"]);
    // The subject blocks author 0 (whose note could be "a thief"), a moderator suspends author 1.
    await blockPair(subject.id, authors[0].id);
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, authors[1].id));
    expect(await notes(null)).toEqual(["Note 2", "Note 3", "Note 4"]);
    // A viewer who blocked author 2 does not see their note either.
    const viewer = await makeUser(db());
    await blockPair(viewer.id, authors[2].id);
    // Two left for them: under MIN_NOTES (3), so none is shown.
    expect(await notes(as(viewer))).toEqual([]);

    const status = async (id: number, token?: string) => (await tradesGET(req(`/api/users/${id}/trades`, { token }), params({ id: String(id) }))).status;
    const [a, b] = await Promise.all([createUser(), createUser()]);
    expect(await status(a.id)).toBe(200);
    await blockPair(a.id, b.id);
    expect(await status(a.id, b.token)).toBe(404);
    expect(await status(b.id, a.token)).toBe(404);
    expect(await status(a.id)).toBe(200);
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, a.id));
    expect(await status(a.id)).toBe(404);
    await db().update(schema.users).set({ suspendedUntil: null, bannedAt: new Date() }).where(eq(schema.users.id, a.id));
    expect(await status(a.id)).toBe(404);
  });
});

describe("L2: reserve/release is throttled and does not flood the other gardener", () => {
  it("15 reserve/release cycles: one notification, and 429 with Retry-After once the limit is spent", async () => {
    const [owner, taker] = await Promise.all([createUser(), createUser()]);
    await makeMessage(db(), taker.id, owner.id, "Still there?");
    const l = await makeListing(db(), owner.id, {});
    const p = params({ id: String(l.id) });
    const statuses: number[] = [];
    let retryAfter = 0;
    for (let i = 0; i < 15; i++) {
      const r = await reservePOST(req(`/api/listings/${l.id}/reserve`, { token: owner.token, json: { user_id: taker.id } }), p);
      statuses.push(r.status);
      if (r.status === 429) retryAfter = Number(r.headers.get("retry-after"));
      statuses.push((await releasePOST(req(`/api/listings/${l.id}/release`, { token: owner.token, method: "POST" }), p)).status);
    }
    await settleEmails();
    // 5 reservations an hour for one gardener; reserve and release share 20 steps an hour per owner.
    expect(statuses.filter((_, i) => i % 2 === 0)).toEqual([...Array(5).fill(200), ...Array(10).fill(429)]);
    expect(statuses.filter((_, i) => i % 2 === 1)).toEqual([...Array(10).fill(200), ...Array(5).fill(429)]);
    expect(retryAfter).toBeGreaterThan(0);
    const told = await db()
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.userId, taker.id), eq(schema.notifications.kind, "trade_reserved")));
    // Five reservations while the first was unread: told once.
    expect(told.length).toBe(1);
  });
});
