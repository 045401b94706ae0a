import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";

/** A sleeping wish woke (issue 35): its crop's season opens near the gardener. Names the wish, never a place. */
export function SeasonOpeningEmail({ username, headline, wish, cropUrl, unsubscribeUrl }: { username: string; headline: string; wish: string; cropUrl: string; unsubscribeUrl: string }) {
  return (
    <EmailLayout preview={headline} heading={headline}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>Hi {username},</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>Your wish “{wish}” was sleeping until its season. It is awake again: we’ll let you know when a matching listing appears.</Text>
      <Button href={cropUrl} style={{ ...buttonStyle, background: emailColors.secondary }}>
        See who has it
      </Button>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        <Link href={unsubscribeUrl} style={{ color: emailColors.muted }}>
          Stop e-mails about wish-list matches
        </Link>
      </Text>
    </EmailLayout>
  );
}
