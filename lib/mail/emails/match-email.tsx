import { Button, Column, Img, Link, Row, Section, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";

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
export function NotificationEmailFooter({ unsubscribeUrl, settingsUrl }: { unsubscribeUrl: string; settingsUrl: string }) {
  return (
    <Text style={{ color: emailColors.muted, fontSize: 12, lineHeight: "18px", margin: "8px 0 0" }}>
      You get this e-mail because e-mail notifications are on for your account.{" "}
      <Link href={unsubscribeUrl} style={{ color: emailColors.primary, textDecoration: "underline" }}>
        Unsubscribe
      </Link>{" "}
      (one click, no login) or change it on your{" "}
      <Link href={settingsUrl} style={{ color: emailColors.primary, textDecoration: "underline" }}>
        profile
      </Link>
      .
    </Text>
  );
}

const where = (m: MatchEmailItem) => (m.city ? `${m.seller} in ${m.city}` : m.seller) + (m.distance ? ` (${m.distance} away)` : "");

function MatchCard({ m }: { m: MatchEmailItem }) {
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
            {m.category} · offered by {where(m)}
          </Text>
          <Text style={{ fontSize: 14, lineHeight: "20px", margin: "0 0 12px", color: emailColors.secondary }}>Matches your wish “{m.wish}”</Text>
          <Button href={m.messageUrl} style={{ ...buttonStyle, padding: "10px 20px", fontSize: 14 }}>
            message the seller
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
}: {
  user: string;
  matches: MatchEmailItem[];
  notificationsUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}) {
  const one = matches.length === 1 ? matches[0] : null;
  const heading = one ? `${one.item} is up for grabs` : `${matches.length} new matches for your wish list`;
  const preview = one ? `${where(one)} has ${one.item} (${one.category}), a match for your wish list.` : `${matches.length} gardeners near you have something from your wish list.`;
  return (
    <EmailLayout preview={preview} heading={heading} footer={<NotificationEmailFooter unsubscribeUrl={unsubscribeUrl} settingsUrl={settingsUrl} />}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>Hi {user},</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>
        {one ? (
          <>
            Good news: {where(one)} just listed <strong>{one.item}</strong> in {one.category}. It matches something on your wish list.
          </>
        ) : (
          <>Good news: since our last e-mail, gardeners listed things that match your wish list.</>
        )}
      </Text>
      {matches.map((m, i) => (
        <MatchCard key={i} m={m} />
      ))}
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        See all your notifications in the app:{" "}
        <Link href={notificationsUrl} style={{ color: emailColors.primary }}>
          {notificationsUrl}
        </Link>
      </Text>
    </EmailLayout>
  );
}
