import "@/lib/validation/zod-config";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { notFound } from "@/lib/errors";
import { listListings, type ListingDTO } from "@/lib/listings";
import { defineUseCase } from "@/lib/use-case";
import { CROPS_BY_SLUG, type Region } from "./catalogue";
import { cropAndVarietyKeys } from "./resolve";

export const CROP_NOT_FOUND = "Crop not found";

export type CropPage = {
  slug: string;
  name: string;
  label: string;
  scientific: string;
  kind: string;
  category_ids: number[];
  names: { name: string; regions: Region[] }[];
  varieties: string[];
  /** Available listings of the crop (any name or variety) that the caller may see, newest first. */
  listings: ListingDTO[];
  /** How many gardeners have a wish for the crop or one of its varieties. */
  wanted_by: number;
};

/** GET /api/crops/{slug} and /crops/{slug}: the crop, its names and varieties, listings and demand. */
export const getCrop = defineUseCase({
  name: "crops.get",
  caller: "anyone",
  input: z.object({ slug: z.string().max(60).regex(/^[a-z0-9-]+$/, CROP_NOT_FOUND), limit: z.coerce.number().int().min(1).max(50).default(24) }),
  run: async (viewer, { slug, limit }): Promise<CropPage> => {
    const crop = CROPS_BY_SLUG.get(slug);
    if (!crop) throw notFound(CROP_NOT_FOUND);
    const keys = cropAndVarietyKeys(crop);
    const [{ items }, [demand]] = await Promise.all([
      listListings(viewer, { crop: crop.key, limit }),
      db()
        .select({ n: sql<number>`count(distinct ${schema.wantItems.userId})::int` })
        .from(schema.wantItems)
        .where(sql`${schema.wantItems.crops} && array[${sql.join(keys.map((k) => sql`${k}`), sql`, `)}]::text[]`),
    ]);
    return {
      slug: crop.slug,
      name: crop.name,
      label: crop.label,
      scientific: crop.scientific,
      kind: crop.kind,
      category_ids: crop.categories,
      names: crop.names.map((n) => ({ name: n.name, regions: n.regions })),
      varieties: crop.varieties.map((v) => v.name),
      listings: items.filter((l) => l.state_id === 1 && l.is_active),
      wanted_by: Number(demand?.n ?? 0),
    };
  },
});
