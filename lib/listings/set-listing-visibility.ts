import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { publishEvent } from "@/lib/events";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { visibilitySchema } from "@/lib/validation/listings";
import { LISTING_NOT_FOUND, NO_EDIT, ownListing, readListing } from "./index";

const { listings } = schema;

/** PATCH /api/listings/{id}/visibility with is_public. Owner only. */
export const setListingVisibility = defineUseCase({
  name: "listings.setVisibility",
  caller: "signed-in",
  input: visibilitySchema.extend({ id: pathId(LISTING_NOT_FOUND) }),
  run: async (viewer, { id, is_public }) => {
    await ownListing(viewer, id, NO_EDIT);
    await db()
      .update(listings)
      .set({ isPublic: is_public, updatedAt: new Date() })
      .where(and(eq(listings.id, id), eq(listings.ownerId, viewer.id)));
    await publishEvent("listing.changed", { listingId: id });
    return readListing(viewer, id);
  },
});
