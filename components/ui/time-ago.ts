import { shortDate, type Locale } from "./local-time";

// A module of its own: the chat pages, which load local-time, do not need it (their JS budget).

/** "just now", "5 minutes ago", "yesterday", "3 days ago" (as Intl's English relative format says them), then the date. */
export function timeAgo(iso: string, now = Date.now(), locale?: Locale): string {
  const seconds = (now - new Date(iso).getTime()) / 1000;
  const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  if (seconds < 60) return "just now";
  if (seconds < 3600) return ago(Math.round(seconds / 60), "minute");
  if (seconds < 86400) return ago(Math.round(seconds / 3600), "hour");
  if (seconds < 7 * 86400) return Math.round(seconds / 86400) === 1 ? "yesterday" : ago(Math.round(seconds / 86400), "day");
  return shortDate(new Date(iso), { year: true }, locale);
}
