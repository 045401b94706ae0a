/**
 * Offline places (issue 13): US ZIP codes and towns of the US, UK, Canada, Australia, Ireland and
 * New Zealand, from GeoNames (CC BY 4.0, see README), loaded once per process from
 * lib/places/places.tsv.gz into memory. Geocoding and autocomplete never touch the database.
 */
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { distanceBucket, type Units } from "./buckets";
import { EARTH_RADIUS_M } from "./grid";
import { COUNTRY_NAMES, IRISH_COUNTIES, REGIONS } from "./regions";

export type Place = {
  /** "z:97214" or "t:<geonameid>": what the per-gardener offset is keyed on. */
  key: string;
  name: string;
  country: string;
  /** GeoNames admin1 code (US: the state's postal code). */
  admin1: string;
  lat: number;
  lon: number;
  population: number;
  zip?: string;
};

type Index = {
  zips: Map<string, Place>;
  towns: Map<string, Place[]>;
  /** Town names, normalised and sorted, for prefix autocomplete. */
  sorted: { n: string; p: Place }[];
  zipList: Place[];
};

export const norm = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/^(saint|st\.?)\s+/, "st ")
    .replace(/[.'’]/g, "")
    .replace(/[\s-]+/g, " ")
    .trim();

const g = globalThis as { __gardenswapPlaces?: Index };

function load(): Index {
  if (g.__gardenswapPlaces) return g.__gardenswapPlaces;
  // Resolved from the working directory, like db/migrations: bundlers move this file.
  const text = gunzipSync(readFileSync(path.resolve(process.cwd(), "lib/places/places.tsv.gz"))).toString("utf8");
  const zips = new Map<string, Place>();
  const towns = new Map<string, Place[]>();
  for (const line of text.split("\n")) {
    const f = line.split("\t");
    if (f[0] === "T") {
      const p: Place = { key: `t:${f[1]}`, name: f[2], country: f[3], admin1: f[4], lat: Number(f[5]), lon: Number(f[6]), population: Number(f[7]) };
      const n = norm(p.name);
      const list = towns.get(n);
      if (list) list.push(p);
      else towns.set(n, [p]);
    } else if (f[0] === "Z") {
      zips.set(f[1], { key: `z:${f[1]}`, zip: f[1], name: f[2], country: "US", admin1: f[3], lat: Number(f[4]), lon: Number(f[5]), population: 0 });
    }
  }
  for (const list of towns.values()) list.sort((a, b) => b.population - a.population);
  const sorted = [...towns.entries()].flatMap(([n, ps]) => ps.map((p) => ({ n, p }))).sort((a, b) => (a.n < b.n ? -1 : a.n > b.n ? 1 : b.p.population - a.p.population));
  const zipList = [...zips.values()].sort((a, b) => (a.zip! < b.zip! ? -1 : 1));
  g.__gardenswapPlaces = { zips, towns, sorted, zipList };
  return g.__gardenswapPlaces;
}

type Region = { country: string; admin1: string | null };
let regionIndex: Map<string, Region[]> | undefined;

/**
 * Normalised country, region and county names → what each may mean, built once: normalising every
 * region name on each lookup cost ~0.2 ms a `near=` (bench/near-me, profiled).
 */
function regions(): Map<string, Region[]> {
  if (regionIndex) return regionIndex;
  const m = new Map<string, Region[]>();
  const add = (name: string, r: Region) => (m.get(name) ?? m.set(name, []).get(name)!).push(r);
  for (const [country, names] of Object.entries(COUNTRY_NAMES)) for (const n of names) add(n, { country, admin1: null });
  for (const [country, list] of Object.entries(REGIONS)) for (const [code, ...names] of list) for (const n of new Set([code, ...names].map(norm))) add(n, { country, admin1: code });
  for (const c of IRISH_COUNTIES) add(c, { country: "IE", admin1: null });
  return (regionIndex = m);
}

/** "OR", "Oregon", "Ontario", "NSW", "England", "UK"… → the (country, admin1) pairs it may mean. */
function regionsMatching(state: string): Region[] {
  return regions().get(norm(state).replace(/^(county|co)\s+/, "")) ?? [];
}

const US_ZIP = /^(\d{5})(?:-\d{4})?$/;

/**
 * The place a gardener's postcode, town and state/region name: a known US ZIP code first, else the
 * most populous town of that name in the named state, region or country. A state we do not know
 * at all (an English county, say) falls back to the UK and Ireland, where GeoNames' regions are
 * too coarse for what people write. null when nothing fits: we never guess across countries.
 */
export function resolvePlace(input: { city?: string | null; state?: string | null; postcode?: string | null }): Place | null {
  const idx = load();
  const zip = input.postcode?.trim().match(US_ZIP)?.[1];
  if (zip && idx.zips.has(zip)) return idx.zips.get(zip)!;
  const city = input.city ? norm(input.city) : "";
  if (!city) return null;
  const candidates = idx.towns.get(city);
  if (!candidates) return null;
  const state = input.state?.trim() ?? "";
  const regions = state ? regionsMatching(state) : [];
  if (regions.length) {
    return candidates.find((p) => regions.some((r) => r.country === p.country && (r.admin1 === null || r.admin1 === p.admin1))) ?? null;
  }
  return candidates.find((p) => p.country === "GB" || p.country === "IE") ?? null;
}

/** Short label shown with distances: "Portland, OR", "Leeds, England". */
export function placeLabel(p: Place): string {
  const region = p.country === "US" ? p.admin1 : (REGIONS[p.country]?.find((r) => r[0] === p.admin1)?.[1] ?? p.country);
  return `${p.name}, ${region}`;
}

export type PlaceSuggestion = { label: string; city: string; state: string; postcode: string | null; country: string };

function suggestion(p: Place): PlaceSuggestion {
  const region = p.country === "US" ? p.admin1 : (REGIONS[p.country]?.find((r) => r[0] === p.admin1)?.[1] ?? "");
  const country = p.country === "US" ? "" : `, ${p.country === "GB" ? "UK" : p.country}`;
  return {
    label: p.zip ? `${p.zip} ${p.name}, ${p.admin1}` : `${p.name}, ${region}${country}`,
    city: p.name,
    state: region,
    postcode: p.zip ?? null,
    country: p.country,
  };
}

/** Autocomplete: ZIP codes by prefix (digits), else towns by name prefix, biggest first. */
export function suggestPlaces(q: string, limit = 8): PlaceSuggestion[] {
  const idx = load();
  const t = q.trim();
  if (/^\d{2,5}$/.test(t)) {
    const list = idx.zipList;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid].zip! < t) lo = mid + 1;
      else hi = mid;
    }
    const out: Place[] = [];
    for (let i = lo; i < list.length && out.length < limit && list[i].zip!.startsWith(t); i++) out.push(list[i]);
    return out.map(suggestion);
  }
  const n = norm(t.split(",")[0] ?? "");
  if (n.length < 2) return [];
  const list = idx.sorted;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].n < n) lo = mid + 1;
    else hi = mid;
  }
  const hits: Place[] = [];
  for (let i = lo; i < list.length && list[i].n.startsWith(n) && hits.length < 400; i++) hits.push(list[i].p);
  return hits
    .sort((a, b) => b.population - a.population)
    .slice(0, limit)
    .map(suggestion);
}

/** `near=` for anonymous browsing: "97214", "Portland, OR" or "Leeds, England". */
export function resolveNear(near: string): Place | null {
  const t = near.trim().slice(0, 120);
  if (!t) return null;
  if (US_ZIP.test(t)) return resolvePlace({ postcode: t });
  const [city, ...rest] = t.split(",");
  return resolvePlace({ city, state: rest.join(",").trim() || null });
}

/**
 * A place where people meet (a group, a swap day), from what its organiser typed: its label ("97214
 * Portland, OR" for a postcode, which names an area people know) and its gazetteer centre, never a
 * point of anyone's. Null when the gazetteer does not know it.
 */
export function meetingPlace(typed: string): { label: string; loc: string } | null {
  const place = resolveNear(typed);
  if (!place) return null;
  return { label: place.zip ? `${place.zip} ${placeLabel(place)}` : placeLabel(place), loc: cubeText(centroid(place)) };
}

/** Which place a `near=` (or area cookie) names, as a stable key ("z:97214"): spellings of one place are one place. */
export const nearPlaceKey = (near: string): string | null => resolveNear(near)?.key ?? null;

// ---- Geometry: points on the sphere as x, y, z in metres (a `cube` in the database) ----

export { EARTH_RADIUS_M };
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

export type Xyz = [number, number, number];

export function toXyz(lat: number, lon: number): Xyz {
  const φ = rad(lat);
  const λ = rad(lon);
  return [EARTH_RADIUS_M * Math.cos(φ) * Math.cos(λ), EARTH_RADIUS_M * Math.cos(φ) * Math.sin(λ), EARTH_RADIUS_M * Math.sin(φ)].map((v) => Math.round(v)) as Xyz;
}

/** The straight-line (chord) length for a distance along the surface, and back. */
export const chordM = (km: number) => 2 * EARTH_RADIUS_M * Math.sin(Math.min(km * 1000, Math.PI * EARTH_RADIUS_M) / (2 * EARTH_RADIUS_M));
export const surfaceKm = (chord: number) => (2 * EARTH_RADIUS_M * Math.asin(Math.min(1, chord / (2 * EARTH_RADIUS_M)))) / 1000;

/** A chord in metres (a distance the database measured) as the bucket people may see. */
export const bucketOf = (chord: number | null | undefined, units: Units) =>
  chord === null || chord === undefined ? null : distanceBucket(surfaceKm(Number(chord)), units);

/** The point `meters` from (lat, lon) along `bearing` (radians). */
function move(lat: number, lon: number, bearing: number, meters: number): { lat: number; lon: number } {
  const δ = meters / EARTH_RADIUS_M;
  const φ1 = rad(lat);
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(bearing));
  const λ2 = rad(lon) + Math.atan2(Math.sin(bearing) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
  return { lat: deg(φ2), lon: deg(λ2) };
}

export const OFFSET_MIN_M = 300;
export const OFFSET_MAX_M = 700;

/**
 * A gardener's approximate point: the place's centroid moved once by a fixed offset of 300–700 m
 * in a fixed direction, both derived from an HMAC of (gardener, place) with the server secret.
 * The same gardener at the same place always gets the same point (so repeated queries cannot
 * average noise away), and nobody without the secret can undo it.
 */
export function approximatePoint(place: Place, userId: number, secret: string): Xyz {
  const h = createHmac("sha256", secret).update(`location:${userId}:${place.key}`).digest();
  const bearing = (h.readUInt32BE(0) / 0x1_0000_0000) * 2 * Math.PI;
  const meters = OFFSET_MIN_M + (h.readUInt32BE(4) / 0x1_0000_0000) * (OFFSET_MAX_M - OFFSET_MIN_M);
  const p = move(place.lat, place.lon, bearing, meters);
  return toXyz(p.lat, p.lon);
}

/** An anonymous visitor's area: the centroid itself (it is a public place, not a person). */
export const centroid = (place: Place): Xyz => toXyz(place.lat, place.lon);

/** The cube literal for a point, e.g. "(-2345678, -3456789, 4567890)". */
export const cubeText = (p: Xyz) => `(${p[0]}, ${p[1]}, ${p[2]})`;

/** The users columns for a gardener placed at `place` (or not placed: all null). */
export function locationColumns(place: Place | null, userId: number, secret: string) {
  return {
    loc: place ? cubeText(approximatePoint(place, userId, secret)) : null,
    locationLabel: place ? placeLabel(place) : null,
    locationCountry: place?.country ?? null,
    locationKey: place?.key ?? null,
  };
}
