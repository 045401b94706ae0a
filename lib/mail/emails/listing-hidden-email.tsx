import { Button, Text } from "@react-email/components";
import { buttonStyle, EmailLayout } from "./email-layout";

/** Reports hid a gardener's listing (issue 29): what happened, and how to ask for a review. */
export function ListingHiddenEmail({ username, title, url, reason }: { username: string; title: string; url: string; reason?: string }) {
  return (
    <EmailLayout preview="Your listing is hidden while our moderators look at it" heading="Your listing is hidden for now">
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>Hi {username},</Text>
      {reason ? (
        <Text style={{ fontSize: 16, lineHeight: "24px" }}>
          One of our moderators looked at reports about your listing “{title}” and hid it from other gardeners. Their reason: {reason}. You
          can still see it on its page, where it says it is hidden.
        </Text>
      ) : (
        <Text style={{ fontSize: 16, lineHeight: "24px" }}>
          Several gardeners reported your listing “{title}”, so it is hidden from others until a moderator looks at it. You can still see
          it. If you think this is a mistake, open the listing and choose “Ask for a review”.
        </Text>
      )}
      <Button href={url} style={{ ...buttonStyle, margin: "8px 0 16px" }}>
        Open the listing
      </Button>
    </EmailLayout>
  );
}
