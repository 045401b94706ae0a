import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";
import { priceText } from "@/lib/validation/listing-terms";
import type { Currency } from "@/lib/validation/money";

/** A card's words (issue 38), handed down from the page: no catalogue ships to the browser. */
export type CardWords = Messages["marketCard"];

/** SPEC §2's price text in the page's language: the price for sell, else exchange or giveaway. */
export const priceIn = (l: { type_id: number; price: number; currency?: Currency }, w: CardWords) =>
  l.type_id === 1 ? priceText(l) : l.type_id === 3 ? w.giveaway : w.exchange;

/** A distance bucket ("about 3 km", "over 30 miles": lib/places/buckets.ts) in the page's language. */
export function distanceWords(label: string, w: CardWords): string {
  const m = /^(under|about|over) (\d+) (km|miles?)$/.exec(label);
  if (!m) return label;
  const n = Number(m[2]);
  return fill(w[m[1] as "under" | "about" | "over"], { n, unit: m[3] === "km" ? w.km : n === 1 ? w.mile : w.miles });
}
