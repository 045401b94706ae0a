import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";

/** The trade steps a sentence is said for (the in-app notification kinds). */
const KEYS = {
  trade_reserved: "reserved",
  trade_completed: "completed",
  trade_confirmed: "confirmed",
  trade_thanks: "thanked",
  offer_accepted: "offerAccepted",
  trade_window_proposed: "windowProposed",
  trade_window_agreed: "windowAgreed",
  trade_window_declined: "windowDeclined",
  trade_coming: "coming",
  trade_cancelled: "cancelled",
  trade_reminder: "reminder",
  portion_not_chosen: "portionNotChosen",
} as const;
export type TradeStepKind = keyof typeof KEYS;

export const isTradeStepKind = (kind: string): kind is TradeStepKind => kind in KEYS;

/**
 * A trade step as one sentence ("basil reserved Tomatoes for you"), the same in the notification list,
 * the push and the reply e-mail, in the reader's language (issue 38). `who` and `what` are a gardener's
 * name and a listing's title (theirs, as written); null says "A gardener" / "a listing".
 * `short`: without the question ("… over to you", an e-mail's subject).
 */
export function tradeSentence(locale: Locale, kind: TradeStepKind, who: string | null, what: string | null, short = false): string {
  const t = translator(locale, "push");
  const values = { who: who ?? t("aGardener"), what: what ?? t("aListing") };
  return t(short && kind === "trade_completed" ? "completedShort" : KEYS[kind], values);
}
