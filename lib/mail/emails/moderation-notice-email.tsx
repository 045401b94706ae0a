import { Button, Text } from "@react-email/components";
import { buttonStyle, EmailLayout } from "./email-layout";

/**
 * Moderation told (issue 31): a report's outcome to its reporter, or an alert to a moderator. One
 * short line of what happened and a button; never the other gardener's name or the report's text.
 */
export function ModerationNoticeEmail({ username, heading, text, action, url }: { username: string; heading: string; text: string; action: string; url: string }) {
  return (
    <EmailLayout preview={heading} heading={heading}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>Hi {username},</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{text}</Text>
      <Button href={url} style={{ ...buttonStyle, margin: "8px 0 16px" }}>
        {action}
      </Button>
    </EmailLayout>
  );
}
