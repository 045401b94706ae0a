import "@/lib/validation/zod-config";
import { z } from "zod";
import { handoverFor, type HandoverDTO } from "@/lib/handover";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { LISTING_NOT_FOUND, readListing, type ListingDTO } from "./index";

/** One listing with how it changes hands (issue 32): `handover.spot` only under lib/handover's spot rule. */
export type ListingDetailDTO = ListingDTO & { handover: HandoverDTO | null };

/** GET /api/listings/{id} and the listing page: 404 when missing or not visible to the caller. */
export const getListing = defineUseCase({
  name: "listings.get",
  caller: "anyone",
  input: z.object({ id: pathId(LISTING_NOT_FOUND) }),
  run: async (viewer, { id }): Promise<ListingDetailDTO> => {
    const listing = await readListing(viewer, id);
    return { ...listing, handover: await handoverFor(viewer, listing) };
  },
});
