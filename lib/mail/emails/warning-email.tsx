import { Button, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";

/** A moderator's warning (issue 14): the reason in the moderator's words, and where the rules are. */
export function WarningEmail({ username, reason, url }: { username: string; reason: string; url: string }) {
  return (
    <EmailLayout preview="A note from GardenSwap's moderators" heading="A note from our moderators">
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>Hi {username},</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>
        Another gardener reported something on your account, and one of our moderators looked at it. They asked us to pass this on:
      </Text>
      <Text style={{ fontSize: 16, lineHeight: "24px", borderLeft: `4px solid ${emailColors.secondary}`, paddingLeft: 12 }}>{reason}</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>
        This is a warning: nothing else has changed on your account. If it happens again, the account may be suspended.
      </Text>
      <Button href={url} style={{ ...buttonStyle, margin: "8px 0 16px" }}>
        Open GardenSwap
      </Button>
    </EmailLayout>
  );
}
