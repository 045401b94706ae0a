import { and, eq, inArray } from "drizzle-orm";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { conflict, forbidden } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { storeMessage } from "@/lib/messages";
import { publishCreated } from "@/lib/notifications";
import { tellOfferAccepted } from "@/lib/notifications/first-refusal";
import { talkedTo } from "@/lib/trades/talked-to";
import { visibleListing } from "@/lib/trades/access";
import { defineUseCase } from "@/lib/use-case";
import { canSeeGardener } from "@/lib/visibility";
import { latestOfferOf, offerNextIn } from "./next-in-line";
import { answerOfferInput } from "./schemas";

const { listings, listingOffers, trades } = schema;

export const OWN_LISTING = "This is your own listing: reserve it for a gardener instead";
export const NOT_OFFERED = "Only the gardener it was offered to can answer";
export const OFFER_LAPSED = "This offer ran out: it has gone to the next in line";
export const OFFER_CLOSED = "This offer is no longer open";
export const SUSPENDED = "Your account cannot take listings right now";

/** What an accepting gardener who never wrote to the owner says (decision 0213: the talked-to rule holds). */
export const acceptedMessage = (title: string) => `Yes please — I'd like “${title}”. It was offered to me as next in line.`;

export type OfferAnswer = { id: number; state: "accepted" | "declined"; state_id: number };

/**
 * POST /api/listings/{id}/offer {"accept"} (issue 32): the gardener a first refusal is open for says
 * yes (the listing is reserved for them, the owner is told) or no (the next in line is offered it in
 * the same transaction). Anyone else: 404 when they may not see the listing, else 403; a lapsed
 * offer (deadline passed, swept or not yet) 409.
 */
export const answerOffer = defineUseCase({
  name: "queue.answer",
  caller: "signed-in",
  input: answerOfferInput,
  limits: LIMITS.answerOffer,
  run: async (viewer, { id, accept }): Promise<OfferAnswer> => {
    const { answer, created, hello } = await db().transaction(async (tx) => {
      const seen = await visibleListing(tx, viewer, id);
      if (seen.ownerId === viewer.id) throw forbidden(OWN_LISTING);
      if (!(await canSeeGardener(null, viewer.id, tx))) throw forbidden(SUSPENDED);
      // The listing first, then the offer: the order every offer step locks in.
      const [listing] = await tx.select({ id: listings.id, ownerId: listings.ownerId, title: listings.title, stateId: listings.stateId }).from(listings).where(eq(listings.id, id)).for("update");
      const offer = await latestOfferOf(tx, viewer.id, id);
      if (!offer) throw forbidden(NOT_OFFERED);
      const at = now();
      if (offer.state === "lapsed" || (offer.state === "open" && new Date(offer.expiresAt).getTime() <= at.getTime())) throw conflict(OFFER_LAPSED);
      if (offer.state !== "open") throw conflict(OFFER_CLOSED);
      if (!accept) {
        await tx.update(listingOffers).set({ state: "declined", answeredAt: at }).where(eq(listingOffers.id, offer.id));
        return { answer: { id, state: "declined" as const, state_id: listing.stateId }, created: await offerNextIn(tx, id), hello: null };
      }
      const [open] = await tx.select({ id: trades.id }).from(trades).where(and(eq(trades.listingId, id), inArray(trades.state, ["reserved", "given"]))).limit(1);
      if (listing.stateId !== 1 || open) throw conflict(OFFER_CLOSED);
      await tx.update(listingOffers).set({ state: "accepted", answeredAt: at }).where(eq(listingOffers.id, offer.id));
      await tx.insert(trades).values({ listingId: id, giverId: listing.ownerId, receiverId: viewer.id, state: "reserved" });
      await tx.update(listings).set({ stateId: 2, updatedAt: at }).where(eq(listings.id, id));
      const hello = (await talkedTo(tx, listing.ownerId, viewer.id)) ? null : { receiver_id: listing.ownerId, content: acceptedMessage(listing.title), listing_id: id };
      return { answer: { id, state: "accepted" as const, state_id: 2 }, created: await tellOfferAccepted(tx, { ownerId: listing.ownerId, userId: viewer.id, listingId: id, at }), hello };
    });
    // A wisher may never have written: their "yes please" opens the conversation, so the owner can
    // arrange the handover and later mark it given to them (the talked-to rule stays whole). After
    // the commit: a stored message is published live and by push at once.
    if (hello) await storeMessage(viewer, hello);
    await publishCreated(created);
    return answer;
  },
});
