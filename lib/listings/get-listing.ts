import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { LISTING_NOT_FOUND, readListing } from "./index";

/** GET /api/listings/{id} and the listing page: 404 when missing or not visible to the caller. */
export const getListing = defineUseCase({
  name: "listings.get",
  caller: "anyone",
  input: z.object({ id: pathId(LISTING_NOT_FOUND) }),
  run: (viewer, { id }) => readListing(viewer, id),
});
