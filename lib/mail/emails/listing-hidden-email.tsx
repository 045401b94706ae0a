import { Button, Text } from "@react-email/components";
import { buttonStyle, EmailLayout } from "./email-layout";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";

/** The subject of the listing-hidden e-mail, in the recipient's language (issue 38). */
export const listingHiddenSubject = (locale: Locale = "en") => translator(locale, "mailHidden")("subject");

/** Reports hid a gardener's listing (issue 29): what happened, and how to ask for a review. `locale`: the recipient's language. */
export function ListingHiddenEmail({ username, title, url, reason, locale = "en" }: { username: string; title: string; url: string; reason?: string; locale?: Locale }) {
  const t = translator(locale, "mailHidden");
  return (
    <EmailLayout locale={locale} preview={t("preview")} heading={t("heading")}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{translator(locale, "mailCommon")("hi", { user: username })}</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{reason ? t("byModerator", { title, reason }) : t("byReports", { title })}</Text>
      <Button href={url} style={{ ...buttonStyle, margin: "8px 0 16px" }}>
        {t("button")}
      </Button>
    </EmailLayout>
  );
}
