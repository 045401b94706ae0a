import { Button, Text } from "@react-email/components";
import { buttonStyle, EmailLayout } from "./email-layout";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";

/** What a moderation notice says: its heading (the subject too), one line, and its button. */
export type ModerationNoticeWords = { heading: string; text: string; action: string };

type Target = "listing" | "user" | "message" | "thanks";
type Outcome = "hidden" | "removed" | "acted" | "left";
const TARGET_KEY = { listing: "Listing", user: "User", message: "Message", thanks: "Thanks" } as const;

/** A report's outcome as its reporter reads it (issue 31), in their language (issue 38): the outcome only, never who or why. */
export function reportOutcomeWords(locale: Locale, target: Target, outcome: Outcome): ModerationNoticeWords {
  const t = translator(locale, "mailNotice");
  const heading = outcome === "left" ? t("left") : t(`${outcome}${TARGET_KEY[target]}`);
  return { heading, text: t("thanks", { outcome: heading }), action: translator(locale, "mailCommon")("openGardenSwap") };
}

const ALERT_KEY = { report: "alertReport", auto_hide: "alertAutoHide", review: "alertReview" } as const;

/** What waits on the desk, as a moderator reads it (issue 31), in their language (issue 38). */
export function moderationAlertWords(locale: Locale, what: keyof typeof ALERT_KEY): ModerationNoticeWords {
  const t = translator(locale, "mailNotice");
  const heading = t(ALERT_KEY[what]);
  return { heading, text: `${heading}.`, action: t("openDesk") };
}

/**
 * Moderation told (issue 31): a report's outcome to its reporter, or an alert to a moderator. One
 * short line of what happened and a button; never the other gardener's name or the report's text.
 * `locale`: the recipient's language (the words come from reportOutcomeWords / moderationAlertWords).
 */
export function ModerationNoticeEmail({ username, heading, text, action, url, locale = "en" }: ModerationNoticeWords & { username: string; url: string; locale?: Locale }) {
  return (
    <EmailLayout locale={locale} preview={heading} heading={heading}>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{translator(locale, "mailCommon")("hi", { user: username })}</Text>
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{text}</Text>
      <Button href={url} style={{ ...buttonStyle, margin: "8px 0 16px" }}>
        {action}
      </Button>
    </EmailLayout>
  );
}
