/**
 * How soon a crop spoils once picked, for the pickup reminder's lead time (issue 32, decision 0212).
 * Soft fruit and berries go soft in hours: their reminder comes a few hours before the window; the
 * rest keep a day or more, so the evening before is enough. By slug (lib/crops/data); a listing that
 * names no crop is "keeps".
 */
export type Perishability = "hours" | "keeps";

const SOFT = new Set([
  "strawberry",
  "alpine-strawberry",
  "raspberry",
  "blackberry",
  "loganberry",
  "tayberry",
  "boysenberry",
  "wineberry",
  "blueberry",
  "mulberry",
  "redcurrant",
  "blackcurrant",
  "whitecurrant",
  "gooseberry",
  "jostaberry",
  "cherry",
  "fig",
  "apricot",
  "peach",
  "nectarine",
  "honeyberry",
]);

/** "hours" when any of the listing's crop keys ("raspberry", "raspberry/glen-ample") is soft fruit; only produce spoils. */
export function perishabilityOf(cropKeys: readonly string[], categoryId: number): Perishability {
  if (categoryId !== 1) return "keeps";
  return cropKeys.some((k) => SOFT.has(k.replace(/^~/, "").split("/")[0]!)) ? "hours" : "keeps";
}
