import type { Currency } from "@/lib/validation/money";
import { priceIn, type CardWords } from "./card-words";

const tone: Record<number, string> = {
  1: "bg-primary text-white",
  2: "bg-secondary-soft text-secondary",
  3: "bg-amber-100 text-amber-900",
};

/** SPEC §2's price text: '$price' for sell (in the seller's currency), else 'exchange' or 'giveaway'. */
export function PriceTag({ listing, words, size = "sm" }: { listing: { type_id: number; price: number; currency?: Currency }; words: CardWords; size?: "sm" | "lg" }) {
  const sizing = size === "lg" ? "px-4 py-1.5 text-lg" : "px-2.5 py-0.5 text-sm";
  return <span className={`inline-flex shrink-0 items-center rounded-full font-bold ${sizing} ${tone[listing.type_id] ?? tone[2]}`}>{priceIn(listing, words)}</span>;
}

/** Reserved / completed trade states (available shows nothing). */
export function StateBadge({ stateId, words, className = "" }: { stateId: number; words: CardWords; className?: string }) {
  if (stateId === 2) return <span className={`rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-950 ${className}`}>{words.reserved}</span>;
  if (stateId === 3) return <span className={`rounded-full bg-stone-700 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white ${className}`}>{words.completed}</span>;
  return null;
}
