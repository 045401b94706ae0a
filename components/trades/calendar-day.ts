import { MONTHS } from "@/components/ui/months";

/**
 * A calendar day ("2026-12-05") as "5 December 2026" (or "5 December"), without Intl: in the
 * browser, the first `toLocaleDateString` with a time zone loads ICU's zone data, ~90 ms of a
 * throttled phone's main thread on the listing page (decision 0135).
 */
export function calendarDay(day: string, { year = true } = {}): string {
  const [y, m, d] = day.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]}${year ? ` ${y}` : ""}`;
}
