import { CROPS, CROPS_BY_SLUG, type Crop } from "./catalogue";
import { isCropKey, resolve } from "./resolve";

const CROPS_BY_KEY: ReadonlyMap<string, Crop> = new Map(CROPS.map((c) => [c.key, c]));

/** The one crop a text names ("Zucchini — too many!" → courgette), or null when it names none or several. */
export function cropNamedIn(text: string): Crop | null {
  const crops = new Set(resolve(text).keys.filter(isCropKey).map((k) => k.split("/")[0]));
  if (crops.size !== 1) return null;
  return CROPS_BY_KEY.get([...crops][0]) ?? null;
}

/**
 * The crop page a `/crops/<slug>` address means: the slug itself, or the crop another of its names,
 * a plural or a variety points to ("zucchini", "tomatoes", "sungold" → courgette, tomato, tomato).
 * Null for what names no single crop.
 */
export function cropForSlug(slug: string): Crop | null {
  if (slug.length > 60) return null;
  return CROPS_BY_SLUG.get(slug) ?? cropNamedIn(slug.replace(/-/g, " "));
}
