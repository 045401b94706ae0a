import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";

/** "Season opening near you: Tomato", in the reader's language (issue 38): the e-mail's subject and heading. */
export const seasonHeadlineIn = (crop: string, locale: Locale = "en") => translator(locale, "mailSeason")("headline", { crop });

/** A sleeping wish woke (issue 35): its crop's season opens near the gardener. Names the wish, never a place. `locale`: the recipient's language. */
export function SeasonOpeningEmail({
  username,
  headline,
  wish,
  cropUrl,
  unsubscribeUrl,
  locale = "en",
}: {
  username: string;
  headline: string;
  wish: string;
  cropUrl: string;
  unsubscribeUrl: string;
  locale?: Locale;
}) {
  const t = translator(locale, "mailSeason");
  const common = translator(locale, "mailCommon");
  return (
    <EmailLayout locale={locale} preview={headline} heading={headline}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{common("hi", { user: username })}</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{t("body", { wish })}</Text>
      <Button href={cropUrl} style={{ ...buttonStyle, background: emailColors.secondary }}>
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
