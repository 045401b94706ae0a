import "@/lib/validation/zod-config";
import { z } from "zod";
import { CROPS_BY_SLUG } from "@/lib/crops/catalogue";
import { notFound } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { germinationByRegion, type RegionGermination } from "./variety-reports";

export const CROP_NOT_FOUND = "Crop not found";

export type CropGermination = { crop: string; varieties: { variety: string; variety_name: string; regions: RegionGermination[] }[] };

/**
 * GET /api/crops/{slug}/germination (issue 36): the crop page's "Came up from saved seed": each
 * variety's germination by region, from grow-out reports, where a region has 5 reports or more.
 */
export const cropGermination = defineUseCase({
  name: "seed-lots.crop-germination",
  caller: "anyone",
  input: z.object({ slug: z.string().trim().toLowerCase().max(60) }),
  run: async (_viewer, { slug }): Promise<CropGermination> => {
    const crop = CROPS_BY_SLUG.get(slug);
    if (!crop) throw notFound(CROP_NOT_FOUND);
    const rows = await germinationByRegion(crop.slug);
    const varieties: CropGermination["varieties"] = [];
    for (const { variety, ...region } of rows) {
      const known = crop.varieties.find((v) => v.slug === variety);
      const key = known?.key ?? `${crop.slug}/${variety}`;
      let entry = varieties.find((v) => v.variety === key);
      if (!entry) varieties.push((entry = { variety: key, variety_name: known?.name ?? variety, regions: [] }));
      entry.regions.push(region);
    }
    return { crop: crop.slug, varieties };
  },
});
