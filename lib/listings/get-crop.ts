import "@/lib/validation/zod-config";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { qualified } from "@/db/sql";
import type { Viewer } from "@/lib/auth/session";
import { notFound } from "@/lib/errors";
import { gardenerVisibleTo, wishVisibleTo } from "@/lib/visibility";
import { defineUseCase } from "@/lib/use-case";
import { CROPS_BY_SLUG, namesInLanguages, type Crop, type CropLanguage, type Region } from "@/lib/crops/catalogue";
import { cropsOfGroup, GROUPS_BY_SLUG, groupsOfCrop, type CropGroup } from "@/lib/crops/groups";
import { cropAndVarietyKeys } from "@/lib/crops/resolve";
import { listListings, type ListingDTO } from "./index";
import { originFor, radiusEdgeChordSql, type Origin } from "./near";

export const CROP_NOT_FOUND = "Crop not found";

export type CropPage = {
  /** "group" for a crop group (issue 35): /crops/squash lists courgettes, marrows, butternuts... */
  type: "crop" | "group";
  slug: string;
  name: string;
  label: string;
  scientific: string;
  kind: string;
  category_ids: number[];
  names: { name: string; regions: Region[] }[];
  /** Its names in the catalogue's other languages (issue 38), the usual one first; empty for a group. */
  languages: Record<CropLanguage, string[]>;
  varieties: string[];
  /** A crop's groups (a crop page links them); empty for a group. */
  groups: { slug: string; name: string }[];
  /** A group's member crops; empty for a crop. */
  members: { slug: string; label: string }[];
  /** Available listings of the crop (any name or variety) that the caller may see, newest first. */
  listings: ListingDTO[];
  /** How many gardeners the caller may see (not blocked either way, not suspended) wish for the crop or one of its varieties. */
  wanted_by: number;
  /**
   * Signed-in callers whose profile has a place: how many of those gardeners (the caller aside) are
   * near them — the caller is within the wisher's own match radius (NEAR_ANYWHERE_KM for "anywhere"),
   * so a listing the caller posts would reach them. `area` is the caller's own town. Only a count:
   * never a distance or a place of anyone else. Null when the caller's place is not known.
   */
  wanted_nearby: { count: number; area: string | null } | null;
};

/** "Near" for a wisher whose match radius is "anywhere": the marketplace's widest distance bucket. */
export const NEAR_ANYWHERE_KM = 50;

/** Distinct wishers of any of `keys` whom the viewer may see; with an origin, only those it is near. */
async function countWishers(viewer: Viewer | null, keys: string[], near: Origin | null): Promise<number> {
  const w = schema.wantItems;
  const u = schema.users;
  const wisher = qualified(w.userId);
  const conditions = [sql`${qualified(w.crops)} && array[${sql.join(keys.map((k) => sql`${k}`), sql`, `)}]::text[]`, gardenerVisibleTo(viewer, wisher), wishVisibleTo(viewer)];
  if (near && viewer) {
    conditions.push(sql`${wisher} <> ${viewer.id}`);
    conditions.push(sql`exists (select 1 from ${u} nu where nu.id = ${wisher} and nu.loc is not null
      and nu.loc <-> ${near.cube}::cube < ${radiusEdgeChordSql(sql`coalesce(nu.match_radius_km, ${NEAR_ANYWHERE_KM})`)})`);
  }
  const [row] = await db()
    .select({ n: sql<number>`count(distinct ${wisher})::int` })
    .from(w)
    .where(sql.join(conditions, sql` and `));
  return Number(row?.n ?? 0);
}

/** What the page says about a crop or a group, before the listings and counts. */
function describe(slug: string): { key: string; wishKeys: string[]; page: Omit<CropPage, "listings" | "wanted_by" | "wanted_nearby"> } | null {
  const crop = CROPS_BY_SLUG.get(slug);
  if (crop) {
    return {
      key: crop.key,
      wishKeys: cropAndVarietyKeys(crop),
      page: {
        type: "crop",
        slug: crop.slug,
        name: crop.name,
        label: crop.label,
        scientific: crop.scientific,
        kind: crop.kind,
        category_ids: crop.categories,
        names: crop.names.map((n) => ({ name: n.name, regions: n.regions })),
        languages: crop.languages,
        varieties: crop.varieties.map((v) => v.name),
        groups: groupsOfCrop(crop).map((g) => ({ slug: g.slug, name: g.name })),
        members: [],
      },
    };
  }
  const group: CropGroup | undefined = GROUPS_BY_SLUG.get(slug);
  if (!group) return null;
  const crops: Crop[] = cropsOfGroup(group);
  return {
    key: group.key,
    // A wish for the group or for any of its crops: who would take what is listed here.
    wishKeys: [group.key, ...crops.flatMap(cropAndVarietyKeys)],
    page: {
      type: "group",
      slug: group.slug,
      name: group.name,
      label: group.name,
      scientific: "",
      kind: "group",
      category_ids: [...new Set(crops.flatMap((c) => c.categories))].sort(),
      names: group.names.map((n) => ({ name: n.name, regions: n.regions })),
      languages: namesInLanguages(null),
      varieties: [],
      groups: [],
      members: crops.map((c) => ({ slug: c.slug, label: c.label })),
    },
  };
}

/** GET /api/crops/{slug} and /crops/{slug}: the crop (or crop group), its names and varieties (or member crops), listings and demand. */
export const getCrop = defineUseCase({
  name: "crops.get",
  caller: "anyone",
  input: z.object({ slug: z.string().max(60).regex(/^[a-z0-9-]+$/, CROP_NOT_FOUND), limit: z.coerce.number().int().min(1).max(50).default(24) }),
  run: async (viewer, { slug, limit }): Promise<CropPage> => {
    const found = describe(slug);
    if (!found) throw notFound(CROP_NOT_FOUND);
    const { key, wishKeys: keys, page } = found;
    // The caller's own approximate point only: no near= here, so nobody can probe where wishers live.
    const origin = viewer ? await originFor(viewer, undefined) : null;
    const [{ items }, wantedBy, nearby] = await Promise.all([
      listListings(viewer, { crop: key, limit }),
      countWishers(viewer, keys, null),
      origin ? countWishers(viewer, keys, origin) : null,
    ]);
    return {
      ...page,
      listings: items.filter((l) => l.state_id === 1 && l.is_active),
      wanted_by: wantedBy,
      wanted_nearby: origin && nearby !== null ? { count: nearby, area: origin.label } : null,
    };
  },
});
