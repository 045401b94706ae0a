import type { Messages } from "@/lib/i18n/messages/en";
import { calendarDay } from "./calendar-day";

/**
 * "Available until 5 December 2026" (or that it has expired). Not a client module: a visitor's
 * listing page renders it on the server alone; the owner's `AvailableUntil` adds "Renew" beside it.
 */
export function AvailableUntilLine({ until, expired, words }: { until: string; expired: boolean; words: Messages["tradesUntil"] }) {
  const day = calendarDay(until, {}, words.when);
  return (
    <p className={`text-sm ${expired ? "font-bold text-red-800" : "text-muted"}`}>
      {(expired ? words.expired : words.availableUntil).replace("{day}", day)}
    </p>
  );
}
