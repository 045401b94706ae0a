/**
 * Distance as people may see it: a bucket, never a number (issue 13). Pure, so the marketplace's
 * client components share the labels and units with the server.
 */
export type Units = "km" | "mi";

/** The gardener's country decides the unit: miles in the US and the UK, kilometres elsewhere. */
export const unitsFor = (country: string | null | undefined): Units => (country === "US" || country === "GB" ? "mi" : "km");

/** The gardener's own choice (settings, issue 31) wins everywhere a distance shows; unset, the country decides. */
export const unitsOf = (choice: string | null | undefined, country: string | null | undefined): Units =>
  choice === "km" || choice === "mi" ? choice : unitsFor(country);

/** A match radius (stored in km) in the gardener's unit: "within 25 km", "within about 16 miles". */
export const matchRadiusLabel = (km: number, units: Units) => (units === "mi" ? `within about ${Math.round(km / KM_PER_MILE)} ${Math.round(km / KM_PER_MILE) === 1 ? "mile" : "miles"}` : `within ${km} km`);

const KM_PER_MILE = 1.609344;

/**
 * Upper bounds (km, exclusive) and the labels; beyond the last bound: "over 50 km". `about` is the
 * km label's number: a bucket is "within r" when its number is at most r (see radiusEdgeKm).
 */
const BUCKETS: { below: number; about: number; km: string; mi: string }[] = [
  { below: 2, about: 2, km: "under 2 km", mi: "under 1 mile" },
  { below: 4, about: 3, km: "about 3 km", mi: "about 2 miles" },
  { below: 7.5, about: 5, km: "about 5 km", mi: "about 3 miles" },
  { below: 15, about: 10, km: "about 10 km", mi: "about 6 miles" },
  { below: 35, about: 20, km: "about 20 km", mi: "about 12 miles" },
  { below: 50, about: 50, km: "about 50 km", mi: "about 30 miles" },
];
export const BUCKET_LABELS = {
  km: [...BUCKETS.map((b) => b.km), "over 50 km"],
  mi: [...BUCKETS.map((b) => b.mi), "over 30 miles"],
};

export function distanceBucket(km: number | null | undefined, units: Units): string | null {
  if (km === null || km === undefined || !Number.isFinite(km)) return null;
  const b = BUCKETS.find((x) => km < x.below);
  return b ? b[units] : BUCKET_LABELS[units][BUCKETS.length];
}

/** The marketplace's radius choices, in the gardener's unit. */
export const RADIUS_CHOICES = [2, 5, 10, 25, 50] as const;
export const toKm = (value: number, units: Units) => (units === "mi" ? value * KM_PER_MILE : value);
export const radiusLabel = (value: number, units: Units) => (units === "mi" ? `${value} ${value === 1 ? "mile" : "miles"}` : `${value} km`);

// ---- Radii (issue 29, M1): a radius is never an exact-distance probe ----

/** The match radii the profile offers (km) beyond the marketplace's; "anywhere" is no radius. */
export const MATCH_RADIUS_CHOICES = [2, 5, 10, 25, 50, 100] as const;

/** Every radius a gardener can pick, in km: the marketplace's in km and in miles, and the match radii. */
export const OFFERED_RADII_KM: readonly number[] = [...new Set([...RADIUS_CHOICES.flatMap((r) => [r, toKm(r, "mi")]), ...MATCH_RADIUS_CHOICES])].sort((a, b) => a - b);

/** Any radius (km) as the nearest one offered (a tie goes to the larger): 3 → 3.218688 (2 miles), 400 → 100. */
export function offeredRadiusKm(km: number): number {
  let best = OFFERED_RADII_KM[0];
  for (const r of OFFERED_RADII_KM) if (Math.abs(r - km) <= Math.abs(best - km)) best = r;
  return best;
}

/**
 * Where "within `km`" stops (km, exclusive), decided on buckets, never on the exact distance: the
 * radius is rounded to an offered one, and a listing is within it when its bucket's number is at
 * most the radius ("about 5 km" is within 5 km and 5 miles, not within 2 miles). So the answer
 * only changes at a bucket's edge, and no run of radii from one place can tell more than the
 * bucket the page shows anyway. Past the last named bucket ("over 50 km") the offered radius
 * itself (50 miles, 100 km) is the edge: a fixed ring at least 30 km wide.
 */
export function radiusEdgeKm(km: number): number {
  const r = offeredRadiusKm(km);
  const last = BUCKETS[BUCKETS.length - 1];
  if (r > last.below) return r;
  return BUCKETS.filter((b) => b.about <= r).at(-1)?.below ?? BUCKETS[0].below;
}

/** The buckets as rings of km, nearest first (the last has no outer edge): sort=distance walks them. */
export const BUCKET_RINGS: readonly { from: number; to: number }[] = BUCKETS.map((b, i) => ({ from: i ? BUCKETS[i - 1].below : 0, to: b.below })).concat([{ from: BUCKETS[BUCKETS.length - 1].below, to: Infinity }]);

/** The narrowest bucket's width (km): "under 2 km". Nothing the app shows places a gardener finer (the map's cells included). */
export const SMALLEST_BUCKET_KM = BUCKETS[0].below;

// ---- Walk and cycle minutes (issue 38): a speed × detour approximation, cut at a bucket's edge ----

/** Average speeds (km/h) and how much longer a street route is than the straight line (decision 0227). */
export const TRAVEL_SPEED_KMH = { walk: 4.8, cycle: 15 } as const;
export const DETOUR_FACTOR = 1.3;
export type TravelMode = keyof typeof TRAVEL_SPEED_KMH;
/** The marketplace's choices: "walk-15" is "within a 15-minute walk". */
export const TRAVEL_CHOICES = ["walk-15", "walk-30", "cycle-15", "cycle-30"] as const;
export type TravelChoice = (typeof TRAVEL_CHOICES)[number];

/**
 * The straight-line km that `minutes` of walking or cycling covers: speed × time ÷ detour. Used as
 * a radius, so it goes through radiusEdgeKm like any other: the answer is a bucket, never a distance.
 */
export const travelKm = (mode: TravelMode, minutes: number) => ((minutes / 60) * TRAVEL_SPEED_KMH[mode]) / DETOUR_FACTOR;

export const parseTravel = (choice: TravelChoice): { mode: TravelMode; minutes: number } => {
  const [mode, minutes] = choice.split("-");
  return { mode: mode as TravelMode, minutes: Number(minutes) };
};

/** "a 15-minute walk", "a 30-minute cycle". */
export const travelLabel = (choice: TravelChoice) => {
  const { mode, minutes } = parseTravel(choice);
  return `a ${minutes}-minute ${mode}`;
};

/** A marketplace radius: a number in the gardener's unit, or a walk or cycle. */
export type WithinChoice = number | TravelChoice;
export const withinToKm = (w: WithinChoice, units: Units) => (typeof w === "number" ? toKm(w, units) : travelKm(parseTravel(w).mode, parseTravel(w).minutes));
/** What follows "within": "25 miles", "a 15-minute walk". */
export const withinLabel = (w: WithinChoice, units: Units) => (typeof w === "number" ? radiusLabel(w, units) : travelLabel(w));
