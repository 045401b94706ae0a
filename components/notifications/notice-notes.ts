import type { Locale } from "@/lib/i18n/locales";
import { translator, MESSAGES } from "@/lib/i18n/translate";
import { CROPS } from "@/lib/crops/catalogue";
import { seasonHeadlineIn } from "@/lib/mail/emails/season-opening-email";
import { swapDayHeadline } from "@/lib/mail/emails/swap-day-notice-email";
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
  if (n.kind === "swap_day_soon") {
    const count = note === swapDayHeadline(0) ? 0 : Number(/^(\d+) things? on your want list will be there$/.exec(note)?.[1] ?? NaN);
    return Number.isNaN(count) ? note : swapDayHeadline(count, locale);
  }
  if (n.kind === "season_opening") {
    const [before, after] = seasonHeadlineIn("\u0000").split("\u0000");
    if (!note.startsWith(before) || !note.endsWith(after)) return note;
    const name = note.slice(before.length, note.length - after.length);
    const crop = CROPS.find((c) => c.name === name);
    return seasonHeadlineIn(crop?.languages[locale][0] ?? name, locale);
  }
  return note;
}
