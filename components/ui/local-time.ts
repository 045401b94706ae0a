/**
 * Dates and times in the reader's own time zone, made from a Date's local fields instead of Intl:
 * a page's first Intl formatter starts ICU (about 13 ms on a desktop, 80–130 ms of a throttled
 * phone's main thread), which cost /messages ~130 ms of Lighthouse's total blocking time
 * (decision 0135, session 8). The UI is English, so the names are too; the clock (12 or 24 hours)
 * and the order of day and month follow the reader's language and region.
 */
import { MONTHS } from "./months";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * Where CLDR's preferred clock has 12 hours (as Intl decides it): English with no region (`en` is
 * `en-US`) or in these regions, Spanish in the Americas, Chinese in Taiwan and Hong Kong, and these
 * languages. Any other language gets the 24-hour clock.
 */
const TWELVE_HOURS = /^(en(-(US|CA|AU|NZ|IN|PH|PK|SG))?|es-(MX|US|CO|VE|PH)|zh-(TW|HK)|(ar|hi|bn|ur|ko|el|fil|ms|ta|te|ml|mr|gu|kn|pa|sq)(-.*)?)$/i;
/** Month before day ("Nov 26"): American English. */
const MONTH_FIRST = /^en(-(US|PH))?$/i;

export type Locale = { twelveHours: boolean; monthFirst: boolean };
export const localeOf = (language: string): Locale => ({ twelveHours: TWELVE_HOURS.test(language), monthFirst: MONTH_FIRST.test(language) });
const readersLocale = (): Locale => localeOf(typeof navigator === "undefined" ? "en-GB" : navigator.language);

/** "3:05 PM" or "15:05" (and "0:07", as Intl writes it). */
export function clockTime(d: Date, locale = readersLocale()): string {
  const minutes = String(d.getMinutes()).padStart(2, "0");
  if (!locale.twelveHours) return `${d.getHours()}:${minutes}`;
  return `${d.getHours() % 12 || 12}:${minutes} ${d.getHours() < 12 ? "AM" : "PM"}`;
}

/**
 * "26 Nov" / "Nov 26", with the year when asked: "26 Nov 2025" / "Nov 26, 2025". `months`: the short
 * names in the page's language (issue 38), English when not given.
 */
export function shortDate(d: Date, { year = false, months }: { year?: boolean; months?: string[] } = {}, locale = readersLocale()): string {
  const month = months ? months[d.getMonth()] : MONTHS[d.getMonth()].slice(0, 3);
  if (locale.monthFirst) return `${month} ${d.getDate()}${year ? `, ${d.getFullYear()}` : ""}`;
  return `${d.getDate()} ${month}${year ? ` ${d.getFullYear()}` : ""}`;
}

/** "Thu, 26 November 2026" / "Thu, November 26, 2026". */
export function longDate(d: Date, locale = readersLocale()): string {
  const day = WEEKDAYS[d.getDay()];
  const month = MONTHS[d.getMonth()];
  return locale.monthFirst ? `${day}, ${month} ${d.getDate()}, ${d.getFullYear()}` : `${day}, ${d.getDate()} ${month} ${d.getFullYear()}`;
}
