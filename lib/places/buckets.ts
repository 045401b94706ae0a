/**
 * Distance as people may see it: a bucket, never a number (issue 13). Pure, so the marketplace's
 * client components share the labels and units with the server.
 */
export type Units = "km" | "mi";

/** The gardener's country decides the unit: miles in the US and the UK, kilometres elsewhere. */
export const unitsFor = (country: string | null | undefined): Units => (country === "US" || country === "GB" ? "mi" : "km");

const KM_PER_MILE = 1.609344;

/** Upper bounds (km, exclusive) and the labels; beyond the last bound: "over 50 km". */
const BUCKETS: { below: number; km: string; mi: string }[] = [
  { below: 2, km: "under 2 km", mi: "under 1 mile" },
  { below: 4, km: "about 3 km", mi: "about 2 miles" },
  { below: 7.5, km: "about 5 km", mi: "about 3 miles" },
  { below: 15, km: "about 10 km", mi: "about 6 miles" },
  { below: 35, km: "about 20 km", mi: "about 12 miles" },
  { below: 50, km: "about 50 km", mi: "about 30 miles" },
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
