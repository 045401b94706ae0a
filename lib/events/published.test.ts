import { beforeEach, describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeMessage, makeUser } from "@/db/factories";
import { testViewer } from "@/test/viewer";

const published = vi.hoisted(() => [] as { event: string; payload: unknown }[]);
// The trade and moderation use cases publish domain events (lib/events) instead of writing
// notifications; what the notifications make of them is tested in lib/notifications/trade-and-warning.test.ts.
vi.mock("@/lib/events", () => ({
  subscribe: () => {},
  publishEvent: async (event: string, payload: unknown) => {
    if (event === "trade.changed" || event === "gardener.warned") published.push({ event, payload });
  },
}));
const { invoke } = await import("@/lib/use-case");
const { reserveListing } = await import("@/lib/trades/reserve-listing");
const { completeListing } = await import("@/lib/trades/complete-listing");
const { confirmTrade } = await import("@/lib/trades/confirm-trade");
const { thankTrade, editThanks } = await import("@/lib/trades/thank-trade");
const { releaseListing } = await import("@/lib/trades/release-listing");
const { updateListing } = await import("@/lib/listings/update-listing");
const { resolveReport } = await import("@/lib/moderation/resolve-report");

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
