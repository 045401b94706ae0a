import { keepingForListing } from "./keeping";
import { listingCropKeys } from "./resolve";

/**
 * "Sow by" of a seed listing (issue 35): the month its seed stops being worth sowing, the day it was
 * listed (as saved by the giver, the best date we know) plus the crop's viability. Null when it is
 * not seeds or names no crop with a viability figure.
 */
export function sowBy(title: string, categoryId: number, listedAt: string): { month: string; crop: string; years: number } | null {
  if (categoryId !== 2) return null;
  const seed = keepingForListing(listingCropKeys(title)).seed;
  if (!seed?.seedYears) return null;
  const d = new Date(listedAt);
  if (Number.isNaN(d.getTime())) return null;
  const by = new Date(Date.UTC(d.getUTCFullYear() + seed.seedYears.value, d.getUTCMonth(), 1));
  return { month: by.toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }), crop: seed.name, years: seed.seedYears.value };
}
