import { Button, Column, Img, Link, Row, Section, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";
import type { Locale } from "@/lib/i18n/locales";
import { categoryIn, distanceIn, translator } from "@/lib/i18n/translate";

export type MatchEmailItem = {
  /** The listing's title. */
  item: string;
  category: string;
  seller: string;
  city: string | null;
  /** "about 3 km" from the recipient (issue 13); null when either place is unknown. Never a number. */
  distance?: string | null;
  /** The wish it answers. */
  wish: string;
  listingUrl: string;
  messageUrl: string;
  imageUrl: string | null;
};

/** Footer of every notification e-mail: why it came, the one-click unsubscribe, the settings. */
export function NotificationEmailFooter({ unsubscribeUrl, settingsUrl, locale = "en" }: { unsubscribeUrl: string; settingsUrl: string; locale?: Locale }) {
  const t = translator(locale, "email");
  return (
    <Text style={{ color: emailColors.muted, fontSize: 12, lineHeight: "18px", margin: "8px 0 0" }}>
      {t("why")}{" "}
      <Link href={unsubscribeUrl} style={{ color: emailColors.primary, textDecoration: "underline" }}>
        {t("unsubscribe")}
      </Link>{" "}
      {t("orChange")}{" "}
      <Link href={settingsUrl} style={{ color: emailColors.primary, textDecoration: "underline" }}>
        {t("profile")}
      </Link>
      .
    </Text>
  );
}

/** "basil in Portland, OR (about 3 km away)", in the recipient's language. */
function whereOf(m: MatchEmailItem, locale: Locale) {
  const t = translator(locale, "matchEmail");
  const who = m.city ? t("sellerIn", { seller: m.seller, city: m.city }) : m.seller;
  return m.distance ? t("away", { where: who, distance: distanceIn(m.distance, locale) }) : who;
}

/** The subject of a match e-mail (one match, or the digest's count) in the recipient's language. */
export function matchSubject(matches: MatchEmailItem[], locale: Locale): string {
  const t = translator(locale, "matchEmail");
  return matches.length === 1 ? t("subjectOne", { item: matches[0].item }) : t("subjectMany", { count: matches.length });
}

function MatchCard({ m, locale }: { m: MatchEmailItem; locale: Locale }) {
  const t = translator(locale, "matchEmail");
  return (
    <Section style={{ border: "1px solid #e6ded3", borderRadius: 12, padding: 16, margin: "0 0 16px" }}>
      <Row>
        {m.imageUrl && (
          <Column style={{ width: 96, verticalAlign: "top", paddingRight: 16 }}>
            <Link href={m.listingUrl}>
              <Img src={m.imageUrl} alt={m.item} width={96} height={96} style={{ borderRadius: 8, objectFit: "cover" }} />
            </Link>
          </Column>
        )}
        <Column style={{ verticalAlign: "top" }}>
          <Text style={{ fontSize: 18, fontWeight: 700, margin: "0 0 4px", color: "#1f1a17" }}>
            <Link href={m.listingUrl} style={{ color: "#1f1a17", textDecoration: "none" }}>
              {m.item}
            </Link>
          </Text>
          <Text style={{ fontSize: 14, lineHeight: "20px", margin: "0 0 4px", color: emailColors.muted }}>
            {t("offeredBy", { category: categoryIn(m.category, locale), where: whereOf(m, locale) })}
          </Text>
          <Text style={{ fontSize: 14, lineHeight: "20px", margin: "0 0 12px", color: emailColors.secondary }}>
            {t("matchesWish", { wish: m.wish })}
          </Text>
          <Button href={m.messageUrl} style={{ ...buttonStyle, padding: "10px 20px", fontSize: 14 }}>
            {t("messageSeller")}
          </Button>
        </Column>
      </Row>
    </Section>
  );
}

/**
 * The match notification of SPEC §2's mockup (user, item, category, seller, city; 'message the
 * seller'). With several matches it is the hourly digest: one card per match.
 */
export function MatchEmail({
  user,
  matches,
  notificationsUrl,
  unsubscribeUrl,
  settingsUrl,
  locale = "en",
}: {
  user: string;
  matches: MatchEmailItem[];
  notificationsUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
  /** The recipient's language (issue 38): their setting, else English. */
  locale?: Locale;
}) {
  const t = translator(locale, "matchEmail");
  const one = matches.length === 1 ? matches[0] : null;
  const heading = one ? t("headingOne", { item: one.item }) : t("subjectMany", { count: matches.length });
  const preview = one
    ? t("previewOne", { where: whereOf(one, locale), item: one.item, category: categoryIn(one.category, locale) })
    : t("previewMany", { count: matches.length });
  return (
    <EmailLayout locale={locale} preview={preview} heading={heading} footer={<NotificationEmailFooter unsubscribeUrl={unsubscribeUrl} settingsUrl={settingsUrl} locale={locale} />}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{t("hi", { user })}</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>
        {one
          ? t.rich("goodNewsOne", { where: whereOf(one, locale), item: one.item, category: categoryIn(one.category, locale), strong: (chunks) => <strong>{chunks}</strong> })
          : t("goodNewsMany")}
      </Text>
      {matches.map((m, i) => (
        <MatchCard key={i} m={m} locale={locale} />
      ))}
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        {t("seeAll")}{" "}
        <Link href={notificationsUrl} dir="ltr" style={{ color: emailColors.primary }}>
          {notificationsUrl}
        </Link>
      </Text>
    </EmailLayout>
  );
}
