import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";
import { parseTravel, type TravelChoice, type Units, type WithinChoice } from "@/lib/places/buckets";

/** The filters' words (issue 38), handed down from the page. */
export type FilterWords = Messages["marketFilters"];

/** A radius in the gardener's unit in the page's language: "25 miles", "10 km" (lib/places/buckets radiusLabel). */
export const radiusWords = (value: number, units: Units, w: FilterWords) => fill(units === "mi" ? (value === 1 ? w.radiusMile : w.radiusMiles) : w.radiusKm, { n: value });

/** "a 15-minute walk", "a 30-minute cycle" in the page's language (travelLabel). */
export const travelWords = (choice: TravelChoice, w: FilterWords) => {
  const { mode, minutes } = parseTravel(choice);
  return fill(mode === "walk" ? w.walk : w.cycle, { n: minutes });
};

/** What follows "within": "25 miles", "a 15-minute walk" (withinLabel). */
export const withinWords = (within: WithinChoice, units: Units, w: FilterWords) => (typeof within === "number" ? radiusWords(within, units, w) : travelWords(within, w));
