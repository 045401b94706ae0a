import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";

/** Confirms a gardener's address (issue 29): one button, valid for two days, single use. */
export function VerifyEmail({ username, verifyUrl }: { username: string; verifyUrl: string }) {
  return (
    <EmailLayout preview="Confirm your e-mail address for GardenSwap" heading="Confirm your e-mail address">
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>Hi {username},</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>
        Please confirm that this address is yours. Everything on GardenSwap already works; a confirmed address gives your reports
        weight and lets you reach more new gardeners each day. The link works once and expires in 2 days.
      </Text>
      <Button href={verifyUrl} style={{ ...buttonStyle, margin: "8px 0 16px" }}>
        Confirm my address
      </Button>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        If the button does not work, copy this link into your browser:{" "}
        <Link href={verifyUrl} style={{ color: emailColors.primary, wordBreak: "break-all" }}>
          {verifyUrl}
        </Link>
      </Text>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        If you did not create a GardenSwap account, you can ignore this e-mail.
      </Text>
    </EmailLayout>
  );
}
