import { fill } from "@/lib/i18n/fill";
import type { CardWords } from "./card-words";

const DAY = 86_400_000;

/** When a listing was posted, as a reader says it: "today", "yesterday", "3 days ago", then the date. */
export function postedText(iso: string, w: CardWords, now = new Date()): string {
  const d = new Date(iso);
  const utcDay = (x: Date) => Date.UTC(x.getUTCFullYear(), x.getUTCMonth(), x.getUTCDate());
  const days = Math.round((utcDay(now) - utcDay(d)) / DAY);
  if (days <= 0) return w.postedToday;
  if (days === 1) return w.postedYesterday;
  if (days < 7) return fill(w.postedDaysAgo, { n: days });
  const sameYear = d.getUTCFullYear() === now.getUTCFullYear();
  // Without Intl (decision 0135): "more" listings render this in the browser.
  const day = { day: d.getUTCDate(), month: w.months.split(" ")[d.getUTCMonth()] };
  return sameYear ? fill(w.postedDay, day) : fill(w.postedDayYear, { ...day, year: d.getUTCFullYear() });
}
