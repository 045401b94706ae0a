import "@/lib/validation/zod-config";
import { z } from "zod";
import { db } from "@/db";
import { LIMITS } from "@/lib/limits";
import { visibleListing } from "@/lib/trades/access";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { LISTING_NOT_FOUND } from "@/lib/validation/listings";

/**
 * The socket's watch_listing (issue 36): a tab showing a listing's page hears what is left of it
 * (portions_left). Only a listing the gardener may see under the one rule; else 404 as for a missing id.
 */
export const watchListing = defineUseCase({
  name: "gluts.watch",
  caller: "signed-in",
  limits: LIMITS.watchListing,
  input: z.object({ id: pathId(LISTING_NOT_FOUND) }),
  run: async (viewer, { id }) => {
    const listing = await visibleListing(db(), viewer, id);
    return { id: listing.id };
  },
});
