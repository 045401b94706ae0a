import { MONTHS } from "@/components/ui/months";

const DAY = 86_400_000;

/** When a listing was posted, as a reader says it: "today", "yesterday", "3 days ago", then the date. */
export function postedText(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const utcDay = (x: Date) => Date.UTC(x.getUTCFullYear(), x.getUTCMonth(), x.getUTCDate());
  const days = Math.round((utcDay(now) - utcDay(d)) / DAY);
  if (days <= 0) return "Posted today";
  if (days === 1) return "Posted yesterday";
  if (days < 7) return `Posted ${days} days ago`;
  const sameYear = d.getUTCFullYear() === now.getUTCFullYear();
  // Without Intl (decision 0135): "more" listings render this in the browser.
  return `Posted ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()].slice(0, 3)}${sameYear ? "" : ` ${d.getUTCFullYear()}`}`;
}
