import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { dateLocale, listOf } from "../dates";

/** "3 things on your want list will be there", or the plain reminder when none are, in the reader's language (issue 38). */
export const swapDayHeadline = (n: number, locale: Locale = "en") => translator(locale, "mailSwapDay")("headline", { n });

/** The pre-swap e-mail's subject: its headline and the swap day's title. */
export const swapDaySubject = (n: number, title: string, locale: Locale = "en") => translator(locale, "mailSwapDay")("subject", { headline: swapDayHeadline(n, locale), title });

/** "Cancelled: <title>": the cancellation's subject (and its push). */
export const swapDayCancelledSubject = (title: string, locale: Locale = "en") => translator(locale, "mailSwapDay")("cancelledSubject", { title });

/** "This swap day was cancelled". */
export const swapDayCancelledHeadline = (locale: Locale = "en") => translator(locale, "mailSwapDay")("cancelledHeadline");

/** When a swap day starts: "on Saturday 5 July at 10:00 UTC", in the reader's language. */
export function swapDayWhen(d: Date, locale: Locale = "en"): string {
  const l = dateLocale(locale);
  const day = d.toLocaleDateString(l, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  const time = d.toLocaleTimeString(l, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  return translator(locale, "mailSwapDay")("when", { day, time });
}

/**
 * Two days before a swap day (issue 34): how many things on the gardener's want list will be there.
 * The same e-mail tells of a cancellation. Names titles only, never the address (e-mail leaves GardenSwap; the event page shows it to those going).
 * `locale`: the recipient's language (`when` and `headline` in it too: swapDayWhen, swapDayHeadline).
 */
export function SwapDayNoticeEmail({
  username,
  title,
  when,
  headline,
  things,
  eventUrl,
  unsubscribeUrl,
  cancelled = false,
  locale = "en",
}: {
  username: string;
  title: string;
  when: string;
  headline: string;
  things: string[];
  eventUrl: string;
  unsubscribeUrl: string;
  /** The organiser called it off: the same e-mail says so instead. */
  cancelled?: boolean;
  locale?: Locale;
}) {
  const t = translator(locale, "mailSwapDay");
  const common = translator(locale, "mailCommon");
  return (
    <EmailLayout locale={locale} preview={headline} heading={headline}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{common("hi", { user: username })}</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>
        {cancelled
          ? t("cancelledBody", { title, when })
          : `${t("soonBody", { title, when })}${things.length ? ` ${t("bringing", { things: listOf(things, locale) })}` : ""}`}
      </Text>
      <Button href={eventUrl} style={{ ...buttonStyle, background: emailColors.secondary }}>
        {t("button")}
      </Button>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        <Link href={unsubscribeUrl} style={{ color: emailColors.muted }}>
          {common("stopMatches")}
        </Link>
      </Text>
    </EmailLayout>
  );
}
