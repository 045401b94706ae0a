/**
 * The listing words and limits the screens need, without zod: client components import these from
 * here so that showing a category or a price does not ship the schema library (issue 19, decision 0135).
 * lib/validation/listings.ts re-exports them beside the schemas built from them.
 */
import { money, type Currency } from "./money";

/** SPEC §3/§9: categories, types and trade states, with the words the screens use. */
export const CATEGORIES = [
  { id: 1, name: "produce" },
  { id: 2, name: "seeds" },
  { id: 3, name: "plants" },
] as const;
export const TYPES = [
  { id: 1, name: "sell" },
  { id: 2, name: "exchange" },
  { id: 3, name: "giveaway" },
] as const;
export const STATES = [
  { id: 1, name: "available" },
  { id: 2, name: "reserved" },
  { id: 3, name: "completed" },
] as const;
export const SORTS = ["newest", "oldest", "highest", "lowest"] as const;
export type Sort = (typeof SORTS)[number];

export const categoryName = (id: number | null | undefined) => CATEGORIES.find((c) => c.id === id)?.name ?? "uncategorized";
export const typeName = (id: number) => TYPES.find((t) => t.id === id)?.name ?? "exchange";
/**
 * Price text of SPEC §2: '$price' for sell, else 'exchange' or 'giveaway'; the price is in the seller's
 * currency (issue 38: "£2" from a gardener in Leeds), dollars when none is known.
 */
export const priceText = (l: { type_id: number; price: number; currency?: Currency }) => (l.type_id === 1 ? money(l.price, l.currency) : typeName(l.type_id));

export const TITLE_MIN = 3;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 1000;
export const WANT_TITLE_MAX = 100;
export const PRICE_MAX = 1_000_000;
export const WANTS_PER_CATEGORY = 5;

/** Groups listings (or wishes) by category in SPEC order: produce, seeds, plants, then uncategorized. */
export function groupByCategory<T extends { category_id: number }>(items: T[]): { categoryId: number | null; items: T[] }[] {
  const groups = new Map<number | null, T[]>();
  for (const item of items) {
    const key = [1, 2, 3].includes(item.category_id) ? item.category_id : null;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [1, 2, 3, null].filter((k) => groups.has(k)).map((k) => ({ categoryId: k, items: groups.get(k)! }));
}
