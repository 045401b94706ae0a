import "@/lib/validation/zod-config";
import { z } from "zod";
import { LISTING_NOT_FOUND, readListing } from "@/lib/listings";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { lotOfListing, type SeedLotView } from "./index";

/**
 * GET /api/listings/{id}/seed-lot (issue 36): the owner's seed lot a seed listing offers, for its page;
 * `null` when none is linked or it is not a seed listing. 404 when the caller may not see the listing.
 */
export const getListingLot = defineUseCase({
  name: "seed-lots.of-listing",
  caller: "anyone",
  input: z.object({ id: pathId(LISTING_NOT_FOUND) }),
  run: async (viewer, { id }): Promise<{ seed_lot: SeedLotView | null }> => {
    const listing = await readListing(viewer, id);
    return { seed_lot: listing.category_id === 2 ? await lotOfListing(viewer, listing) : null };
  },
});
