import "@/lib/validation/zod-config";
import { z } from "zod";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { listingCountsNear, seasonNow } from "./in-season";
import { placeParam } from "./get-crop-season";
import { seasonPlace } from "./place";

/**
 * GET /api/season/now?place=: the crops in season near the place this month (catalogue window or
 * enough listings near it lately; most listings first) and those to sow now. `place` as for a crop's season.
 */
export const getSeasonNow = defineUseCase({
  name: "seasons.now",
  caller: "anyone",
  input: z.object({ place: placeParam }),
  limits: LIMITS.seasonPlaces,
  run: async (viewer, { place }): Promise<{ in_season: string[]; sow_now: string[] }> => {
    const { climate, origin } = await seasonPlace(viewer, place);
    return seasonNow(climate, await listingCountsNear(viewer, origin));
  },
});
