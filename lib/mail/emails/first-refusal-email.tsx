import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";

/**
 * Next in line (issue 32): a released listing is offered to this gardener first, until a deadline.
 * The buttons open the listing, where "Yes please" / "No thanks" answer (signed in: an e-mail link
 * must not reserve anything by itself, a mail scanner opens links).
 */
export function FirstRefusalEmail({
  username,
  title,
  owner,
  until,
  window,
  listingUrl,
  unsubscribeUrl,
}: {
  username: string;
  title: string;
  owner: string;
  until: string;
  window: string;
  listingUrl: string;
  unsubscribeUrl: string;
}) {
  const heading = `${title} is free again — it's yours if you want it`;
  return (
    <EmailLayout
      preview={heading}
      heading={heading}
      footer={
        <Text style={{ color: emailColors.muted, fontSize: 12 }}>
          You get this because you asked about it or wished for it.{" "}
          <Link href={unsubscribeUrl} style={{ color: emailColors.primary }}>
            Stop e-mails about trade updates
          </Link>
        </Text>
      }
    >
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>Hi {username},</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>
        {owner}&apos;s “{title}” is available again, and you are next in line. It is yours if you want it: say yes or no within {window} (until {until}).
        After that it goes to the next gardener.
      </Text>
      <Button href={listingUrl} style={{ ...buttonStyle, background: emailColors.secondary, margin: "8px 0" }}>
        Yes please, or no thanks
      </Button>
    </EmailLayout>
  );
}
