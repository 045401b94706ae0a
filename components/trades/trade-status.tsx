import type { Messages } from "@/lib/i18n/messages/en";
import type { TradeDTO } from "@/lib/trades/trade-records";
import { tradeStatusText } from "./trade-text";

/** The colour of a trade's state, as its status line and "Reserved for …" show it. */
export const TONE: Record<TradeDTO["state"], string> = {
  reserved: "bg-amber-100 text-amber-900",
  given: "bg-primary-soft text-primary",
  received: "bg-secondary-soft text-secondary",
  not_received: "bg-stone-200 text-stone-800",
  done: "bg-secondary-soft text-secondary",
  released: "bg-stone-200 text-stone-800",
};

/** Where a trade stands, in words (no code of its own: pages render it on the server). */
export function TradeStatus({ trade, words, className = "" }: { trade: TradeDTO; words: Messages["tradesPanel"]; className?: string }) {
  return <p className={`rounded-xl px-3 py-2 text-sm font-bold ${TONE[trade.state]} ${className}`}>{tradeStatusText(trade, words)}</p>;
}
