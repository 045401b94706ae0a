import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";

/** The subject of the address confirmation, in the recipient's language (issue 38). */
export const verifySubject = (locale: Locale = "en") => translator(locale, "mailVerify")("subject");

/** Confirms a gardener's address (issue 29): one button, valid for two days, single use. `locale`: the recipient's language. */
export function VerifyEmail({ username, verifyUrl, locale = "en" }: { username: string; verifyUrl: string; locale?: Locale }) {
  const t = translator(locale, "mailVerify");
  const common = translator(locale, "mailCommon");
  return (
    <EmailLayout locale={locale} preview={t("subject")} heading={t("heading")}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{common("hi", { user: username })}</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{t("body")}</Text>
      <Button href={verifyUrl} style={{ ...buttonStyle, margin: "8px 0 16px" }}>
        {t("button")}
      </Button>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        {common("linkFallback")}{" "}
        <Link href={verifyUrl} dir="ltr" style={{ color: emailColors.primary, wordBreak: "break-all" }}>
          {verifyUrl}
        </Link>
      </Text>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>{t("ignore")}</Text>
    </EmailLayout>
  );
}
