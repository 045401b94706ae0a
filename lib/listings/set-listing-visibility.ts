import { db } from "@/db";
import { publishEvent } from "@/lib/events";
import { defineUseCase } from "@/lib/use-case";
import { visibilitySchema } from "@/lib/validation/listings";
import { writeAudience } from "./audience";
import { NO_EDIT, ownListing, readListing } from "./index";

/**
 * PATCH /api/listings/{id}/visibility with is_public and/or groups (issue 34): everyone, friends
 * only, or chosen groups (writeAudience says how the two combine). Owner only; each group must be
 * one of theirs (403).
 */
export const setListingVisibility = defineUseCase({
  name: "listings.setVisibility",
  caller: "signed-in",
  input: visibilitySchema,
  run: async (viewer, { id, is_public, groups }) => {
    await ownListing(viewer, id, NO_EDIT);
    await db().transaction((tx) => writeAudience(tx, id, viewer.id, { is_public, groups }));
    await publishEvent("listing.changed", { listingId: id });
    return readListing(viewer, id);
  },
});
