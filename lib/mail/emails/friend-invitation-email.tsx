import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";
import { NotificationEmailFooter } from "./match-email";

/** SPEC §2's friend invitation mockup: who asks, from where, and 'accept invitation'. */
export function FriendInvitationEmail({
  user,
  sender,
  city,
  acceptUrl,
  profileUrl,
  unsubscribeUrl,
  settingsUrl,
}: {
  user: string;
  sender: string;
  city: string | null;
  acceptUrl: string;
  profileUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}) {
  const from = city ? `${sender} from ${city}` : sender;
  return (
    <EmailLayout
      preview={`${from} wants to connect with you on GardenSwap.`}
      heading={`${sender} wants to be your garden friend`}
      footer={<NotificationEmailFooter unsubscribeUrl={unsubscribeUrl} settingsUrl={settingsUrl} />}
    >
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>Hi {user},</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>
        <strong>{from}</strong> sent you a friend request on GardenSwap. Friends see each other&apos;s friends-only listings, so you
        can swap seeds, plants and produce close to home.
      </Text>
      <Button href={acceptUrl} style={{ ...buttonStyle, margin: "8px 0 16px" }}>
        accept invitation
      </Button>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        Not sure who this is? Have a look at{" "}
        <Link href={profileUrl} style={{ color: emailColors.primary }}>
          {sender}&apos;s profile
        </Link>{" "}
        first.
      </Text>
    </EmailLayout>
  );
}
