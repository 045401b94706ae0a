import { CROPS_BY_SLUG } from "@/lib/crops/catalogue";

/**
 * Typical weight of one unit of a crop as gardeners hand it over (issue 37, decision 0226): the
 * figure behind each completed trade's estimated weight. Kept out of lib/crops/data on purpose (that
 * catalogue is edited by other work); keyed by the catalogue's crop slug.
 *
 * Sources: USDA FoodData Central, SR Legacy portion weights (public domain), cited by NDB number and
 * the portion's own description. A crop without a figure falls back to its category's default below.
 */
export type Unit = "each" | "bunch" | "plant" | "packet";
type UnitWeight = { unit: Unit; grams: number; source: string };

const usda = (ndb: string, portion: string) => `USDA FoodData Central SR Legacy ${ndb}, “${portion}”`;

export const UNIT_WEIGHTS: Readonly<Record<string, UnitWeight>> = {
  tomato: { unit: "each", grams: 123, source: usda("11529", "1 medium whole (2-3/5\" dia)") },
  courgette: { unit: "each", grams: 196, source: usda("11477", "1 medium") },
  "summer-squash": { unit: "each", grams: 196, source: usda("11641", "1 medium") },
  cucumber: { unit: "each", grams: 301, source: usda("11205", "1 cucumber (8-1/4\")") },
  carrot: { unit: "each", grams: 61, source: usda("11124", "1 medium") },
  beetroot: { unit: "each", grams: 82, source: usda("11080", "1 beet (2\" dia)") },
  onion: { unit: "each", grams: 110, source: usda("11282", "1 medium (2-1/2\" dia)") },
  leek: { unit: "each", grams: 89, source: usda("11246", "1 leek") },
  potato: { unit: "each", grams: 213, source: usda("11352", "1 medium (2-1/4\" to 3-1/4\" dia)") },
  "sweet-pepper": { unit: "each", grams: 119, source: usda("11333", "1 medium") },
  aubergine: { unit: "each", grams: 548, source: usda("11209", "1 eggplant, unpeeled") },
  lettuce: { unit: "each", grams: 360, source: usda("11253", "1 head") },
  cabbage: { unit: "each", grams: 908, source: usda("11109", "1 head, medium") },
  cauliflower: { unit: "each", grams: 588, source: usda("11135", "1 head, medium (5-6\" dia)") },
  celery: { unit: "each", grams: 40, source: usda("11143", "1 stalk, medium") },
  spinach: { unit: "bunch", grams: 340, source: usda("11457", "1 bunch") },
  broccoli: { unit: "bunch", grams: 608, source: usda("11090", "1 bunch") },
  rhubarb: { unit: "each", grams: 51, source: usda("09307", "1 stalk") },
  apple: { unit: "each", grams: 182, source: usda("09003", "1 medium (3\" dia)") },
  pear: { unit: "each", grams: 178, source: usda("09252", "1 medium") },
  peach: { unit: "each", grams: 150, source: usda("09236", "1 medium (2-2/3\" dia)") },
  plum: { unit: "each", grams: 66, source: usda("09279", "1 fruit (2-1/8\" dia)") },
  fig: { unit: "each", grams: 50, source: usda("09089", "1 medium (2-1/4\" dia)") },
  orange: { unit: "each", grams: 131, source: usda("09200", "1 fruit (2-5/8\" dia)") },
  lemon: { unit: "each", grams: 58, source: usda("09150", "1 fruit (2-1/8\" dia)") },
  avocado: { unit: "each", grams: 201, source: usda("09037", "1 fruit, without skin and seed") },
};

/** When the crop has no figure: by listing category (1 produce, 2 seeds, 3 plants); herbs as produce come by the bunch. House estimates (decision 0226). */
export const CATEGORY_DEFAULTS: Readonly<Record<1 | 2 | 3, UnitWeight>> = {
  1: { unit: "each", grams: 250, source: "GardenSwap estimate: a typical produce portion, between one medium tomato and one cabbage above" },
  2: { unit: "packet", grams: 5, source: "GardenSwap estimate: a packet of home-saved seed" },
  3: { unit: "plant", grams: 150, source: "GardenSwap estimate: a potted seedling's plant and root ball, not the pot" },
};
export const HERB_BUNCH: UnitWeight = { unit: "bunch", grams: 30, source: "GardenSwap estimate: a kitchen bunch of herbs" };

const categoryOf = (id: number): 1 | 2 | 3 => (id === 2 || id === 3 ? id : 1);

/** The unit weight that applies to a listing: its first crop with a figure (produce only), else the category's default. */
export function unitWeightFor(listing: { categoryId: number; crops: readonly string[] }): UnitWeight {
  const category = categoryOf(listing.categoryId);
  if (category !== 1) return CATEGORY_DEFAULTS[category];
  const slugs = listing.crops.filter((k) => !k.startsWith("~")).map((k) => k.split("/")[0]);
  for (const slug of slugs) if (UNIT_WEIGHTS[slug]) return UNIT_WEIGHTS[slug];
  if (slugs.some((s) => CROPS_BY_SLUG.get(s)?.kind === "herb")) return HERB_BUNCH;
  return CATEGORY_DEFAULTS[1];
}

/**
 * A completed trade's estimated weight in grams: unit weight × quantity. The one place the estimate
 * is made; `quantity` is 1 for a whole listing, a glut's portion in its own unit otherwise
 * (portionWeightGrams).
 */
export function estimateWeightGrams(listing: { categoryId: number; crops: readonly string[] }, quantity = 1): number {
  return Math.round(unitWeightFor(listing).grams * Math.max(0, quantity));
}

/** A glut's portion (issue 36) in grams: kilos as weighed, any other unit by the crop's typical unit weight. */
export function portionWeightGrams(listing: { categoryId: number; crops: readonly string[] }, unit: string | null, portion: number): number {
  if (unit === "kg") return Math.round(portion * 1000);
  return estimateWeightGrams(listing, portion);
}
