/**
 * Sowing and harvest months for a crop at a place (issue 35, decision 0221): the catalogue's windows
 * (lib/crops/seasons-data.ts) for the place's hemisphere and climate band. Pure and offline.
 */
import { ANNUALS, BAND_FROSTS, PERENNIALS, type AnnualRow, type ClimateBand, type PerennialRow, type SeasonSource } from "@/lib/crops/seasons-data";

export type Hemisphere = "north" | "south";
export type Climate = { hemisphere: Hemisphere; band: ClimateBand };
/** Months 1–12 in the window's own order (a window may run over the new year: [11, 12, 1, 2]). */
export type Windows = { sow: number[]; harvest: number[]; source: SeasonSource };

const between = (x: number, lo: number, hi: number) => x >= lo && x <= hi;

/** Coasts where an ocean keeps winters mild for the latitude: Atlantic Europe, the North American Pacific coast, New Zealand, Tasmania. */
const maritime = (lat: number, lon: number) =>
  (between(lon, -11, 15) && between(lat, 43, 60)) || (lon < -117 && between(lat, 37, 56)) || (between(lon, 165, 180) && lat < -34) || (between(lon, 143, 149) && lat < -39);

/** Interiors with hard winters for the latitude: North America east of the Rockies and inner Eurasia. */
const continental = (lat: number, lon: number) => (between(lon, -115, -60) && lat >= 43.5) || (between(lon, 20, 140) && lat >= 45);

/**
 * The climate band of a point, by latitude with a coastal/continental hint (decision 0221):
 * under 35° warm; 35–50° temperate, cool in a continental interior; 50° and more cool, temperate on a
 * maritime coast. South of the equator the same bands, with the months mirrored.
 */
export function climateAt(lat: number, lon: number): Climate {
  const hemisphere: Hemisphere = lat < 0 ? "south" : "north";
  const a = Math.abs(lat);
  const band: ClimateBand = a < 35 ? "warm" : a < 50 ? (continental(lat, lon) ? "cool" : "temperate") : maritime(lat, lon) ? "temperate" : "cool";
  return { hemisphere, band };
}

/** 1–12 from any whole month number (0 is December, 13 is January). */
export const monthOf = (n: number) => ((((n - 1) % 12) + 12) % 12) + 1;

const span = (from: number, to: number): number[] => {
  const out: number[] = [];
  for (let m = from; m <= to && out.length < 12; m++) out.push(monthOf(m));
  return out;
};

function annual([, anchor, sowFrom, sowTo, after, months, tender, source]: AnnualRow, band: ClimateBand): Windows {
  const { last, first } = BAND_FROSTS[band];
  const at = anchor === "last" ? last : first;
  const start = at + sowFrom + after;
  let end = start + months - 1;
  // A tender crop dies at the first autumn frost: its harvest stops there (none if it cannot ripen before).
  if (tender) end = Math.min(end, first >= last ? first : first + 12);
  return { sow: span(at + sowFrom, at + sowTo), harvest: end >= start ? span(start, end) : [], source };
}

const BAND_SHIFT: Record<ClimateBand, number> = { cool: 1, temperate: 0, warm: -1 };

function perennial([, from, to, source]: PerennialRow, band: ClimateBand): Windows {
  const shift = from === 1 && to === 12 ? 0 : BAND_SHIFT[band];
  return { sow: [], harvest: span(from + shift, (to >= from ? to : to + 12) + shift), source };
}

const ANNUAL_BY_SLUG = new Map(ANNUALS.map((r) => [r[0], r]));
const PERENNIAL_BY_SLUG = new Map(PERENNIALS.map((r) => [r[0], r]));

/** The crop's windows for a climate, or null when none is known (never guessed). */
export function windowsFor(slug: string, climate: Climate): Windows | null {
  const a = ANNUAL_BY_SLUG.get(slug);
  const p = PERENNIAL_BY_SLUG.get(slug);
  const w = a ? annual(a, climate.band) : p ? perennial(p, climate.band) : null;
  if (!w || climate.hemisphere === "north") return w;
  const mirror = (ms: number[]) => ms.map((m) => monthOf(m + 6));
  return { sow: mirror(w.sow), harvest: mirror(w.harvest), source: w.source };
}

/** How many months until a window (its `months`) opens from `month` (0: open now); null for an empty window. */
export function monthsUntilOpen(month: number, months: readonly number[]): number | null {
  if (!months.length) return null;
  for (let k = 0; k < 12; k++) if (months.includes(monthOf(month + k))) return k;
  return null;
}

/** The UTC month (1–12) of a date. */
export const monthOfDate = (d: Date) => d.getUTCMonth() + 1;

export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** "March–May", "November–February", "June"; "" for none. */
export function monthRange(months: readonly number[]): string {
  if (!months.length) return "";
  if (months.length >= 12) return "all year";
  const first = MONTH_NAMES[months[0]! - 1];
  const last = MONTH_NAMES[months[months.length - 1]! - 1];
  return months.length === 1 ? first : `${first}–${last}`;
}
