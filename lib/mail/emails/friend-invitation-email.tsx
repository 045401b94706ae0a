import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";
import { NotificationEmailFooter } from "./match-email";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";

/** The subject of a friend invitation, in the recipient's language (issue 38). */
export const friendInvitationSubject = (sender: string, locale: Locale = "en") => translator(locale, "mailFriend")("subject", { sender });

/** SPEC §2's friend invitation mockup: who asks, from where, and 'accept invitation'. `locale`: the recipient's language. */
export function FriendInvitationEmail({
  user,
  sender,
  city,
  acceptUrl,
  profileUrl,
  unsubscribeUrl,
  settingsUrl,
  locale = "en",
}: {
  user: string;
  sender: string;
  city: string | null;
  acceptUrl: string;
  profileUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
  locale?: Locale;
}) {
  const t = translator(locale, "mailFriend");
  const from = city ? t("from", { sender, city }) : sender;
  return (
    <EmailLayout
      locale={locale}
      preview={t("preview", { from })}
      heading={t("heading", { sender })}
      footer={<NotificationEmailFooter unsubscribeUrl={unsubscribeUrl} settingsUrl={settingsUrl} locale={locale} />}
    >
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{translator(locale, "mailCommon")("hi", { user })}</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{t.rich("body", { from, strong: (chunks) => <strong>{chunks}</strong> })}</Text>
      <Button href={acceptUrl} style={{ ...buttonStyle, margin: "8px 0 16px" }}>
        {t("accept")}
      </Button>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        {t.rich("notSure", {
          sender,
          link: (chunks) => (
            <Link href={profileUrl} style={{ color: emailColors.primary }}>
              {chunks}
            </Link>
          ),
        })}
      </Text>
    </EmailLayout>
  );
}
