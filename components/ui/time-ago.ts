import { shortDate, type Locale } from "./local-time";

// A module of its own: the chat pages, which load local-time, do not need it (their JS budget).

/** The words of an age, in the page's language (lib/i18n/messages/areas/talk.ts, talkNotices); `monthsShort` is "Jan|Feb|…". */
export type AgoWords = { justNow: string; minute: string; minutes: string; hour: string; hours: string; yesterday: string; days: string; monthsShort: string };

/** "just now", "5 minutes ago", "yesterday", "3 days ago" (as Intl's English relative format says them), then the date. */
export function timeAgo(iso: string, w: AgoWords, now = Date.now(), locale?: Locale): string {
  const seconds = (now - new Date(iso).getTime()) / 1000;
  const ago = (n: number, one: string, many: string) => (n === 1 ? one : many.replace("{n}", `${n}`));
  if (seconds < 60) return w.justNow;
  if (seconds < 3600) return ago(Math.round(seconds / 60), w.minute, w.minutes);
  if (seconds < 86400) return ago(Math.round(seconds / 3600), w.hour, w.hours);
  if (seconds < 7 * 86400) return ago(Math.round(seconds / 86400), w.yesterday, w.days);
  return shortDate(new Date(iso), { year: true, months: w.monthsShort.split("|") }, locale);
}
