import { and, count, eq, gte, inArray, isNull, or } from "drizzle-orm";
import { createElement } from "react";
import { db, schema } from "@/db";
import { env } from "@/lib/env";
import { subscribe } from "@/lib/events";
import { defineJob, enqueue } from "@/lib/jobs";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { ReplyEmail } from "@/lib/mail/emails/reply-email";
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

/** Sends the reply e-mail a job is about, if it is still due (see replyMailJob). */
async function deliverReplyMail({ kind, userId, fromUserId, since }: ReplyPayload): Promise<ReplyOutcome> {
  // A suspended or banned recipient, or a block either way / a restricted sender: nothing (the push rule, lib/push/notices.ts).
  if (!(await canSeeGardener(null, userId))) return "hidden";
  if (!(await canSeeGardener(readerOf(userId), fromUserId))) return "hidden";
  if (!(await wantsEmail(userId, kind))) return "off";
  const people = await db().select({ id: users.id, email: users.email, username: users.username }).from(users).where(inArray(users.id, [userId, fromUserId]));
  const me = people.find((p) => p.id === userId);
  const them = people.find((p) => p.id === fromUserId);
  if (!me || !them) return "no_user";

  const common = { user: me.username, unsubscribeUrl: unsubscribeUrl(userId, kind), settingsUrl: url("/profile") };
  if (kind === "messages") {
    const [row] = await db()
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.receiverId, userId), eq(messages.senderId, fromUserId), isNull(messages.readAt)));
    const unread = Number(row?.n ?? 0);
    if (!unread) return "read";
    const subject = unread === 1 ? `New message from ${them.username}` : `${unread} new messages from ${them.username}`;
    await sendMail({
      to: me.email,
      subject,
      kind: "reply_messages",
      headers: unsubscribeHeaders(userId, kind),
      react: createElement(ReplyEmail, {
        ...common,
        heading: subject,
        lines: [`${them.username} sent you ${unread === 1 ? "a message" : `${unread} messages`} on GardenSwap that you haven't read yet.`],
        actionLabel: `Read and reply to ${them.username}`,
        actionUrl: url(`/messages/${fromUserId}`),
        unsubscribeLabel: "e-mails about new messages",
      }),
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
  const lines: string[] = [];
  for (const { id, listingId } of steps) {
    const n = await notificationFor(userId, id);
    if (n) lines.push(tradeSentence(them.username, n.kind, n.listing?.title ?? (await tradedTitle(userId, listingId)) ?? "a listing"));
  }
  if (!lines.length) return "read";
  const subject = lines.length === 1 ? lines[0].replace(/\. Did you receive it\?$/, "") : `${lines.length} trade updates from ${them.username}`;
  await sendMail({
    to: me.email,
    subject,
    kind: "reply_trades",
    headers: unsubscribeHeaders(userId, kind),
    react: createElement(ReplyEmail, {
      ...common,
      heading: subject,
      lines,
      actionLabel: "Open My trades",
      actionUrl: url("/my-trades"),
      unsubscribeLabel: "e-mails about trade updates",
    }),
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

/** The notification list's sentences (components/notifications/notification-list.tsx). */
function tradeSentence(who: string, kind: string, what: string): string {
  switch (kind) {
    case "trade_reserved":
      return `${who} reserved ${what} for you`;
    case "trade_completed":
      return `${who} handed ${what} over to you. Did you receive it?`;
    case "trade_confirmed":
      return `${who} confirmed the hand-over of ${what}`;
    case "trade_window_proposed":
      return `${who} proposed a pickup time for ${what}`;
    case "trade_window_agreed":
      return `${who} agreed the pickup time for ${what}`;
    case "trade_window_declined":
      return `${who} can't do the proposed pickup time for ${what}`;
    case "trade_coming":
      return `${who} is still coming for ${what}`;
    case "trade_cancelled":
      return `${who} can't make it: ${what} is available again`;
    default:
      return `${who} thanked you for ${what}`;
  }
}

/** A message was stored: its receiver's burst e-mail is queued (checked when it runs). */
subscribe("message.sent", "notifications.reply-mail", ({ senderId, receiverId }) => schedule({ kind: "messages", userId: receiverId, fromUserId: senderId }));

/** A trade step reached its other gardener as a notification: the same, for trade updates, if they want those e-mails. */
export async function scheduleTradeMail(userId: number, fromUserId: number, notificationId: number): Promise<void> {
  if (!(await wantsEmail(userId, "trades"))) return;
  await schedule({ kind: "trades", userId, fromUserId, since: notificationId });
}
