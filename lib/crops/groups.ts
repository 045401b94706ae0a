import { CROPS, CROPS_BY_SLUG, list, parseName, type Crop, type CropName } from "./catalogue";
import { CROP_GROUPS } from "./groups-data";

export type CropGroup = {
  /** The key stored on listings and wishes: `~<slug>`. */
  key: string;
  slug: string;
  name: string;
  names: CropName[];
  /** Member keys: crop slugs ("courgette") and whole varieties ("winter-squash/butternut"). */
  members: string[];
};

/** The key of a group: `~squash` (the "~" of a name several crops share, decision 0180). */
export const groupKey = (slug: string) => `~${slug}`;

function memberKeys(raw: string): string[] {
  if (raw.startsWith("kind:")) return CROPS.filter((c) => c.kind === raw.slice(5)).map((c) => c.key);
  return [raw];
}

/** Every crop group (lib/crops/groups-data.ts), parsed once. */
export const GROUPS: readonly CropGroup[] = CROP_GROUPS.map(([slug, name, names, members]) => ({
  key: groupKey(slug),
  slug,
  name,
  names: list(names).map(parseName),
  members: [...new Set(list(members).flatMap(memberKeys))],
}));

export const GROUPS_BY_SLUG: ReadonlyMap<string, CropGroup> = new Map(GROUPS.map((g) => [g.slug, g]));

/** The groups a crop or one of its varieties belongs to (a crop page links them). */
export function groupsOfCrop(crop: Crop): CropGroup[] {
  return GROUPS.filter((g) => g.members.some((m) => m === crop.key || m.startsWith(`${crop.key}/`)));
}

/** The crops a group's members name (a whole-variety member counts as its crop), in catalogue order. */
export function cropsOfGroup(group: CropGroup): Crop[] {
  const slugs = new Set(group.members.map((m) => m.split("/")[0]!));
  return [...slugs].map((s) => CROPS_BY_SLUG.get(s)).filter((c): c is Crop => Boolean(c));
}

/**
 * The stored key a crop or group slug stands for, wherever the API takes a crop ("courgette" →
 * "courgette", "squash" → "~squash"), or null for a slug that is neither.
 */
export function keyForSlug(slug: string): string | null {
  if (CROPS_BY_SLUG.has(slug)) return slug;
  return GROUPS_BY_SLUG.get(slug)?.key ?? null;
}
