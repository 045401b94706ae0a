import "@/lib/validation/zod-config";
import { z } from "zod";
import { CROPS_BY_SLUG } from "@/lib/crops/catalogue";
import { notFound } from "@/lib/errors";
import { CROP_NOT_FOUND } from "@/lib/listings/get-crop";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { inSeasonNear, listingCountsNear } from "./in-season";
import { seasonPlace } from "./place";
import { windowsFor } from "./windows";

export type CropSeason = { sow: number[]; harvest: number[]; in_season_near: boolean; listings_near: number };

export const placeParam = z.string().max(120).optional();

/**
 * GET /api/crops/{slug}/season?place=: the crop's sowing and harvest months for the place's hemisphere
 * and climate band (empty when none is known), whether it is in season near there now, and how many
 * listings of it the caller may see were posted within 25 km in the last 14 days. `place` absent: the
 * signed-in gardener's own place; neither: 422.
 */
export const getCropSeason = defineUseCase({
  name: "seasons.crop",
  caller: "anyone",
  input: z.object({ slug: z.string().max(60).regex(/^[a-z0-9-]+$/, CROP_NOT_FOUND), place: placeParam }),
  limits: LIMITS.seasonPlaces,
  run: async (viewer, { slug, place }): Promise<CropSeason> => {
    if (!CROPS_BY_SLUG.has(slug)) throw notFound(CROP_NOT_FOUND);
    const { climate, origin } = await seasonPlace(viewer, place);
    const w = windowsFor(slug, climate);
    const n = (await listingCountsNear(viewer, origin, slug)).get(slug) ?? 0;
    return { sow: w?.sow ?? [], harvest: w?.harvest ?? [], in_season_near: inSeasonNear(slug, climate, n), listings_near: n };
  },
});
