import { MONTHS } from "@/components/ui/months";
import type { Messages } from "@/lib/i18n/messages/en";

/** A language's names for dates made without Intl ("|"-separated lists; lib/i18n/messages/areas/trades.ts). */
export type When = Messages["tradesPanel"]["when"];

/** The `i`th name of a "|"-separated list of names. */
export const nth = (names: string, i: number) => names.split("|")[i];

/**
 * A calendar day ("2026-12-05") as "5 December 2026" (or "5 December"), without Intl: in the
 * browser, the first `toLocaleDateString` with a time zone loads ICU's zone data, ~90 ms of a
 * throttled phone's main thread on the listing page (decision 0135). In `when`'s language when given.
 */
export function calendarDay(day: string, { year = true } = {}, when?: When): string {
  const [y, m, d] = day.split("-").map(Number);
  if (when) {
    const dayMonth = when.dayMonth.replace("{d}", String(d)).replace("{month}", nth(when.months, m - 1));
    return year ? when.date.replace("{dayMonth}", dayMonth).replace("{y}", String(y)) : dayMonth;
  }
  return `${d} ${MONTHS[m - 1]}${year ? ` ${y}` : ""}`;
}
