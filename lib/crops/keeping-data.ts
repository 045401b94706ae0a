/**
 * How long a crop keeps (issue 35, decision 0220): produce shelf life in days once picked (kept as
 * a home gardener would: cool, or in the fridge where that is usual) and seed viability in years
 * (dry, cool, sealed). One row per crop or crop group; a crop's own row wins over its group's.
 * Every figure carries the key of its source; the sources and their licences are listed in
 * SOURCES below and in docs/decisions/0220-crop-groups-and-keeping.md. Shipped with the app,
 * nothing is fetched at run time. Figures are conservative (the short end of a range), rounded.
 *
 *   [crop or group slug, produce shelf life in days or null, its source, seed viability in years or null, its source]
 */
export type KeepingRow = [slug: string, shelfDays: number | null, shelfSource: SourceKey | null, seedYears: number | null, seedSource: SourceKey | null];

export const SOURCES = {
  "usda-foodkeeper": "USDA FSIS FoodKeeper data (fresh produce, refrigerator and pantry times); US federal government work, public domain",
  "usda-ah66": "USDA ARS Agriculture Handbook 66, The Commercial Storage of Fruits, Vegetables, and Florist and Nursery Stocks (2016); US federal government work, public domain — storage life at best conditions, shortened here for home keeping",
  "usda-yb1961": "USDA Yearbook of Agriculture 1961, Seeds (tables of vegetable seed longevity under ordinary storage); US federal government work, public domain",
} as const;
export type SourceKey = keyof typeof SOURCES;

const F = "usda-foodkeeper";
const H = "usda-ah66";
const Y = "usda-yb1961";

export const KEEPING: KeepingRow[] = [
  // groups first: the default for their crops
  ["berries", 3, F, null, null],
  ["citrus", 21, F, null, null],
  ["herbs", 5, F, null, null],
  ["salad-leaves", 5, F, 5, Y],
  ["brassicas", 7, F, 4, Y],
  ["beans", 5, F, 3, Y],
  ["peas", 3, F, 3, Y],
  ["squash", 5, F, 4, Y],
  // soft fruit
  ["raspberry", 2, F, null, null],
  ["blackberry", 2, F, null, null],
  ["loganberry", 2, F, null, null],
  ["tayberry", 2, F, null, null],
  ["boysenberry", 2, F, null, null],
  ["wineberry", 2, F, null, null],
  ["mulberry", 2, F, null, null],
  ["strawberry", 3, F, null, null],
  ["blueberry", 7, F, null, null],
  ["cranberry", 28, F, null, null],
  ["gooseberry", 7, H, null, null],
  ["blackcurrant", 5, H, null, null],
  ["redcurrant", 5, H, null, null],
  ["fig", 2, F, null, null],
  ["cherry", 5, F, null, null],
  ["peach", 4, F, null, null],
  ["nectarine", 4, F, null, null],
  ["apricot", 4, F, null, null],
  ["plum", 5, F, null, null],
  ["grape", 7, F, null, null],
  ["apple", 30, F, null, null],
  ["pear", 7, F, null, null],
  ["quince", 30, H, null, null],
  ["melon", 7, F, 5, Y],
  ["watermelon", 14, F, 4, Y],
  // fruiting vegetables
  ["tomato", 5, F, 4, Y],
  ["sweet-pepper", 7, F, 2, Y],
  ["chilli", 7, F, 2, Y],
  ["aubergine", 5, F, 4, Y],
  ["cucumber", 7, F, 5, Y],
  ["courgette", 5, F, 4, Y],
  ["summer-squash", 5, F, 4, Y],
  ["marrow", 14, H, 4, Y],
  ["winter-squash", 60, H, 4, Y],
  ["pumpkin", 60, H, 4, Y],
  ["okra", 3, F, 2, Y],
  ["sweetcorn", 2, F, 2, Y],
  ["popcorn", null, null, 2, Y],
  // pods
  ["broad-bean", 5, F, 3, Y],
  ["runner-bean", 5, F, 3, Y],
  ["common-bean", 5, F, 3, Y],
  ["pea", 3, F, 3, Y],
  ["snow-pea", 3, F, 3, Y],
  ["snap-pea", 3, F, 3, Y],
  // roots and bulbs
  ["potato", 30, F, null, null],
  ["sweet-potato", 21, F, null, null],
  ["carrot", 21, F, 3, Y],
  ["parsnip", 21, F, 1, Y],
  ["beetroot", 14, F, 4, Y],
  ["radish", 7, F, 5, Y],
  ["turnip", 14, F, 5, Y],
  ["swede", 30, H, 4, Y],
  ["celeriac", 30, H, 5, Y],
  ["onion", 30, F, 1, Y],
  ["spring-onion", 5, F, 1, Y],
  ["leek", 10, F, 2, Y],
  ["shallot", 30, F, null, null],
  ["garlic", 60, F, null, null],
  ["jerusalem-artichoke", 14, H, null, null],
  // leaves and stems
  ["lettuce", 7, F, 5, Y],
  ["spinach", 5, F, 3, Y],
  ["chard", 5, F, 4, Y],
  ["kale", 5, F, 4, Y],
  ["cabbage", 30, F, 4, Y],
  ["broccoli", 5, F, 3, Y],
  ["cauliflower", 7, F, 4, Y],
  ["brussels-sprouts", 7, F, 4, Y],
  ["kohlrabi", 14, H, 3, Y],
  ["celery", 14, F, 5, Y],
  ["asparagus", 3, F, 3, Y],
  ["rhubarb", 7, F, null, null],
  ["endive", 5, F, 5, Y],
  // herbs with seed figures
  ["parsley", 7, F, 1, Y],
  ["dill", 5, F, 3, Y],
  ["basil", 5, F, 5, Y],
  ["coriander", 5, F, 5, Y],
];
