import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeMessage, makeUser, makeWant } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { addDays, setClock, today } from "@/lib/clock";
import { isAppError } from "@/lib/errors";
import { listListings, readListing } from "@/lib/listings";
import { defaultAvailableUntil } from "@/lib/validation/freshness";
import { listingCropKeys } from "@/lib/crops/resolve";
import { freshBounds } from "@/lib/crops/keeping";
import { listNotifications } from "@/lib/notifications";
import { matchListing } from "@/lib/notifications/events";
import { invoke } from "@/lib/use-case";
import { completeListing } from "./complete-listing";
import { confirmTrade } from "./confirm-trade";
import { listTrades } from "./list-trades";
import { releaseListing } from "./release-listing";
import { renewListing } from "./renew-listing";
import { reserveListing } from "./reserve-listing";
import { editThanks, thankTrade } from "./thank-trade";
import { tradeProfileOf } from "./trade-profile";
import { conversationTrades } from "./conversation-trades";
import { listTradePartners } from "./trade-partners";
import { blockPair } from "@/lib/blocks";
import { testViewer } from "@/test/viewer";

const as = (u: { id: number; username: string }): Viewer => testViewer(testViewer({ id: u.id, username: u.username, sessionId: "s" }));
const kindOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return "ok";
  } catch (e) {
    if (isAppError(e)) return e.kind;
    throw e;
  }
};
const stateOf = async (id: number) => (await db().select({ s: schema.listings.stateId }).from(schema.listings).where(eq(schema.listings.id, id)))[0].s;
const tradeCount = async () => (await db().select().from(schema.trades)).length;

async function setup() {
  const [owner, taker, third] = await Promise.all([makeUser(db()), makeUser(db()), makeUser(db())]);
  const listing = await makeListing(db(), owner.id, { title: "Courgettes", availableUntil: addDays(today(), 7) });
  await makeMessage(db(), taker.id, owner.id, "Is this still available?");
  return { owner, taker, third, listing };
}

describe("trades", () => {
  it("reserve → complete → confirm → thanks, both sides; the third gardener sees Reserved, then nothing", async () => {
    const { owner, taker, third, listing } = await setup();
    const reserved = await invoke(reserveListing, as(owner), { id: listing.id, user_id: taker.id });
    expect(reserved).toMatchObject({ state: "reserved", role: "giver", counterpart: { id: taker.id } });
    expect((await readListing(as(third), listing.id)).state_id).toBe(2);
    const [mine] = await invoke(listTrades, as(taker), {});
    expect(mine).toMatchObject({ state: "reserved", role: "receiver", conversation_url: `/messages/${owner.id}` });
    const notes = await db().select().from(schema.notifications).where(eq(schema.notifications.userId, taker.id));
    expect(notes.map((n) => n.kind)).toContain("trade_reserved");

    await invoke(completeListing, as(owner), { id: listing.id, user_id: taker.id });
    expect(await stateOf(listing.id)).toBe(3);
    expect(await kindOf(readListing(as(third), listing.id))).toBe("not_found");
    expect((await listListings(as(third), { public: true })).items.map((l) => l.id)).not.toContain(listing.id);
    expect((await readListing(as(owner), listing.id)).state_id).toBe(3);
    // The counterpart still sees it (the one visibility rule), so their notification names it.
    expect((await readListing(as(taker), listing.id)).title).toBe("Courgettes");
    const told = (await listNotifications(as(taker))).items.find((n) => n.kind === "trade_completed");
    expect(told?.listing?.title).toBe("Courgettes");

    expect(await kindOf(invoke(thankTrade, as(taker), { id: listing.id, text: "Lovely", positive: true }))).toBe("conflict");
    const confirmed = await invoke(confirmTrade, as(taker), { id: listing.id, received: true });
    expect(confirmed.state).toBe("received");

    const t1 = await invoke(thankTrade, as(taker), { id: listing.id, text: "Lovely courgettes, thank you!", positive: true });
    expect(t1).toMatchObject({ rating: "up", editable: true });
    await invoke(thankTrade, as(owner), { id: listing.id, text: "Came on time", positive: true });
    const edited = await invoke(editThanks, as(taker), { id: listing.id, text: "Lovely courgettes!", positive: true });
    expect(edited.text).toBe("Lovely courgettes!");
    const [done] = await invoke(listTrades, as(owner), { status: "done" });
    expect(done.thanks).toMatchObject({ mine: { text: "Came on time" }, theirs: { text: "Lovely courgettes!" } });
    expect(await invoke(listTrades, as(owner), { status: "in_progress" })).toEqual([]);
  });

  it("wrong sides are refused and change nothing", async () => {
    const { owner, taker, third, listing } = await setup();
    const before = await tradeCount();
    // Only the owner reserves or completes; only for a gardener they talked to.
    expect(await kindOf(invoke(reserveListing, null, { id: listing.id, user_id: taker.id }))).toBe("unauthorized");
    expect(await kindOf(invoke(reserveListing, as(taker), { id: listing.id, user_id: taker.id }))).toBe("forbidden");
    expect(await kindOf(invoke(reserveListing, as(owner), { id: listing.id, user_id: third.id }))).toBe("invalid");
    expect(await kindOf(invoke(completeListing, as(third), { id: listing.id, user_id: null }))).toBe("forbidden");
    expect(await kindOf(invoke(releaseListing, as(taker), { id: listing.id }))).toBe("forbidden");
    expect(await kindOf(invoke(renewListing, as(third), { id: listing.id }))).toBe("forbidden");
    expect(await tradeCount()).toBe(before);
    expect(await stateOf(listing.id)).toBe(1);

    await invoke(completeListing, as(owner), { id: listing.id, user_id: taker.id });
    // Only the named counterpart confirms; only the two sides thank, once each. The completed
    // listing is hidden from the third gardener, so for them it is "not found" (issue 29 L3).
    expect(await kindOf(invoke(confirmTrade, as(third), { id: listing.id, received: true }))).toBe("not_found");
    expect(await kindOf(invoke(confirmTrade, as(owner), { id: listing.id, received: true }))).toBe("forbidden");
    await invoke(confirmTrade, as(taker), { id: listing.id, received: true });
    expect(await kindOf(invoke(thankTrade, as(third), { id: listing.id, text: "Hi", positive: true }))).toBe("not_found");
    await invoke(thankTrade, as(taker), { id: listing.id, text: "Thanks", positive: false, no_show: true });
    expect(await kindOf(invoke(thankTrade, as(taker), { id: listing.id, text: "Again", positive: true }))).toBe("conflict");
    expect(await kindOf(invoke(editThanks, as(third), { id: listing.id, text: "Mine", positive: true }))).toBe("not_found");
    const rows = await db().select().from(schema.tradeThanks);
    expect(rows.filter((r) => r.authorId === taker.id).map((r) => [r.text, r.rating])).toEqual([["Thanks", "no_show"]]);
    // Over 280 characters is refused.
    expect(await kindOf(invoke(thankTrade, as(owner), { id: listing.id, text: "x".repeat(281), positive: true }))).toBe("invalid");
  });

  it("a blocked pair cannot trade, whoever blocked: refused (reserve, complete), nothing changed, not offered as a partner", async () => {
    for (const blocker of ["owner", "taker"] as const) {
      const { owner, taker, listing } = await setup();
      await invoke(reserveListing, as(owner), { id: listing.id, user_id: taker.id });
      await invoke(releaseListing, as(owner), { id: listing.id });
      expect((await invoke(listTradePartners, as(owner), {})).map((p) => p.id)).toEqual([taker.id]);
      if (blocker === "owner") await blockPair(owner.id, taker.id);
      else await blockPair(taker.id, owner.id);
      const before = await db().select().from(schema.trades).where(eq(schema.trades.listingId, listing.id));
      expect(await kindOf(invoke(reserveListing, as(owner), { id: listing.id, user_id: taker.id }))).toBe("invalid");
      expect(await kindOf(invoke(completeListing, as(owner), { id: listing.id, user_id: taker.id }))).toBe("invalid");
      expect(await db().select().from(schema.trades).where(eq(schema.trades.listingId, listing.id))).toEqual(before);
      expect(await stateOf(listing.id)).toBe(1);
      expect(await invoke(listTradePartners, as(owner), {})).toEqual([]);
      expect(await invoke(conversationTrades, as(owner), { user_id: taker.id })).toMatchObject({ can_trade: false, offers: [] });
      // "Someone else" still works: the owner's listing is not stuck.
      expect((await invoke(completeListing, as(owner), { id: listing.id, user_id: null })).state).toBe("done");
    }
  });

  it("the chat panel: the owner's offers for the gardener they talk to, the trades between them, filters of the list", async () => {
    const { owner, taker, third, listing } = await setup();
    const other = await makeListing(db(), owner.id, { title: "Peas", availableUntil: addDays(today(), 7) });
    await makeListing(db(), owner.id, { title: "Old", availableUntil: addDays(today(), -1) });
    await makeMessage(db(), third.id, owner.id, "Peas?");
    await invoke(reserveListing, as(owner), { id: other.id, user_id: third.id });
    await invoke(reserveListing, as(owner), { id: listing.id, user_id: taker.id });
    const panel = await invoke(conversationTrades, as(owner), { user_id: taker.id });
    expect(panel.can_trade).toBe(true);
    // Expired listings are not offered; the one reserved for this gardener comes first.
    expect(panel.offers.map((o) => [o.title, o.reserved_for?.id ?? null])).toEqual([
      ["Courgettes", taker.id],
      ["Peas", third.id],
    ]);
    expect(panel.trades.map((t) => [t.listing.id, t.state, t.role])).toEqual([[listing.id, "reserved", "giver"]]);
    // The taker sees the trade from their side and no offers (they have no listings).
    const theirs = await invoke(conversationTrades, as(taker), { user_id: owner.id });
    expect(theirs).toMatchObject({ can_trade: true, offers: [], trades: [{ state: "reserved", role: "receiver" }] });
    // A stranger (never talked) gets nothing to offer.
    expect(await invoke(conversationTrades, as(taker), { user_id: third.id })).toEqual({ can_trade: false, offers: [], trades: [] });
    expect(await kindOf(invoke(conversationTrades, null, { user_id: owner.id }))).toBe("unauthorized");
    // The list filters by listing and by gardener; only the caller's own trades.
    expect((await invoke(listTrades, as(owner), { listing_id: other.id })).map((t) => t.counterpart?.id)).toEqual([third.id]);
    expect((await invoke(listTrades, as(owner), { with_user_id: taker.id })).map((t) => t.listing.id)).toEqual([listing.id]);
    expect(await invoke(listTrades, as(taker), { listing_id: other.id })).toEqual([]);
  });

  it("release returns it to available; 'someone else' needs no confirmation", async () => {
    const { owner, taker, listing } = await setup();
    await invoke(reserveListing, as(owner), { id: listing.id, user_id: taker.id });
    await invoke(releaseListing, as(owner), { id: listing.id });
    expect(await stateOf(listing.id)).toBe(1);
    // Issue 32: a released reservation stays in My trades (no longer in progress), with its reason.
    expect(await invoke(listTrades, as(taker), { status: "in_progress" })).toEqual([]);
    expect(await invoke(listTrades, as(taker), {})).toEqual([expect.objectContaining({ state: "released", release: { at: expect.any(String), reason: null, text: "Released", dispute: null } })]);
    const done = await invoke(completeListing, as(owner), { id: listing.id, user_id: null });
    expect(done).toMatchObject({ state: "done", counterpart: null, conversation_url: null });
  });

  it("a profile shows counts, and the notes only from the third one", async () => {
    const owner = await makeUser(db());
    for (let i = 0; i < 3; i++) {
      const taker = await makeUser(db());
      await makeMessage(db(), taker.id, owner.id, "hello");
      const l = await makeListing(db(), owner.id, { title: `Basil ${i}` });
      await invoke(completeListing, as(owner), { id: l.id, user_id: taker.id });
      await invoke(confirmTrade, as(taker), { id: l.id, received: true });
      await invoke(thankTrade, as(taker), { id: l.id, text: `Thanks ${i}`, positive: true });
      const p = await tradeProfileOf(owner.id);
      expect(p.given).toBe(i + 1);
      expect(p.thanks.length).toBe(i < 2 ? 0 : 3);
    }
  });
});

describe("freshness", () => {
  let day = "2026-06-01";
  beforeEach(() => setClock(() => new Date(`${day}T12:00:00Z`)));
  afterEach(() => setClock(undefined));

  it("an expired listing is in no marketplace query and matches no wish; renewal brings it back", async () => {
    day = "2026-06-01";
    const [owner, wisher] = await Promise.all([makeUser(db()), makeUser(db())]);
    await makeWant(db(), wisher.id, { title: "Runner beans" });
    const listing = await makeListing(db(), owner.id, { title: "Runner beans", availableUntil: "2026-06-03" });
    expect((await readListing(as(wisher), listing.id)).available_until).toBe("2026-06-03");
    day = "2026-06-04";
    expect(await kindOf(readListing(as(wisher), listing.id))).toBe("not_found");
    expect(await kindOf(readListing(null, listing.id))).toBe("not_found");
    expect((await listListings(null, { public: true, q: "beans" })).items).toEqual([]);
    expect((await matchListing(listing.id)).notified).toBe(0);
    // The owner still has it, to renew.
    expect((await readListing(as(owner), listing.id)).id).toBe(listing.id);
    const renewed = await invoke(renewListing, as(owner), { id: listing.id });
    expect(renewed.available_until).toBe(defaultAvailableUntil(1, "2026-06-04", freshBounds(1, listingCropKeys("Runner beans"))));
    expect((await readListing(as(wisher), listing.id)).id).toBe(listing.id);
    expect((await matchListing(listing.id)).notified).toBe(1);
    expect(await kindOf(invoke(renewListing, as(owner), { id: listing.id, available_until: "2026-06-04" }))).toBe("invalid");
    expect(await kindOf(invoke(renewListing, as(owner), { id: listing.id, available_until: "2027-06-04" }))).toBe("invalid");
  });
});
