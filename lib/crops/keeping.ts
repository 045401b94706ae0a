import { CROPS_BY_SLUG } from "./catalogue";
import { GROUPS_BY_SLUG, groupsOfCrop } from "./groups";
import { KEEPING, type SourceKey } from "./keeping-data";
import { isCropKey } from "./resolve";
import { categoryBounds, type FreshBounds } from "@/lib/validation/freshness";

/** A figure and where it comes from (a key of SOURCES in ./keeping-data.ts). */
export type Sourced = { value: number; source: SourceKey };
export type Keeping = { crop: string; name: string; shelfDays: Sourced | null; seedYears: Sourced | null };

const ROWS = new Map(KEEPING.map((r) => [r[0], r]));

/** A crop's own figures, else its groups' (the shortest, to be safe), per figure. */
export function keepingOf(cropSlug: string): Keeping | null {
  const crop = CROPS_BY_SLUG.get(cropSlug);
  if (!crop) return null;
  const own = ROWS.get(crop.slug);
  const groupRows = groupsOfCrop(crop)
    .map((g) => ROWS.get(g.slug))
    .filter((r) => r !== undefined);
  const first = (pick: (r: (typeof KEEPING)[number]) => Sourced | null): Sourced | null =>
    (own && pick(own)) || (groupRows.map(pick).filter((x): x is Sourced => x !== null).sort((a, b) => a.value - b.value)[0] ?? null);
  return {
    crop: crop.slug,
    name: crop.name,
    shelfDays: first((r) => (r[1] !== null && r[2] ? { value: r[1], source: r[2] } : null)),
    seedYears: first((r) => (r[3] !== null && r[4] ? { value: r[3], source: r[4] } : null)),
  };
}

/**
 * The figures that bind a listing with these crop keys: the crop that keeps shortest when it names
 * several ("Raspberries and apples" keeps as raspberries). Groups and not-a-crop keys count only
 * through the crops named.
 */
export function keepingForListing(cropKeys: readonly string[]): { shelf: Keeping | null; seed: Keeping | null } {
  const crops = [...new Set(cropKeys.filter(isCropKey).map((k) => k.split("/")[0]!))];
  const all = crops.map(keepingOf).filter((k): k is Keeping => k !== null);
  const shortest = (get: (k: Keeping) => Sourced | null) =>
    all.filter((k) => get(k)).sort((a, b) => get(a)!.value - get(b)!.value)[0] ?? null;
  return { shelf: shortest((k) => k.shelfDays), seed: shortest((k) => k.seedYears) };
}

/** Whether every group with figures is a real group (a test reads it). */
export const keepingSlugsUnknown = (): string[] => KEEPING.map((r) => r[0]).filter((s) => !CROPS_BY_SLUG.has(s) && !GROUPS_BY_SLUG.has(s));

const YEAR = 365;

/** A listing's bounds by its crop (decision 0220), else by its category. */
export function freshBounds(categoryId: number, cropKeys: readonly string[] = []): FreshBounds {
  const byCategory = categoryBounds(categoryId);
  const { shelf, seed } = keepingForListing(cropKeys);
  if (categoryId === 1 && shelf?.shelfDays) {
    const d = shelf.shelfDays.value;
    return { defaultDays: Math.min(d, 30), maxDays: Math.min(d, 90), because: `${shelf.name} keeps about ${d === 1 ? "1 day" : `${d} days`} once picked` };
  }
  if (categoryId === 2 && seed?.seedYears) {
    const y = seed.seedYears.value;
    return { defaultDays: Math.min(Math.round((y * YEAR) / 2), YEAR), maxDays: Math.min(y * YEAR, 3 * YEAR), because: `${seed.name} seed keeps about ${y === 1 ? "1 year" : `${y} years`}` };
  }
  return byCategory;
}

