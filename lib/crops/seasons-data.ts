/**
 * Sowing and harvest windows (issue 35, decision 0221), offline like the gazetteer: nothing is fetched
 * at run time. Northern hemisphere; lib/seasons/windows.ts mirrors them by six months south of the
 * equator and picks the climate band from a place's latitude and longitude.
 *
 * Two kinds of row, each with its `source` key (SEASON_SOURCES; decision 0221 lists them with licences):
 *
 * - An annual (or a bulb planted each year): when to sow, in whole months relative to a frost date of
 *   the band (`anchor` "last" spring frost or "first" autumn frost), and when it is picked: `after`
 *   months from the first sowing month, for `months` months. A `tender` crop dies at the first autumn
 *   frost, so its harvest stops in the band's first-frost month.
 *
 *     [slug, anchor, sowFrom, sowTo, after, months, tender, source]
 *     ["tomato", "last", -2, 0, 5, 4, true, "gs-frost-rules"]  temperate: sow Feb–Apr, pick Jul–Oct
 *
 * - A perennial or a fruit: its harvest months in a temperate garden; a cool band picks a month later,
 *   a warm one a month earlier. No sowing window (they are planted, not sown, and not by month).
 *
 *     [slug, harvestFrom, harvestTo, source]
 *
 * A crop without a row has no window known: it is never guessed (the season API answers empty lists).
 */

export type ClimateBand = "cool" | "temperate" | "warm";

/**
 * Average last spring frost and first autumn frost, as months (1–12), northern hemisphere. Rounded by
 * hand to the reference gardens named in decision 0221 (source "band-frost-months").
 */
export const BAND_FROSTS: Record<ClimateBand, { last: number; first: number }> = {
  cool: { last: 5, first: 9 },
  temperate: { last: 4, first: 10 },
  warm: { last: 2, first: 12 },
};

export const SEASON_SOURCES = {
  "band-frost-months": "Climate bands and their frost months: rounded by hand by the GardenSwap editors for the reference gardens of decision 0221 (not yet checked against NOAA 1991–2020 Climate Normals freeze dates, the intended public-domain check); CC0.",
  "gs-frost-rules": "GardenSwap editors' frost-relative sowing rules and months to harvest (the usual 'weeks before/after the last frost' method, rounded to months); written for GardenSwap, CC0.",
  "gs-perennial-months": "GardenSwap editors' harvest months of perennial crops and fruit in a temperate garden, shifted a month per band; written for GardenSwap, CC0.",
} as const;

export type SeasonSource = keyof typeof SEASON_SOURCES;

export type AnnualRow = [slug: string, anchor: "last" | "first", sowFrom: number, sowTo: number, after: number, months: number, tender: boolean, source: SeasonSource];
export type PerennialRow = [slug: string, harvestFrom: number, harvestTo: number, source: SeasonSource];

const R = "gs-frost-rules" as const;
const P = "gs-perennial-months" as const;

export const ANNUALS: AnnualRow[] = [
  // Warm-season (tender) vegetables: sown under cover before the last frost or outdoors after it.
  ["tomato", "last", -2, 0, 5, 4, true, R],
  ["sweet-pepper", "last", -2, 0, 5, 3, true, R],
  ["chilli", "last", -3, -1, 6, 3, true, R],
  ["aubergine", "last", -2, 0, 5, 3, true, R],
  ["tomatillo", "last", -1, 0, 4, 3, true, R],
  ["courgette", "last", -1, 1, 3, 3, true, R],
  ["summer-squash", "last", -1, 1, 3, 3, true, R],
  ["marrow", "last", -1, 1, 3, 3, true, R],
  ["winter-squash", "last", -1, 1, 5, 2, true, R],
  ["pumpkin", "last", -1, 1, 5, 2, true, R],
  ["cucumber", "last", -1, 1, 3, 3, true, R],
  ["melon", "last", -1, 0, 4, 2, true, R],
  ["watermelon", "last", -1, 0, 4, 2, true, R],
  ["sweetcorn", "last", 0, 1, 4, 2, true, R],
  ["okra", "last", 0, 1, 3, 3, true, R],
  ["common-bean", "last", 0, 2, 3, 3, true, R],
  ["runner-bean", "last", 0, 1, 3, 3, true, R],
  ["lima-bean", "last", 0, 1, 4, 2, true, R],
  ["sweet-potato", "last", 0, 1, 5, 2, true, R],
  ["basil", "last", -1, 1, 2, 4, true, R],
  // Hardy vegetables: sown from before the last frost, picked from late spring into autumn.
  ["potato", "last", -1, 0, 3, 4, false, R],
  ["pea", "last", -1, 1, 3, 2, false, R],
  ["snow-pea", "last", -1, 1, 3, 2, false, R],
  ["snap-pea", "last", -1, 1, 3, 2, false, R],
  ["broad-bean", "last", -2, 0, 4, 2, false, R],
  ["carrot", "last", -1, 2, 3, 5, false, R],
  ["parsnip", "last", -1, 1, 6, 5, false, R],
  ["beetroot", "last", -1, 2, 3, 4, false, R],
  ["chard", "last", -1, 2, 2, 6, false, R],
  ["radish", "last", -1, 4, 1, 6, false, R],
  ["turnip", "last", -1, 3, 2, 5, false, R],
  ["swede", "last", 0, 1, 5, 4, false, R],
  ["celeriac", "last", -2, -1, 7, 3, false, R],
  ["celery", "last", -2, -1, 6, 3, false, R],
  ["kohlrabi", "last", -1, 2, 2, 4, false, R],
  ["onion", "last", -2, 0, 5, 3, false, R],
  ["spring-onion", "last", -1, 3, 2, 6, false, R],
  ["shallot", "last", -2, -1, 4, 2, false, R],
  ["leek", "last", -2, 0, 6, 5, false, R],
  ["cabbage", "last", -2, 1, 4, 5, false, R],
  ["chinese-cabbage", "last", 2, 3, 2, 3, false, R],
  ["pak-choi", "last", 0, 4, 1, 5, false, R],
  ["kale", "last", -1, 2, 4, 6, false, R],
  ["collards", "last", -1, 2, 3, 5, false, R],
  ["broccoli", "last", -2, 1, 3, 4, false, R],
  ["cauliflower", "last", -2, 1, 4, 3, false, R],
  ["brussels-sprouts", "last", -1, 0, 6, 4, false, R],
  ["spinach", "last", -1, 1, 2, 3, false, R],
  ["lettuce", "last", -1, 3, 2, 5, false, R],
  ["rocket", "last", -1, 4, 1, 6, false, R],
  ["endive", "last", 1, 3, 3, 3, false, R],
  ["chicory", "last", 1, 2, 4, 3, false, R],
  ["radicchio", "last", 1, 2, 4, 3, false, R],
  ["lambs-lettuce", "first", -2, -1, 2, 4, false, R],
  ["fennel", "last", 0, 2, 3, 3, false, R],
  ["coriander", "last", 0, 3, 2, 4, false, R],
  ["parsley", "last", -1, 2, 3, 6, false, R],
  ["dill", "last", 0, 2, 2, 3, false, R],
  ["chervil", "last", -1, 2, 2, 4, false, R],
  // Planted in autumn for the next summer.
  ["garlic", "first", -1, 0, 9, 2, false, R],
  // Flowers: "harvest" is when they flower (cut or give as plants).
  ["sunflower", "last", 0, 1, 3, 3, true, R],
  ["sweet-pea", "last", -3, 0, 5, 3, false, R],
  ["cosmos", "last", -1, 1, 3, 4, true, R],
  ["zinnia", "last", 0, 1, 3, 3, true, R],
  ["nasturtium", "last", 0, 1, 2, 4, true, R],
  ["marigold", "last", -1, 1, 3, 4, true, R],
  ["calendula", "last", -1, 2, 2, 5, false, R],
  ["dahlia", "last", 0, 1, 3, 3, true, R],
  ["tulip", "first", -1, 0, 6, 2, false, R],
  ["daffodil", "first", -2, -1, 5, 3, false, R],
];

export const PERENNIALS: PerennialRow[] = [
  ["asparagus", 4, 6, P],
  ["rhubarb", 4, 7, P],
  ["globe-artichoke", 6, 8, P],
  ["jerusalem-artichoke", 11, 2, P],
  ["strawberry", 6, 7, P],
  ["raspberry", 7, 9, P],
  ["blackberry", 8, 9, P],
  ["blueberry", 7, 8, P],
  ["gooseberry", 6, 7, P],
  ["redcurrant", 7, 7, P],
  ["blackcurrant", 7, 7, P],
  ["apple", 8, 10, P],
  ["pear", 8, 10, P],
  ["plum", 8, 9, P],
  ["cherry", 6, 7, P],
  ["peach", 7, 8, P],
  ["apricot", 7, 7, P],
  ["fig", 8, 9, P],
  ["grape", 9, 10, P],
  ["quince", 10, 10, P],
  ["elderberry", 8, 9, P],
  ["hazelnut", 9, 10, P],
  ["walnut", 9, 10, P],
  ["chestnut", 10, 10, P],
  ["mint", 5, 9, P],
  ["rosemary", 1, 12, P],
  ["thyme", 4, 10, P],
  ["sage", 4, 10, P],
  ["chives", 3, 10, P],
  ["oregano", 5, 9, P],
  ["lavender", 6, 8, P],
];
