import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";

/**
 * A day before a listing's "available until" (issue 15): is it still there? Two signed links, each
 * good for this listing only and for 7 days, work without logging in.
 */
export function ExpiryReminderEmail({
  username,
  title,
  until,
  stillAvailableUrl,
  goneUrl,
  listingUrl,
  renewDays,
}: {
  username: string;
  title: string;
  until: string;
  stillAvailableUrl: string;
  goneUrl: string;
  listingUrl: string;
  renewDays: number;
}) {
  return (
    <EmailLayout preview={`Is “${title}” still available?`} heading={`Is “${title}” still available?`}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>Hi {username},</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>
        Your listing “{title}” is offered until {until}. After that day it leaves the marketplace, so nobody asks for something that is gone.
      </Text>
      <Button href={stillAvailableUrl} style={{ ...buttonStyle, background: emailColors.secondary, margin: "8px 8px 8px 0" }}>
        Still available
      </Button>
      <Button href={goneUrl} style={{ ...buttonStyle, margin: "8px 0" }}>
        It&apos;s gone
      </Button>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        “Still available” keeps it on offer for another {renewDays} days. “It&apos;s gone” takes it off the marketplace. Each link asks you to
        confirm, works for this listing only, and expires in 7 days. You can also{" "}
        <Link href={listingUrl} style={{ color: emailColors.primary }}>
          open the listing
        </Link>{" "}
        to pick another date.
      </Text>
    </EmailLayout>
  );
}
