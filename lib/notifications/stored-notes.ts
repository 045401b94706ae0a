import type { Locale } from "@/lib/i18n/locales";
import { CROPS } from "@/lib/crops/catalogue";
import { seasonHeadlineIn } from "@/lib/mail/emails/season-opening-email";
import { swapDayHeadline } from "@/lib/mail/emails/swap-day-notice-email";

/**
 * GardenSwap's own sentences stored on notifications in English (issue 38; decision 0231 "What is
 * left": a kind and values would end this reading) in `locale`, for the bell's first page and the
 * pushes. A sentence this does not recognise comes back as it is.
 */

/** A swap day's note ("3 things on your want list will be there": lib/swap-days/jobs.ts noticeHeadline). */
export function swapDayNoteIn(note: string, locale: Locale): string {
  if (locale === "en") return note;
  const n = note === swapDayHeadline(0) ? 0 : Number(/^(\d+) things? on your want list will be there$/.exec(note)?.[1] ?? NaN);
  return Number.isNaN(n) ? note : swapDayHeadline(n, locale);
}

/** A woken wish's note ("Season opening near you: Tomato": lib/seasons/wake.ts), the crop by its name in `locale` (decision 0230). */
export function seasonNoteIn(note: string, locale: Locale): string {
  if (locale === "en") return note;
  const [before, after] = seasonHeadlineIn("\u0000").split("\u0000");
  if (!note.startsWith(before) || !note.endsWith(after)) return note;
  const name = note.slice(before.length, note.length - after.length);
  const crop = CROPS.find((c) => c.name === name);
  return seasonHeadlineIn(crop?.languages[locale][0] ?? name, locale);
}
