import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";

/**
 * Two days before a swap day (issue 34): how many things on the gardener's want list will be there.
 * The same e-mail tells of a cancellation. Names titles only, never the address (e-mail leaves GardenSwap; the event page shows it to those going).
 */
export function SwapDayNoticeEmail({
  username,
  title,
  when,
  headline,
  things,
  eventUrl,
  unsubscribeUrl,
  cancelled = false,
}: {
  username: string;
  title: string;
  when: string;
  headline: string;
  things: string[];
  eventUrl: string;
  unsubscribeUrl: string;
  /** The organiser called it off: the same e-mail says so instead. */
  cancelled?: boolean;
}) {
  return (
    <EmailLayout preview={headline} heading={headline}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>Hi {username},</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>
        {cancelled
          ? `“${title}”, ${when}, was called off by its organiser. What you planned to bring is yours to offer again.`
          : `“${title}” is ${when}.${things.length ? ` Gardeners are bringing: ${things.join(", ")}.` : ""}`}
      </Text>
      <Button href={eventUrl} style={{ ...buttonStyle, background: emailColors.secondary }}>
        See the swap day
      </Button>
      <Text style={{ fontSize: 14, lineHeight: "22px", color: emailColors.muted }}>
        <Link href={unsubscribeUrl} style={{ color: emailColors.muted }}>
          Stop e-mails about wish-list matches
        </Link>
      </Text>
    </EmailLayout>
  );
}
