import { Button, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";

/** The subject of a moderator's warning, in the recipient's language (issue 38). */
export const warningSubject = (locale: Locale = "en") => translator(locale, "mailWarning")("subject");

/** A moderator's warning (issue 14): the reason in the moderator's words, and where the rules are. `locale`: the recipient's language. */
export function WarningEmail({ username, reason, url, locale = "en" }: { username: string; reason: string; url: string; locale?: Locale }) {
  const t = translator(locale, "mailWarning");
  const common = translator(locale, "mailCommon");
  return (
    <EmailLayout locale={locale} preview={t("subject")} heading={t("heading")}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{common("hi", { user: username })}</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{t("body")}</Text>
      <Text dir="auto" style={{ fontSize: 16, lineHeight: "24px", borderLeft: `4px solid ${emailColors.secondary}`, paddingLeft: 12 }}>
        {reason}
      </Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{t("closing")}</Text>
      <Button href={url} style={{ ...buttonStyle, margin: "8px 0 16px" }}>
        {common("openGardenSwap")}
      </Button>
    </EmailLayout>
  );
}
