import type { Locale } from "@/lib/i18n/locales";
import { translator, MESSAGES } from "@/lib/i18n/translate";
import { seasonNoteIn, swapDayNoteIn } from "@/lib/notifications/stored-notes";
import type { NotificationDTO } from "@/lib/notifications";

type NoticeKey = keyof (typeof MESSAGES)["en"]["mailNotice"];

/**
 * GardenSwap's own line on a notification (a report's outcome, a moderator's alert, a swap day's "3
 * things on your want list will be there", a season's "Season opening near you: Tomato"), kept in
 * English in the bell (lib/notifications, the jobs), in `locale` (issue 38): the e-mails' words, which
 * say the same. A moderator's own words (warnings, a hidden listing's reason) stay as written; a line
 * this does not know stays English. Server-side: /match-noti's first page.
 */
export function noteIn(n: NotificationDTO, locale: Locale): string | null {
  const note = n.note;
  if (note === null || locale === "en") return note;
  if (n.kind === "report_resolved" || n.kind === "moderation_alert") {
    const english = MESSAGES.en.mailNotice;
    const key = (Object.keys(english) as NoticeKey[]).find((k) => k !== "thanks" && english[k] === note);
    return key ? translator(locale, "mailNotice")(key as Exclude<NoticeKey, "thanks">) : note;
  }
  if (n.kind === "swap_day_soon") return swapDayNoteIn(note, locale);
  if (n.kind === "season_opening") return seasonNoteIn(note, locale);
  return note;
}
