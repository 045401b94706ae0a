import { and, count, eq, gte, inArray, isNull, or } from "drizzle-orm";
import { createElement } from "react";
import { db, schema } from "@/db";
import { env } from "@/lib/env";
import { subscribe } from "@/lib/events";
import { defineJob, enqueue } from "@/lib/jobs";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { messagesReplyWords, ReplyEmail, tradesReplyWords, type ReplyWords } from "@/lib/mail/emails/reply-email";
import { isTradeStepKind, type TradeStepKind } from "@/lib/mail/trade-words";
import { readerOf } from "@/lib/viewer";
import { canSeeGardener } from "@/lib/visibility";
import { notificationFor } from "./index";
import { wantsEmail } from "./kind-settings";
import { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe";

const { messages, notifications, users, listings, trades } = schema;

/**
 * The reply e-mail (issue 31 item 1, decision 0204): a gardener who has not read a message or a trade
 * step from another gardener REPLY_MAIL_DELAY_SECONDS later gets one e-mail about that conversation.
 * One delayed job per (recipient, other gardener, kind), "short" policy with a singleton key: while it
 * waits, more messages of the burst join it instead of adding jobs, so a burst is one e-mail. When it
 * runs it reads the current state: read meanwhile, the kind switched off, a block either way or a
 * suspension, and nothing is sent. At most once: the mail itself goes through the outbox's
 * claimed `mail.send` job (lib/mail).
 */
type ReplyKind = "messages" | "trades";
type ReplyPayload = { kind: ReplyKind; userId: number; fromUserId: number; /** Trades: the first trade notification of the burst. */ since?: number };

export const replyMailJob = defineJob<ReplyPayload>("notifications.reply-mail", { policy: "short", retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 120 }, async (payload) => {
  const outcome = await deliverReplyMail(payload);
  log.debug(`reply e-mail (${payload.kind}) for gardener ${payload.userId}: ${outcome}`);
});

const url = (path: string) => `${env().PUBLIC_URL}${path}`;

/**
 * This instance already queued the (recipient, sender) message job whose delay has not run out: a
 * burst of messages is one queue insert, not one per message (the chat's hot path, decision 0165).
 * Another instance's insert is deduplicated by the singleton key.
 */
const g = globalThis as { __gardenswapReplyQueued?: Map<string, number> };
const queuedUntil = () => (g.__gardenswapReplyQueued ??= new Map());

async function schedule(payload: ReplyPayload): Promise<void> {
  const key = `${payload.kind}:${payload.userId}:${payload.fromUserId}`;
  const now = Date.now();
  const until = now + env().REPLY_MAIL_DELAY_SECONDS * 1000;
  const memo = queuedUntil();
  if (payload.kind === "messages") {
    if ((memo.get(key) ?? 0) > now) return;
    if (memo.size > 10_000) for (const [k, t] of memo) if (t <= now) memo.delete(k);
    memo.set(key, until);
  }
  try {
    await enqueue(replyMailJob, payload, { singletonKey: key, startAfter: new Date(until) });
  } catch (err) {
    memo.delete(key);
    log.error(`queueing a reply e-mail to user ${payload.userId} failed`, err);
  }
}

/** Forget this instance's memo of queued bursts (tests that run jobs by hand). */
export function forgetQueuedReplyMails() {
  queuedUntil().clear();
}

type ReplyOutcome = "sent" | "off" | "read" | "hidden" | "no_user";

/** The e-mail's words as ReplyEmail takes them: the subject is its heading. */
const reply = ({ subject, ...words }: ReplyWords) => ({ heading: subject, ...words });

/** Sends the reply e-mail a job is about, if it is still due (see replyMailJob). */
async function deliverReplyMail({ kind, userId, fromUserId, since }: ReplyPayload): Promise<ReplyOutcome> {
  // A suspended or banned recipient, or a block either way / a restricted sender: nothing (the push rule, lib/push/notices.ts).
  if (!(await canSeeGardener(null, userId))) return "hidden";
  if (!(await canSeeGardener(readerOf(userId), fromUserId))) return "hidden";
  if (!(await wantsEmail(userId, kind))) return "off";
  const people = await db().select({ id: users.id, email: users.email, username: users.username, language: users.language }).from(users).where(inArray(users.id, [userId, fromUserId]));
  const me = people.find((p) => p.id === userId);
  const them = people.find((p) => p.id === fromUserId);
  if (!me || !them) return "no_user";

  // In the recipient's language (issue 38): their setting, else English.
  const locale = me.language ?? "en";
  const common = { user: me.username, unsubscribeUrl: unsubscribeUrl(userId, kind), settingsUrl: url("/profile"), locale };
  if (kind === "messages") {
    const [row] = await db()
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.receiverId, userId), eq(messages.senderId, fromUserId), isNull(messages.readAt)));
    const unread = Number(row?.n ?? 0);
    if (!unread) return "read";
    const words = messagesReplyWords(locale, them.username, unread);
    await sendMail({
      to: me.email,
      subject: words.subject,
      kind: "reply_messages",
      headers: unsubscribeHeaders(userId, kind),
      react: createElement(ReplyEmail, { ...common, ...reply(words), actionUrl: url(`/messages/${fromUserId}`) }),
    });
    return "sent";
  }

  const steps = await db()
    .select({ id: notifications.id, listingId: notifications.listingId })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.actorId, fromUserId),
        inArray(notifications.kind, ["trade_reserved", "trade_completed", "trade_confirmed", "trade_thanks", "trade_window_proposed", "trade_window_agreed", "trade_window_declined", "trade_coming", "trade_cancelled"]),
        isNull(notifications.readAt),
        gte(notifications.id, since ?? 0),
      ),
    )
    .orderBy(notifications.id);
  // Read through the recipient's eyes: a listing they may no longer see is "a listing".
  const said: { kind: TradeStepKind; what: string | null }[] = [];
  for (const { id, listingId } of steps) {
    const n = await notificationFor(userId, id);
    // The sentences of the notification list (components/notifications/notification-list.tsx), in the recipient's language.
    if (n) said.push({ kind: isTradeStepKind(n.kind) ? n.kind : "trade_thanks", what: n.listing?.title ?? (await tradedTitle(userId, listingId)) ?? null });
  }
  if (!said.length) return "read";
  const words = tradesReplyWords(locale, them.username, said);
  await sendMail({
    to: me.email,
    subject: words.subject,
    kind: "reply_trades",
    headers: unsubscribeHeaders(userId, kind),
    react: createElement(ReplyEmail, { ...common, ...reply(words), actionUrl: url("/my-trades") }),
  });
  return "sent";
}

/**
 * A handed-over listing has left the marketplace, but the two gardeners of its trade still know what it
 * was (as the trade push says, lib/push/notices.ts), unless a moderator hid it.
 */
async function tradedTitle(userId: number, listingId: number | null): Promise<string | undefined> {
  if (listingId === null) return undefined;
  const [row] = await db()
    .select({ title: listings.title })
    .from(listings)
    .innerJoin(trades, and(eq(trades.listingId, listings.id), or(eq(trades.giverId, userId), eq(trades.receiverId, userId))))
    .where(and(eq(listings.id, listingId), isNull(listings.hiddenAt)))
    .limit(1);
  return row?.title;
}

/** A message was stored: its receiver's burst e-mail is queued (checked when it runs). */
subscribe("message.sent", "notifications.reply-mail", ({ senderId, receiverId }) => schedule({ kind: "messages", userId: receiverId, fromUserId: senderId }));

/** A trade step reached its other gardener as a notification: the same, for trade updates, if they want those e-mails. */
export async function scheduleTradeMail(userId: number, fromUserId: number, notificationId: number): Promise<void> {
  if (!(await wantsEmail(userId, "trades"))) return;
  await schedule({ kind: "trades", userId, fromUserId, since: notificationId });
}
