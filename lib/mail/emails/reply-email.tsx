import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, emailColors } from "./email-layout";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { tradeSentence, type TradeStepKind } from "../trade-words";

/** What a reply e-mail says besides its links: subject (the heading too), lines, button, what the unsubscribe link turns off. */
export type ReplyWords = { subject: string; lines: string[]; actionLabel: string; unsubscribeLabel: string };

/** Unread messages from `name`, in the recipient's language (issue 38). */
export function messagesReplyWords(locale: Locale, name: string, unread: number): ReplyWords {
  const t = translator(locale, "mailReply");
  return {
    subject: unread === 1 ? t("subjectOne", { name }) : t("subjectMany", { count: unread, name }),
    lines: [unread === 1 ? t("sentOne", { name }) : t("sentMany", { name, count: unread })],
    actionLabel: t("readAndReply", { name }),
    unsubscribeLabel: t("aboutMessages"),
  };
}

/** Unread trade steps from `name` (`what`: the listing's title, null for "a listing"), in the recipient's language (issue 38). */
export function tradesReplyWords(locale: Locale, name: string, steps: { kind: TradeStepKind; what: string | null }[]): ReplyWords {
  const t = translator(locale, "mailReply");
  const lines = steps.map((s) => tradeSentence(locale, s.kind, name, s.what));
  return {
    subject: steps.length === 1 ? tradeSentence(locale, steps[0].kind, name, steps[0].what, true) : t("tradeUpdates", { count: steps.length, name }),
    lines,
    actionLabel: t("openTrades"),
    unsubscribeLabel: t("aboutTrades"),
  };
}

/**
 * Unread messages or trade steps from one gardener (decision 0204): who and what, and a link to
 * the thread or My trades. No message text: the mail says that someone wrote, the app shows what.
 * `locale`: the recipient's language (the words from messagesReplyWords / tradesReplyWords).
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
  locale = "en",
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
  locale?: Locale;
}) {
  const t = translator(locale, "mailReply");
  return (
    <EmailLayout
      locale={locale}
      preview={heading}
      heading={heading}
      footer={
        <Text style={{ color: emailColors.muted, fontSize: 12, lineHeight: "18px", margin: "8px 0 0" }}>
          {t("why")}{" "}
          <Link href={unsubscribeUrl} style={{ color: emailColors.primary, textDecoration: "underline" }}>
            {t("unsubscribeFrom", { what: unsubscribeLabel })}
          </Link>{" "}
          {t("orChoose")}{" "}
          <Link href={settingsUrl} style={{ color: emailColors.primary, textDecoration: "underline" }}>
            {translator(locale, "email")("profile")}
          </Link>
          .
        </Text>
      }
    >
      <Text style={{ fontSize: 16, lineHeight: "24px" }}>{translator(locale, "mailCommon")("hi", { user })}</Text>
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
