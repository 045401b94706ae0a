import { and, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeMessage, makeUser, makeWant } from "@/db/factories";
import { updateProfileInfo } from "@/lib/accounts/profile";
import type { Viewer } from "@/lib/auth/session";
import { blockPair } from "@/lib/blocks";
import { setClock } from "@/lib/clock";
import { settleEmails } from "@/lib/notifications/events";
import { releaseListing } from "@/lib/trades/release-listing";
import { reserveListing } from "@/lib/trades/reserve-listing";
import { completeListing } from "@/lib/trades/complete-listing";
import { invoke } from "@/lib/use-case";
import { LISTING_NOT_FOUND } from "@/lib/validation/listings";
import { testViewer } from "@/test/viewer";
import { acceptedMessage, answerOffer, NOT_OFFERED, OFFER_LAPSED, OWN_LISTING } from "./answer-offer";
import { getQueue } from "./get-queue";
import { listMyOffers } from "./my-offers";
import { lapseDueOffers, OFFER_MS } from "./next-in-line";
import { outcome as answer } from "@/test/outcome";

/** Issue 32, decision 0213: the owner's queue, and first refusals on a release. */
const as = (u: { id: number }): Viewer => testViewer({ id: u.id });
const place = (id: number, postcode: string) => updateProfileInfo(testViewer({ id }), { city: "x", state: "x", postcode }, null);
const { listingOffers, notifications, conversationListings, trades, listings, messages, outbox, users } = schema;

/** `who` asked about the listing in its chat `minutesAgo` (a message and the ask, as the chat writes them). */
async function ask(who: { id: number }, listing: { id: number; ownerId: number }, minutesAgo: number) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await makeMessage(db(), who.id, listing.ownerId, "Is this still there?", at);
  await db().insert(conversationListings).values({ askerId: who.id, listingId: listing.id, ownerId: listing.ownerId, askedAt: new Date(), firstAskedAt: at });
}
const offersOf = (listingId: number) => db().select().from(listingOffers).where(eq(listingOffers.listingId, listingId)).orderBy(listingOffers.id);
const toldOf = (userId: number) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.kind, ["first_refusal", "offer_accepted"])));
const mailsTo = async (userId: number) => {
  const [u] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
  return db().select().from(outbox).where(and(eq(outbox.to, u.email), eq(outbox.kind, "first_refusal")));
};

/** Each scene its own crop, so the wishes of one scene never match another's listing. */
const CROPS = ["Rhubarb crowns", "Sorrel plants", "Lovage plants", "Skirret plants", "Salsify plants", "Cardoon plants", "Kohlrabi plants", "Fennel plants", "Horseradish plants", "Asparagus crowns", "Artichoke plants", "Tarragon plants"];
let scenes = 0;

/** An owner in Portland with a listing, two askers (older first), a wisher nearby and one far away (radius anywhere). */
async function scene(opts: { categoryId?: number } = {}) {
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) ids.push((await makeUser(db())).id);
  const [owner, early, late, near, far] = ids.map((id) => ({ id }));
  await place(owner.id, "97214");
  await place(near.id, "97215");
  await place(far.id, "98103");
  await db().update(users).set({ matchRadiusKm: null }).where(inArray(users.id, [near.id, far.id]));
  const categoryId = opts.categoryId ?? 3;
  const title = CROPS[scenes++];
  const listing = await makeListing(db(), owner.id, { title, categoryId });
  await makeWant(db(), far.id, { title, categoryId });
  await makeWant(db(), near.id, { title, categoryId });
  await ask(late, listing, 10);
  await ask(early, listing, 60);
  return { owner, early, late, near, far, listing, title };
}
const queueIds = async (owner: { id: number }, listingId: number) => (await invoke(getQueue, as(owner), { id: listingId })).items.map((i) => i.user.id);

afterEach(() => setClock(undefined));

describe("GET /api/listings/{id}/queue", () => {
  it("asked first (oldest first ask first), then wishers nearest bucket first, buckets in words; one line each", async () => {
    const s = await scene();
    await makeWant(db(), s.early.id, { title: s.title, categoryId: 3 }); // asked and wished: once, as asked
    const { items } = await invoke(getQueue, as(s.owner), { id: s.listing.id });
    expect(items.map((i) => [i.user.id, i.reason])).toEqual([
      [s.early.id, "asked"],
      [s.late.id, "asked"],
      [s.near.id, "wished"],
      [s.far.id, "wished"],
    ]);
    expect(items[2].bucket).toMatch(/^(under|about) /);
    expect(items[3].bucket).toMatch(/over|about/);
    expect(items[0].bucket).toBeUndefined();
    expect(JSON.stringify(items)).not.toMatch(/\d+\.\d+/); // never an exact distance
  });

  it("leaves out: blocked either way, suspended, banned, the reserved gardener, who declined or let an offer lapse, who had it released", async () => {
    const s = await scene();
    const more: { id: number }[] = [];
    for (let i = 0; i < 5; i++) more.push(await makeUser(db()));
    const [blocker, suspended, banned, declined, lapsed] = more;
    for (const [i, u] of more.entries()) await ask(u, s.listing, 30 + i);
    await blockPair(blocker.id, s.owner.id);
    await db().update(users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(users.id, suspended.id));
    await db().update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.id));
    const t = new Date();
    await db().insert(listingOffers).values([
      { listingId: s.listing.id, userId: declined.id, reason: "asked", state: "declined", offeredAt: t, expiresAt: t },
      { listingId: s.listing.id, userId: lapsed.id, reason: "asked", state: "lapsed", offeredAt: t, expiresAt: t },
    ]);
    await invoke(reserveListing, as(s.owner), { id: s.listing.id, user_id: s.early.id });
    expect(await queueIds(s.owner, s.listing.id)).toEqual([s.late.id, s.near.id, s.far.id]);
    await invoke(releaseListing, as(s.owner), { id: s.listing.id, reason: "no_show" });
    await settleEmails();
    // Released as a no-show: they had their turn. The first refusal went to the next.
    const { items } = await invoke(getQueue, as(s.owner), { id: s.listing.id });
    expect(items.map((i) => i.user.id)).toEqual([s.late.id, s.near.id, s.far.id]);
    expect(items[0].offer).toEqual({ state: "open", expires_at: expect.any(String) });
  });

  it("wrong side: anonymous 401, a stranger 403, a blocked gardener 404 (as missing); nothing changes", async () => {
    const s = await scene();
    const [stranger, blocked] = [await makeUser(db()), await makeUser(db())];
    await blockPair(s.owner.id, blocked.id);
    const before = await offersOf(s.listing.id);
    expect(await answer(invoke(getQueue, null as unknown as Viewer, { id: s.listing.id }))).toBe("unauthorized: Not authenticated");
    expect(await answer(invoke(getQueue, as(stranger), { id: s.listing.id }))).toBe("forbidden: Only the owner can do this");
    expect(await answer(invoke(getQueue, as(blocked), { id: s.listing.id }))).toBe(`not_found: ${LISTING_NOT_FOUND}`);
    expect(await answer(invoke(getQueue, as(s.early), { id: s.listing.id }))).toBe("forbidden: Only the owner can do this");
    expect(await offersOf(s.listing.id)).toEqual(before);
  });
});

describe("first refusal", () => {
  it("a release offers it to the first in line within the same job run: bell, e-mail, 1 day for a non-produce listing", async () => {
    const s = await scene();
    await invoke(reserveListing, as(s.owner), { id: s.listing.id, user_id: s.late.id });
    await invoke(releaseListing, as(s.owner), { id: s.listing.id, reason: "cancelled" });
    await settleEmails();
    const [offer] = await offersOf(s.listing.id);
    expect(offer).toMatchObject({ userId: s.early.id, state: "open", reason: "asked" });
    expect(new Date(offer.expiresAt).getTime() - new Date(offer.offeredAt).getTime()).toBe(OFFER_MS.other);
    expect(await toldOf(s.early.id)).toHaveLength(1);
    const [mail] = await mailsTo(s.early.id);
    expect(mail.subject).toBe(`${s.title} is free again — it's yours if you want it`);
    expect((await invoke(listMyOffers, as(s.early), {})).items.map((o) => o.listing.id)).toEqual([s.listing.id]);
    // Nobody else was told.
    for (const u of [s.late, s.near, s.far]) expect(await toldOf(u.id)).toEqual([]);
  });

  it("produce: 2 hours; the e-mail respects the trades switch", async () => {
    const s = await scene({ categoryId: 1 });
    await db().update(users).set({ emailTrades: false }).where(eq(users.id, s.early.id));
    await invoke(reserveListing, as(s.owner), { id: s.listing.id, user_id: s.late.id });
    await invoke(releaseListing, as(s.owner), { id: s.listing.id });
    await settleEmails();
    const [offer] = await offersOf(s.listing.id);
    expect(new Date(offer.expiresAt).getTime() - new Date(offer.offeredAt).getTime()).toBe(OFFER_MS.produce);
    expect(await toldOf(s.early.id)).toHaveLength(1);
    expect(await mailsTo(s.early.id)).toEqual([]);
  });

  it("POST offer from the wrong side: anonymous, a stranger, a blocked gardener, a suspended one, the owner; nothing changes", async () => {
    const s = await scene();
    await invoke(reserveListing, as(s.owner), { id: s.listing.id, user_id: s.late.id });
    await invoke(releaseListing, as(s.owner), { id: s.listing.id, reason: "no_show" });
    await settleEmails();
    const stranger = await makeUser(db());
    const snapshot = async () => ({
      offers: await offersOf(s.listing.id),
      trades: await db().select().from(trades).where(eq(trades.listingId, s.listing.id)),
      listing: (await db().select().from(listings).where(eq(listings.id, s.listing.id)))[0],
    });
    const before = await snapshot();
    const input = (accept: boolean) => ({ id: s.listing.id, accept });
    expect(await answer(invoke(answerOffer, null as unknown as Viewer, input(true)))).toBe("unauthorized: Not authenticated");
    expect(await answer(invoke(answerOffer, as(stranger), input(true)))).toBe(`forbidden: ${NOT_OFFERED}`);
    expect(await answer(invoke(answerOffer, as(s.near), input(false)))).toBe(`forbidden: ${NOT_OFFERED}`);
    expect(await answer(invoke(answerOffer, as(s.owner), input(true)))).toBe(`forbidden: ${OWN_LISTING}`);
    // The offered gardener, suspended since: refused.
    await db().update(users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(users.id, s.early.id));
    expect(await answer(invoke(answerOffer, as(s.early), input(true)))).toMatch(/^(forbidden|not_found): /);
    await db().update(users).set({ suspendedUntil: null }).where(eq(users.id, s.early.id));
    // ...or blocked by the owner since: the listing is gone for them.
    await blockPair(s.owner.id, s.early.id);
    expect(await answer(invoke(answerOffer, as(s.early), input(true)))).toBe(`not_found: ${LISTING_NOT_FOUND}`);
    expect(await snapshot()).toEqual(before);
  });

  it("decline → the next in line at once; accept → reserved for them, the owner told, a first message if they never wrote", async () => {
    const s = await scene();
    await invoke(reserveListing, as(s.owner), { id: s.listing.id, user_id: s.early.id });
    await invoke(releaseListing, as(s.owner), { id: s.listing.id, reason: "no_show" });
    await settleEmails();
    expect(await invoke(answerOffer, as(s.late), { id: s.listing.id, accept: false })).toEqual({ id: s.listing.id, state: "declined", state_id: 1 });
    let offers = await offersOf(s.listing.id);
    expect(offers.map((o) => [o.userId, o.state])).toEqual([
      [s.late.id, "declined"],
      [s.near.id, "open"],
    ]);
    expect(await invoke(answerOffer, as(s.near), { id: s.listing.id, accept: true })).toEqual({ id: s.listing.id, state: "accepted", state_id: 2 });
    const [trade] = await db().select().from(trades).where(and(eq(trades.listingId, s.listing.id), eq(trades.state, "reserved")));
    expect(trade).toMatchObject({ giverId: s.owner.id, receiverId: s.near.id });
    const [hello] = await db().select().from(messages).where(and(eq(messages.senderId, s.near.id), eq(messages.receiverId, s.owner.id)));
    expect(hello.content).toBe(acceptedMessage(s.title));
    expect((await toldOf(s.owner.id)).map((n) => [n.kind, n.actorId])).toEqual([["offer_accepted", s.near.id]]);
    // Answering again: closed.
    expect(await answer(invoke(answerOffer, as(s.near), { id: s.listing.id, accept: true }))).toMatch(/^conflict: /);
    // The owner can carry on as with any reservation: mark it given to them.
    await invoke(completeListing, as(s.owner), { id: s.listing.id, user_id: s.near.id });
    offers = await offersOf(s.listing.id);
    expect(offers.filter((o) => o.state === "open")).toEqual([]);
  });

  it("the owner reserving for someone else ends the open offer", async () => {
    const s = await scene();
    await invoke(reserveListing, as(s.owner), { id: s.listing.id, user_id: s.late.id });
    await invoke(releaseListing, as(s.owner), { id: s.listing.id });
    await settleEmails();
    await invoke(reserveListing, as(s.owner), { id: s.listing.id, user_id: s.late.id });
    expect((await offersOf(s.listing.id)).map((o) => o.state)).toEqual(["ended"]);
    expect(await answer(invoke(answerOffer, as(s.early), { id: s.listing.id, accept: true }))).toBe("conflict: This offer is no longer open");
  });

  it("at the deadline the offer lapses and the next is offered; the lapsed gardener's yes is a 409; two sweeps at once do it once", async () => {
    const s = await scene();
    await invoke(reserveListing, as(s.owner), { id: s.listing.id, user_id: s.early.id });
    await invoke(releaseListing, as(s.owner), { id: s.listing.id, reason: "no_show" });
    await settleEmails();
    expect(await lapseDueOffers()).toBe(0);
    const later = Date.now() + OFFER_MS.other + 60_000;
    setClock(() => new Date(later));
    expect(await answer(invoke(answerOffer, as(s.late), { id: s.listing.id, accept: true }))).toBe(`conflict: ${OFFER_LAPSED}`);
    await Promise.all([lapseDueOffers(), lapseDueOffers()]);
    const offers = await offersOf(s.listing.id);
    expect(offers.map((o) => [o.userId, o.state])).toEqual([
      [s.late.id, "lapsed"],
      [s.near.id, "open"],
    ]);
    expect(await toldOf(s.near.id)).toHaveLength(1);
    expect(await mailsTo(s.near.id)).toHaveLength(1);
    expect(await answer(invoke(answerOffer, as(s.late), { id: s.listing.id, accept: true }))).toBe(`conflict: ${OFFER_LAPSED}`);
    // And again a day later: the far wisher; then nobody is left.
    setClock(() => new Date(later + OFFER_MS.other + 60_000));
    await Promise.all([lapseDueOffers(), lapseDueOffers()]);
    setClock(() => new Date(later + 2 * OFFER_MS.other + 120_000));
    await Promise.all([lapseDueOffers(), lapseDueOffers()]);
    expect((await offersOf(s.listing.id)).map((o) => [o.userId, o.state])).toEqual([
      [s.late.id, "lapsed"],
      [s.near.id, "lapsed"],
      [s.far.id, "lapsed"],
    ]);
  });

  it("blocked and suspended gardeners are skipped and never told (no notification, no e-mail)", async () => {
    const s = await scene();
    const [blocked, suspended] = [await makeUser(db()), await makeUser(db())];
    await ask(blocked, s.listing, 300);
    await ask(suspended, s.listing, 200);
    await blockPair(blocked.id, s.owner.id);
    await db().update(users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(users.id, suspended.id));
    await invoke(reserveListing, as(s.owner), { id: s.listing.id, user_id: s.late.id });
    await invoke(releaseListing, as(s.owner), { id: s.listing.id, reason: "no_show" });
    await settleEmails();
    expect((await offersOf(s.listing.id)).map((o) => o.userId)).toEqual([s.early.id]);
    for (const u of [blocked, suspended]) {
      expect(await toldOf(u.id)).toEqual([]);
      expect(await mailsTo(u.id)).toEqual([]);
    }
  });
});
