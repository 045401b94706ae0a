import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { dateLocale } from "../dates";

/** The subject of the pickup reminder, in the recipient's language (issue 38). */
export const pickupReminderSubject = (title: string, locale: Locale = "en") => translator(locale, "mailPickup")("subject", { title });

/** An agreed window as the reminder says it: "on Saturday 5 July, 10:00–12:00 UTC", in the reader's language. */
export function pickupWhenText(start: Date, end: Date, locale: Locale = "en"): string {
  const l = dateLocale(locale);
  const day = start.toLocaleDateString(l, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  const time = (d: Date) => d.toLocaleTimeString(l, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  return translator(locale, "mailPickup")("when", { day, start: time(start), end: time(end) });
}

/**
 * Before an agreed pickup (issue 32): is the reserved gardener still coming? Two signed links, for this
 * trade only and for 3 days, work without logging in. Never the exact spot: e-mail leaves GardenSwap.
 * `locale`: the recipient's language.
 */
export function PickupReminderEmail({
  username,
  title,
  owner,
  when,
  comingUrl,
  cantUrl,
  tradesUrl,
  unsubscribeUrl,
  locale = "en",
}: {
  username: string;
  title: string;
  owner: string;
  when: string;
  comingUrl: string;
  cantUrl: string;
  tradesUrl: string;
  unsubscribeUrl: string;
  locale?: Locale;
}) {
  const t = translator(locale, "mailPickup");
  const common = translator(locale, "mailCommon");
  const heading = t("subject", { title });
  return (
    <EmailLayout locale={locale} preview={heading} heading={heading}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{common("hi", { user: username })}</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{t("body", { owner, title, when })}</Text>
      <Button href={comingUrl} style={{ ...buttonStyle, background: emailColors.secondary, margin: "8px 8px 8px 0" }}>
        {t("coming")}
      </Button>
      <Button href={cantUrl} style={{ ...buttonStyle, margin: "8px 0" }}>
        {t("cant")}
      </Button>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        {t.rich("note", {
          owner,
          link: (chunks) => (
            <Link href={tradesUrl} style={{ color: emailColors.primary }}>
              {chunks}
            </Link>
          ),
        })}{" "}
        <Link href={unsubscribeUrl} style={{ color: emailColors.muted }}>
          {common("stopTrades")}
        </Link>
      </Text>
    </EmailLayout>
  );
}
