import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { dateLocale } from "../dates";

/** The subject of the freshness reminder, in the recipient's language (issue 38). */
export const expiryReminderSubject = (title: string, locale: Locale = "en") => translator(locale, "mailExpiry")("subject", { title });

/** A listing's last day ("2025-07-05") as the reminder says it: "Saturday 5 July", in the reader's language. */
export const expiryDayText = (day: string, locale: Locale = "en") =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(dateLocale(locale), { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

/**
 * A day before a listing's "available until" (issue 15): is it still there? Two signed links, each
 * good for this listing only and for 7 days, work without logging in. `locale`: the recipient's language.
 */
export function ExpiryReminderEmail({
  username,
  title,
  until,
  stillAvailableUrl,
  goneUrl,
  listingUrl,
  renewDays,
  locale = "en",
}: {
  username: string;
  title: string;
  until: string;
  stillAvailableUrl: string;
  goneUrl: string;
  listingUrl: string;
  renewDays: number;
  locale?: Locale;
}) {
  const t = translator(locale, "mailExpiry");
  const heading = t("subject", { title });
  return (
    <EmailLayout locale={locale} preview={heading} heading={heading}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{translator(locale, "mailCommon")("hi", { user: username })}</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{t("body", { title, until })}</Text>
      <Button href={stillAvailableUrl} style={{ ...buttonStyle, background: emailColors.secondary, margin: "8px 8px 8px 0" }}>
        {t("stillAvailable")}
      </Button>
      <Button href={goneUrl} style={{ ...buttonStyle, margin: "8px 0" }}>
        {t("gone")}
      </Button>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        {t.rich("note", {
          days: renewDays,
          link: (chunks) => (
            <Link href={listingUrl} style={{ color: emailColors.primary }}>
              {chunks}
            </Link>
          ),
        })}
      </Text>
    </EmailLayout>
  );
}
