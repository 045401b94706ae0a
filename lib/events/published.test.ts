import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeMessage, makeUser } from "@/db/factories";
import { updateListing } from "@/lib/listings/update-listing";
import { resolveReport } from "@/lib/moderation/resolve-report";
import { completeListing } from "@/lib/trades/complete-listing";
import { confirmTrade } from "@/lib/trades/confirm-trade";
import { releaseListing } from "@/lib/trades/release-listing";
import { reserveListing } from "@/lib/trades/reserve-listing";
import { editThanks, thankTrade } from "@/lib/trades/thank-trade";
import { invoke } from "@/lib/use-case";
import { testViewer } from "@/test/viewer";
import { subscribe } from "./index";

// The trade and moderation use cases publish domain events instead of writing notifications; a
// recording subscriber sees each one (what the notifications make of them is tested in
// lib/notifications/trade-and-warning.test.ts).
const published: { event: string; payload: unknown }[] = [];
const unsubscribe = [
  subscribe("trade.changed", "test.record", async (payload) => void published.push({ event: "trade.changed", payload })),
  subscribe("gardener.warned", "test.record", async (payload) => void published.push({ event: "gardener.warned", payload })),
];
afterAll(() => unsubscribe.forEach((off) => off()));

const as = (u: { id: number; username: string }, isModerator = false) => testViewer({ id: u.id, username: u.username, sessionId: "s", isModerator });
const refused = (p: Promise<unknown>) => expect(p).rejects.toThrow();

async function setup() {
  const [owner, taker, third] = await Promise.all([makeUser(db()), makeUser(db()), makeUser(db())]);
  const listing = await makeListing(db(), owner.id, { title: "Courgettes" });
  await makeMessage(db(), taker.id, owner.id, "Still there?");
  return { owner, taker, third, listing };
}

describe("trade and moderation use cases publish one event after their change committed", () => {
  beforeEach(() => {
    published.length = 0;
  });

  it("trades: reserved, given, confirmed and thanked, each telling the other gardener; nothing for a refused or repeated step", async () => {
    const { owner, taker, third, listing } = await setup();
    const step = (step: string, by: { id: number }, to: { id: number }) => ({
      event: "trade.changed",
      payload: { listingId: listing.id, step, byUserId: by.id, toUserId: to.id },
    });

    await refused(invoke(reserveListing, as(third), { id: listing.id, user_id: taker.id })); // not the owner
    await refused(invoke(reserveListing, as(owner), { id: listing.id, user_id: third.id })); // never talked
    expect(published).toEqual([]);

    await invoke(reserveListing, as(owner), { id: listing.id, user_id: taker.id });
    await invoke(reserveListing, as(owner), { id: listing.id, user_id: taker.id }); // already theirs: no news
    expect(published).toEqual([step("reserved", owner, taker)]);

    await invoke(completeListing, as(owner), { id: listing.id, user_id: taker.id });
    await refused(invoke(confirmTrade, as(third), { id: listing.id, received: true }));
    await invoke(confirmTrade, as(taker), { id: listing.id, received: true });
    await invoke(thankTrade, as(taker), { id: listing.id, text: "Lovely", positive: true });
    await refused(invoke(thankTrade, as(taker), { id: listing.id, text: "Again", positive: true }));
    await invoke(editThanks, as(taker), { id: listing.id, text: "Lovely, thanks", positive: true }); // an edit tells nobody
    await invoke(thankTrade, as(owner), { id: listing.id, text: "Pleasure", positive: true });
    expect(published).toEqual([
      step("reserved", owner, taker),
      step("given", owner, taker),
      step("confirmed", taker, owner),
      step("thanked", taker, owner),
      step("thanked", owner, taker),
    ]);
  });

  it("trades: completing with someone else and releasing tell nobody; PATCH state_id 3 of a reserved listing is 'given'", async () => {
    const { owner, taker, listing } = await setup();
    await invoke(completeListing, as(owner), { id: listing.id, user_id: null });
    await invoke(releaseListing, as(owner), { id: listing.id });
    expect(published).toEqual([]);

    await invoke(reserveListing, as(owner), { id: listing.id, user_id: taker.id });
    await invoke(updateListing, as(owner), { id: listing.id, state_id: 3 });
    expect(published.map((p) => p.payload)).toEqual([
      { listingId: listing.id, step: "reserved", byUserId: owner.id, toUserId: taker.id },
      { listingId: listing.id, step: "given", byUserId: owner.id, toUserId: taker.id },
    ]);
  });

  it("moderation: a warning publishes gardener.warned with its reason; other decisions and refusals publish nothing", async () => {
    const [mod, rose, basil] = await Promise.all([makeUser(db()), makeUser(db()), makeUser(db())]);
    const report = async (targetType: "user" | "listing", targetId: number) =>
      (
        await db()
          .insert(schema.reports)
          .values({ reporterId: rose.id, targetType, targetId, subjectUserId: basil.id, reason: "offensive" })
          .returning({ id: schema.reports.id })
      )[0].id;
    const first = await report("user", basil.id);
    await refused(invoke(resolveReport, as(rose), { id: first, action: "warn", reason: "Be kind" })); // not a moderator
    await invoke(resolveReport, as(mod, true), { id: first, action: "dismiss", reason: "Nothing wrong" });
    expect(published).toEqual([]);

    const listing = await makeListing(db(), basil.id, { title: "Knotweed" });
    const second = await report("listing", listing.id);
    await invoke(resolveReport, as(mod, true), { id: second, action: "warn", reason: "Please keep it friendly" });
    await refused(invoke(resolveReport, as(mod, true), { id: second, action: "warn", reason: "Twice" })); // already handled
    expect(published).toEqual([{ event: "gardener.warned", payload: { userId: basil.id, reason: "Please keep it friendly" } }]);
  });
});
