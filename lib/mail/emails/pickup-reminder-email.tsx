import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";

/**
 * Before an agreed pickup (issue 32): is the reserved gardener still coming? Two signed links, for this
 * trade only and for 3 days, work without logging in. Never the exact spot: e-mail leaves GardenSwap.
 */
export function PickupReminderEmail({
  username,
  title,
  owner,
  when,
  comingUrl,
  cantUrl,
  tradesUrl,
  unsubscribeUrl,
}: {
  username: string;
  title: string;
  owner: string;
  when: string;
  comingUrl: string;
  cantUrl: string;
  tradesUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <EmailLayout preview={`Pickup of “${title}”: still coming?`} heading={`Pickup of “${title}”: still coming?`}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>Hi {username},</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>
        You agreed with {owner} to pick up “{title}” {when}. Let them know whether you are still coming.
      </Text>
      <Button href={comingUrl} style={{ ...buttonStyle, background: emailColors.secondary, margin: "8px 8px 8px 0" }}>
        Still coming
      </Button>
      <Button href={cantUrl} style={{ ...buttonStyle, margin: "8px 0" }}>
        Can&apos;t make it
      </Button>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        “Can&apos;t make it” releases the reservation at once, so {owner} can offer it to someone else. Each link asks you to confirm and
        expires in 3 days. Where to go is in{" "}
        <Link href={tradesUrl} style={{ color: emailColors.primary }}>
          My trades
        </Link>
        .{" "}
        <Link href={unsubscribeUrl} style={{ color: emailColors.muted }}>
          Stop e-mails about trade updates
        </Link>
      </Text>
    </EmailLayout>
  );
}
