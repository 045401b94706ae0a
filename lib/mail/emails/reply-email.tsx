import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";

/**
 * Unread messages or trade steps from one gardener (decision 0204): who and what, and a link to
 * the thread or My trades. No message text: the mail says that someone wrote, the app shows what.
 */
export function ReplyEmail({
  user,
  heading,
  lines,
  actionLabel,
  actionUrl,
  unsubscribeUrl,
  unsubscribeLabel,
  settingsUrl,
}: {
  user: string;
  heading: string;
  lines: string[];
  actionLabel: string;
  actionUrl: string;
  unsubscribeUrl: string;
  /** What the link turns off, e.g. "e-mails about new messages". */
  unsubscribeLabel: string;
  settingsUrl: string;
}) {
  return (
    <EmailLayout
      preview={heading}
      heading={heading}
      footer={
        <Text style={{ color: emailColors.muted, fontSize: 12, lineHeight: "18px", margin: "8px 0 0" }}>
          You get this e-mail because you had not seen this in the app a few minutes later.{" "}
          <Link href={unsubscribeUrl} style={{ color: emailColors.primary, textDecoration: "underline" }}>
            Unsubscribe from {unsubscribeLabel}
          </Link>{" "}
          (one click, no login) or choose what to get on your{" "}
          <Link href={settingsUrl} style={{ color: emailColors.primary, textDecoration: "underline" }}>
            profile
          </Link>
          .
        </Text>
      }
    >
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>Hi {user},</Text>
      {lines.map((line, i) => (
        <Text key={i} style={{ fontSize: 16, lineHeight: "24px" }}>
          {line}
        </Text>
      ))}
      <Button href={actionUrl} style={{ ...buttonStyle, margin: "8px 0 16px" }}>
        {actionLabel}
      </Button>
    </EmailLayout>
  );
}
