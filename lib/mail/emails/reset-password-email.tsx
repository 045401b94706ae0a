import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";

/** The password-reset e-mail: one button to the reset page, valid for an hour, single use. */
export function ResetPasswordEmail({ username, resetUrl }: { username: string; resetUrl: string }) {
  return (
    <EmailLayout preview="Reset your GardenSwap password" heading="Reset your password">
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>Hi {username},</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>
        Someone (hopefully you) asked to reset the password of your GardenSwap account. Choose a new password with the button
        below. The link works once and expires in 1 hour.
      </Text>
      <Button href={resetUrl} style={{ ...buttonStyle, margin: "8px 0 16px" }}>
        Reset Password
      </Button>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        If the button does not work, copy this link into your browser:{" "}
        <Link href={resetUrl} style={{ color: emailColors.primary, wordBreak: "break-all" }}>
          {resetUrl}
        </Link>
      </Text>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        If you did not ask for this, you can ignore this e-mail: your password stays the same.
      </Text>
    </EmailLayout>
  );
}
