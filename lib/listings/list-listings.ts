import "@/lib/validation/zod-config";
import { keyForSlug } from "@/lib/crops/groups";
import { invalid } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { travelKm } from "@/lib/places/buckets";
import { parseCellId } from "@/lib/places/grid";
import { listingQuerySchema, UNKNOWN_CELL, UNKNOWN_CROP } from "@/lib/validation/listings";
import { listListings as list } from "./index";

/**
 * GET /api/listings/ and the pages that list listings: the listings the viewer may see, filtered
 * and keyset-paginated (one page-size rule, LISTING_PAGE). mine/friends need a session (401).
 * `crop=` takes a crop's or a crop group's slug (issue 35): "squash" lists courgettes and butternuts.
 */
export const listListings = defineUseCase({
  name: "listings.list",
  caller: "anyone",
  input: listingQuerySchema,
  limits: LIMITS.nearPlaces,
  run: async (viewer, { cell, travel, ...query }) => {
    // A map cell must be a node of the grid (a finer tile would cut it); minutes become a radius (decision 0227).
    const inCell = cell === undefined ? undefined : parseCellId(cell);
    if (inCell === null) throw invalid(UNKNOWN_CELL, [{ loc: ["query", "cell"], msg: UNKNOWN_CELL, type: "value_error" }]);
    // A crop or a crop group's slug (issue 35).
    const crop = query.crop ? keyForSlug(query.crop) : undefined;
    if (query.crop && !crop) throw invalid(UNKNOWN_CROP, [{ loc: ["query", "crop"], msg: UNKNOWN_CROP, type: "value_error" }]);
    return list(viewer, { ...query, ...(crop ? { crop } : {}), cell: inCell, withinKm: travel ? travelKm(travel.mode, travel.minutes) : query.withinKm });
  },
});
