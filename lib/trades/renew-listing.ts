import { freshBounds } from "@/lib/crops/keeping";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { conflict } from "@/lib/errors";
import { checkAvailableUntil, defaultAvailableUntil } from "@/lib/validation/freshness";
import { isoDay } from "@/lib/validation/listings";
import { defineUseCase } from "@/lib/use-case";
import { ownedListing } from "./access";
import { listingId } from "./schemas";

const { listings } = schema;
/**
 * POST /api/listings/{id}/renew {"available_until"?}: the owner offers the listing again, until the
 * given day or the category's default (produce 7, plants 30, seeds 180 days). Also the "Still
 * available" link of the reminder e-mail.
 */
export const renewListing = defineUseCase({
  name: "listings.renew",
  caller: "signed-in",
  input: listingId.extend({ available_until: isoDay.optional() }),
  run: async (viewer, { id, available_until }) =>
    db().transaction(async (tx) => {
      const listing = await ownedListing(tx, viewer, id);
      if (listing.stateId === 3) throw conflict("This listing is already completed");
      const until = available_until ? checkAvailableUntil(available_until, listing.categoryId, freshBounds(listing.categoryId, listing.crops)) : defaultAvailableUntil(listing.categoryId, undefined, freshBounds(listing.categoryId, listing.crops));
      await tx.update(listings).set({ availableUntil: until, expiryRemindedAt: null, updatedAt: new Date() }).where(eq(listings.id, id));
      return { id, available_until: until };
    }),
});
