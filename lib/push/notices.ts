import { and, count, desc, eq, isNull, or } from "drizzle-orm";
import { db, schema } from "@/db";
import { readerOf } from "@/lib/viewer";
import { canSeeGardener } from "@/lib/visibility";
import { notificationFor, type NotificationDTO } from "@/lib/notifications";
import type { PushKind } from "@/lib/validation/push";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { firstRefusalSubject } from "@/lib/mail/emails/first-refusal-email";
import { swapDayCancelledSubject } from "@/lib/mail/emails/swap-day-notice-email";
import { seasonNoteIn, swapDayNoteIn } from "@/lib/notifications/stored-notes";
import { isTradeStepKind, tradeSentence } from "@/lib/mail/trade-words";

const { messages, users, notifications, listings, trades } = schema;

/** What a push says. `preview` is shown only on devices that allowed previews; nothing else private goes out. */
export type PushNotice = {
  kind: PushKind;
  title: string;
  preview?: string;
  /** The screen a tap opens (a path on this site). */
  url: string;
  /** Repeats with the same tag replace each other, on the push service (Topic) and on the device. */
  tag: string;
};

/**
 * What a push job is about: the unread messages from one gardener, or one in-app notification.
 * Only ids travel through the job queue; the text is read when the push is sent.
 */
export type PushRef = { messagesFrom: number } | { notification: number };

/**
 * The notice to push to `userId` about `ref` right now, or null when nothing may be pushed: the
 * recipient is suspended or banned, the gardener it is about is blocked either way, suspended or
 * banned (THE gardener rule, gardenerVisibleTo), the messages were read, or the notification is gone.
 * Checked when the job runs, so a block or suspension after the event still stops the push.
 */
export async function noticeFor(userId: number, ref: PushRef): Promise<PushNotice | null> {
  // A suspended or banned gardener gets no pushes (the anonymous rule: exists and in good standing).
  if (!(await canSeeGardener(null, userId))) return null;
  const locale = await languageOf(userId);
  if ("notification" in ref) {
    const n = await notificationFor(userId, ref.notification);
    if (!n) return null;
    if (n.kind.startsWith("trade_") && !n.listing) return notificationNotice(n, await tradeListing(userId, ref.notification), locale);
    return notificationNotice(n, undefined, locale);
  }
  if (!(await canSeeGardener(readerOf(userId), ref.messagesFrom))) return null;
  return messageNotice(userId, ref.messagesFrom, locale);
}

/** The recipient's language for what is pushed to them (issue 38): their setting, else English. */
async function languageOf(userId: number): Promise<Locale> {
  const [row] = await db().select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? "en";
}

/**
 * New messages from one sender: one notification that counts what is still unread ("3 new messages
 * from basil"), replacing the previous one. The newest text is only the optional short preview.
 */
async function messageNotice(receiverId: number, senderId: number, locale: Locale): Promise<PushNotice | null> {
  const unreadFrom = and(eq(messages.receiverId, receiverId), eq(messages.senderId, senderId), isNull(messages.readAt));
  const [[row], [newest], [sender]] = await Promise.all([
    db().select({ n: count() }).from(messages).where(unreadFrom),
    db().select({ content: messages.content }).from(messages).where(unreadFrom).orderBy(desc(messages.id)).limit(1),
    db().select({ username: users.username }).from(users).where(eq(users.id, senderId)).limit(1),
  ]);
  const unread = Number(row?.n ?? 0);
  // Read meanwhile (the app was opened): nothing left to tell.
  if (!unread || !newest || !sender) return null;
  return {
    kind: "messages",
    title: unread === 1 ? translator(locale, "push")("newMessage", { name: sender.username }) : translator(locale, "push")("newMessages", { count: unread, name: sender.username }),
    preview: newest.content,
    url: `/messages/${senderId}`,
    tag: `msg-${senderId}`,
  };
}

/**
 * A trade notification's listing when the listing has left the marketplace (handed over, so
 * completed): the two gardeners of its trade still know what it was, unless a moderator hid it.
 */
async function tradeListing(userId: number, notificationId: number): Promise<{ id: number; title: string } | undefined> {
  const [row] = await db()
    .select({ id: listings.id, title: listings.title })
    .from(notifications)
    .innerJoin(listings, eq(listings.id, notifications.listingId))
    .innerJoin(trades, and(eq(trades.listingId, listings.id), or(eq(trades.giverId, userId), eq(trades.receiverId, userId))))
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId), isNull(listings.hiddenAt)))
    .limit(1);
  return row;
}

/** A swap day's note in `locale` (stored in English: lib/notifications/stored-notes.ts). */
const swapDayNote = (note: string | null, locale: Locale) => (note === null ? translator(locale, "push")("inTwoDays") : swapDayNoteIn(note, locale));

/** A woken wish's note in `locale`. */
const seasonNote = (note: string | null, locale: Locale) => (note === null ? translator(locale, "push")("seasonOpening") : seasonNoteIn(note, locale));

/** The in-app notifications that also go out as pushes: matches, friend requests and trade updates, in the recipient's language (issue 38). */
export function notificationNotice(n: NotificationDTO, traded?: { id: number; title: string }, locale: Locale = "en"): PushNotice | null {
  const t = translator(locale, "push");
  const who = n.actor?.username ?? null;
  const listing = n.listing;
  const trade = (title: string): PushNotice => ({
    kind: "trades",
    title,
    // My trades: where the gardener confirms, thanks or sees where the trade stands.
    url: "/my-trades",
    // One per listing on the device: the newest step of its trade replaces the previous one.
    tag: `trade-${listing?.id ?? traded?.id ?? `n${n.id}`}`,
  });
  const what = listing?.title ?? traded?.title ?? null;
  const friend = (key: "friendRequest" | "friendAccepted"): PushNotice => ({ kind: "friend_requests", title: t(key, { who: who ?? t("aGardener") }), url: "/myfriends", tag: `friend-${n.actor?.id ?? 0}` });
  switch (n.kind) {
    case "match":
      // The match e-mail's subject.
      return listing ? { kind: "matches", title: translator(locale, "matchEmail")("subjectOne", { item: listing.title }), url: `/listings/${listing.id}`, tag: `match-${listing.id}` } : null;
    case "friend_request":
      return friend("friendRequest");
    case "friend_accepted":
      return friend("friendAccepted");
    // Next in line (issue 32): the listing page holds "Yes please" / "No thanks".
    case "first_refusal":
      return listing ? { kind: "trades", title: firstRefusalSubject(listing.title, locale), url: `/listings/${listing.id}`, tag: `trade-${listing.id}` } : null;
    // Issue 34: two days before a swap day; the note is GardenSwap's own sentence ("3 things on your want list will be there").
    case "swap_day_soon":
      return n.event ? { kind: "matches", title: t("swapDaySoon", { title: n.event.title, note: swapDayNote(n.note, locale) }), url: `/events/${n.event.id}`, tag: `event-${n.event.id}` } : null;
    case "swap_day_cancelled":
      return n.event ? { kind: "trades", title: swapDayCancelledSubject(n.event.title, locale), url: `/events/${n.event.id}`, tag: `event-${n.event.id}` } : null;
    // Issue 36: the note is the received seed lot's code (GardenSwap's own, never a gardener's text).
    case "grow_out_prompt":
      return n.note ? { kind: "trades", title: t("growOut"), url: `/seed-lots/${n.note}`, tag: `seed-lot-${n.note}` } : null;
    // Issue 35: a sleeping wish woke; the note is GardenSwap's own line ("Season opening near you: Tomato").
    case "season_opening":
      return { kind: "matches", title: seasonNote(n.note, locale), url: "/my-listings?tab=want", tag: `season-${n.want?.id ?? 0}` };
    default:
      // The same sentences as the notification list (components/notifications/notification-list.tsx) and the reply e-mail.
      return isTradeStepKind(n.kind) ? trade(tradeSentence(locale, n.kind, who, what)) : null;
  }
}
