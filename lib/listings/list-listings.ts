import "@/lib/validation/zod-config";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { listingQuerySchema } from "@/lib/validation/listings";
import { listListings as list } from "./index";

/**
 * GET /api/listings/ and the pages that list listings: the listings the viewer may see, filtered
 * and keyset-paginated (one page-size rule, LISTING_PAGE). mine/friends need a session (401).
 */
export const listListings = defineUseCase({
  name: "listings.list",
  caller: "anyone",
  input: listingQuerySchema,
  limits: LIMITS.nearPlaces,
  run: async (viewer, query) => list(viewer, query),
});
