import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";

/** The subject of the password-reset e-mail, in the recipient's language (issue 38). */
export const resetPasswordSubject = (locale: Locale = "en") => translator(locale, "mailReset")("subject");

/** The password-reset e-mail: one button to the reset page, valid for an hour, single use. `locale`: the recipient's language. */
export function ResetPasswordEmail({ username, resetUrl, locale = "en" }: { username: string; resetUrl: string; locale?: Locale }) {
  const t = translator(locale, "mailReset");
  const common = translator(locale, "mailCommon");
  return (
    <EmailLayout locale={locale} preview={t("subject")} heading={t("heading")}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{common("hi", { user: username })}</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{t("body")}</Text>
      <Button href={resetUrl} style={{ ...buttonStyle, margin: "8px 0 16px" }}>
        {t("button")}
      </Button>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        {common("linkFallback")}{" "}
        <Link href={resetUrl} dir="ltr" style={{ color: emailColors.primary, wordBreak: "break-all" }}>
          {resetUrl}
        </Link>
      </Text>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>{t("ignore")}</Text>
    </EmailLayout>
  );
}
