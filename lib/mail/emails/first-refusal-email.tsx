import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { dateLocale } from "../dates";

/** "{title} is free again — it's yours if you want it": the e-mail's subject and heading, and the push, in the reader's language (issue 38). */
export const firstRefusalSubject = (title: string, locale: Locale = "en") => translator(locale, "mailFirstRefusal")("subject", { title });

/** "2 hours", "1 day": how long a first refusal lasts, in words, in the reader's language. */
export function offerWindowWords(ms: number, locale: Locale = "en"): string {
  const t = translator(locale, "mailFirstRefusal");
  return ms >= 86_400_000 ? t("days", { n: Math.round(ms / 86_400_000) }) : t("hours", { n: Math.round(ms / 3_600_000) });
}

/** The deadline in an e-mail (the reader's time zone is not known: UTC, said so), in the reader's language. */
export function offerDeadlineText(d: Date, locale: Locale = "en"): string {
  const date = d.toLocaleString(dateLocale(locale), { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  return translator(locale, "mailFirstRefusal")("deadline", { date });
}

/**
 * Next in line (issue 32): a released listing is offered to this gardener first, until a deadline.
 * The buttons open the listing, where "Yes please" / "No thanks" answer (signed in: an e-mail link
 * must not reserve anything by itself, a mail scanner opens links). `locale`: the recipient's language.
 */
export function FirstRefusalEmail({
  username,
  title,
  owner,
  until,
  window,
  listingUrl,
  unsubscribeUrl,
  locale = "en",
}: {
  username: string;
  title: string;
  owner: string;
  until: string;
  window: string;
  listingUrl: string;
  unsubscribeUrl: string;
  locale?: Locale;
}) {
  const t = translator(locale, "mailFirstRefusal");
  const heading = t("subject", { title });
  return (
    <EmailLayout
      locale={locale}
      preview={heading}
      heading={heading}
      footer={
        <Text style={{ color: emailColors.muted, fontSize: 12 }}>
          {t("why")}{" "}
          <Link href={unsubscribeUrl} style={{ color: emailColors.primary }}>
            {translator(locale, "mailCommon")("stopTrades")}
          </Link>
        </Text>
      }
    >
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{translator(locale, "mailCommon")("hi", { user: username })}</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{t("body", { owner, title, window, until })}</Text>
      <Button href={listingUrl} style={{ ...buttonStyle, background: emailColors.secondary, margin: "8px 0" }}>
        {t("button")}
      </Button>
    </EmailLayout>
  );
}
