import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { isModerator, notRestrictedSql } from "@/lib/auth/session";
import { db, schema } from "@/db";
import { subscribe, type DomainEvents, type TradeStep } from "@/lib/events";
import { defineJob, drainJobs, enqueue, every } from "@/lib/jobs";
import { log } from "@/lib/log";
import { deliverMatchEmails, flushMatchDigests, MODERATION_ALERT_MAIL_KIND, REPORT_OUTCOME_MAIL_KIND, sendFriendInvitation, sendListingHiddenEmail, sendModerationNotice, sendWarningEmail } from "./email";
import { emailPreferences, insertNotifications, publishCreated, type NewNotification, type NotificationKind } from "./index";
import { listingsMatchingWish, wishesMatchingListing, type ListingMatch } from "./matching";
import { scheduleTradeMail } from "./reply-mail";
import { moderationAlertWords, reportOutcomeWords } from "@/lib/mail/emails/moderation-notice-email";

const { notifications, wantItems, users } = schema;

/**
 * E-mails are jobs (lib/jobs): the gardener who posts a listing does not wait for a mail provider,
 * and the in-app notification (sent first, live) is what arrives "within a second". A match e-mail
 * job per gardener ("short" policy: one waiting per gardener); anything it misses is picked up by the
 * digest job. Live events of many matches are published without making the poster wait.
 */
export const matchEmailJob = defineJob<{ userId: number }>("notifications.match-email", { policy: "short" }, async ({ userId }) => {
  const outcome = await deliverMatchEmails(userId);
  log.debug(`match e-mail for gardener ${userId}: ${outcome}`);
});

export const friendInvitationJob = defineJob<{ fromUserId: number; toUserId: number }>("notifications.friend-invitation", {}, async ({ fromUserId, toUserId }) => {
  await sendFriendInvitation(fromUserId, toUserId);
});

/** Every minute: gardeners whose hour is up get their pending matches in one e-mail. */
export const matchDigestJob = defineJob<Record<string, never>>("notifications.match-digest", { retryLimit: 0, expireInSeconds: 120 }, async () => {
  const n = await flushMatchDigests();
  if (n) log.info(`match digests sent: ${n}`);
});
every(matchDigestJob, "* * * * *");

const g = globalThis as { __gardenswapPublishing?: Set<Promise<unknown>> };
const publishing = () => (g.__gardenswapPublishing ??= new Set());

function publishInBackground(what: string, fn: () => Promise<unknown>) {
  const p = fn()
    .catch((err) => log.error(`${what} failed`, err))
    .finally(() => publishing().delete(p));
  publishing().add(p);
}

/** Waits for live events in flight, then runs the queued jobs in this process (tests only). */
export async function settleEmails() {
  while (publishing().size) await Promise.allSettled([...publishing()]);
  await drainJobs();
}

async function emailMatchesOf(userIds: number[]) {
  for (const userId of new Set(userIds)) await enqueue(matchEmailJob, { userId }, { singletonKey: `user:${userId}` });
}

/** A listing was created or changed: every wisher who can see it and whose wish it matches, once. */
export async function matchListing(listingId: number): Promise<{ notified: number }> {
  const created = await db().transaction(async (tx) => {
    const { listing, matches } = await wishesMatchingListing(tx, listingId);
    if (!listing || !matches.length) return [];
    const prefs = await emailPreferences(tx, matches.map((m) => m.userId));
    const rows: NewNotification[] = matches.map((m) => ({
      userId: m.userId,
      kind: "match",
      listingId,
      wantId: m.wantId,
      actorId: listing.ownerId,
      emailedAt: prefs.get(m.userId) ? null : new Date(),
    }));
    return insertNotifications(tx, rows);
  });
  // Many wishers may match one listing: the live events go out in the background, so the gardener
  // who posted does not wait for them; the e-mails are jobs.
  await emailMatchesOf(created.map((c) => c.userId));
  publishInBackground(`publishing matches of listing ${listingId}`, () => publishCreated(created));
  return { notified: created.length };
}

/**
 * A wish was added or renamed: the listings its owner can already see that match it. They are
 * notified in the app at once (the gardener is looking at the screen, so no e-mail for these).
 */
export async function matchWant(wantId: number): Promise<{ matches: number; gardeners: number }> {
  const { matches, created } = await db().transaction(async (tx) => {
    const { wish, matches } = await listingsMatchingWish(tx, wantId);
    if (!wish || !matches.length) return { matches: [] as ListingMatch[], created: [] };
    const now = new Date();
    const rows: NewNotification[] = matches.map((m) => ({ userId: wish.userId, kind: "match", listingId: m.listingId, wantId, actorId: m.ownerId, emailedAt: now }));
    return { matches, created: await insertNotifications(tx, rows) };
  });
  await publishCreated(created);
  return { matches: matches.length, gardeners: new Set(matches.map((m) => m.ownerId)).size };
}

/** How long a repeated friend request from the same gardener stays quiet (no second e-mail). */
export const FRIEND_REQUEST_QUIET_MS = 24 * 60 * 60 * 1000;

export async function friendRequested(fromUserId: number, toUserId: number): Promise<{ notified: boolean }> {
  if (fromUserId === toUserId) return { notified: false };
  const since = new Date(Date.now() - FRIEND_REQUEST_QUIET_MS);
  const created = await db().transaction(async (tx) => {
    // Asking, cancelling and asking again within a day notifies once.
    const [recent] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, toUserId), eq(notifications.actorId, fromUserId), eq(notifications.kind, "friend_request"), gt(notifications.createdAt, since)))
      .limit(1);
    if (recent) return [];
    return insertNotifications(tx, [{ userId: toUserId, kind: "friend_request", actorId: fromUserId, emailedAt: new Date() }]);
  });
  if (!created.length) return { notified: false };
  await publishCreated(created);
  await enqueue(friendInvitationJob, { fromUserId, toUserId });
  return { notified: true };
}

/**
 * A friendship was accepted: the requester hears about it, the accepter's request notification is
 * settled, and friends-only listings that just became visible are matched both ways.
 */
export async function friendAccepted(requesterId: number, accepterId: number): Promise<{ matches: number }> {
  if (requesterId === accepterId) return { matches: 0 };
  const created = await db().transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, accepterId), eq(notifications.actorId, requesterId), eq(notifications.kind, "friend_request"), isNull(notifications.readAt)));
    const rows: NewNotification[] = [{ userId: requesterId, kind: "friend_accepted", actorId: accepterId, emailedAt: new Date() }];
    const pairs: [number, number][] = [
      [requesterId, accepterId],
      [accepterId, requesterId],
    ];
    const matchRows: NewNotification[] = [];
    for (const [wisher, owner] of pairs) {
      const wishes = await tx.select({ id: wantItems.id }).from(wantItems).where(eq(wantItems.userId, wisher));
      for (const w of wishes) {
        const { matches } = await listingsMatchingWish(tx, w.id, { ownerId: owner });
        for (const m of matches) matchRows.push({ userId: wisher, kind: "match", listingId: m.listingId, wantId: w.id, actorId: owner });
      }
    }
    const prefs = await emailPreferences(tx, [requesterId, accepterId]);
    for (const r of matchRows) r.emailedAt = prefs.get(r.userId) ? null : new Date();
    return insertNotifications(tx, [...rows, ...matchRows]);
  });
  await publishCreated(created);
  const matched = created.filter((c) => c.kind === "match");
  await emailMatchesOf(matched.map((c) => c.userId));
  return { matches: matched.length };
}

const TRADE_NOTIFICATION = {
  reserved: "trade_reserved",
  given: "trade_completed",
  confirmed: "trade_confirmed",
  thanked: "trade_thanks",
  // Issue 32: the pickup time, and the reserved gardener's answer to the reminder.
  window_proposed: "trade_window_proposed",
  window_agreed: "trade_window_agreed",
  window_declined: "trade_window_declined",
  coming: "trade_coming",
  cancelled: "trade_cancelled",
} as const satisfies Record<TradeStep, NotificationKind>;

/** Whether the gardener has an unread notification of this kind about this listing. */
async function unreadAlready(userId: number, kind: NotificationKind, listingId: number): Promise<boolean> {
  const [row] = await db()
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind), eq(notifications.listingId, listingId), isNull(notifications.readAt)))
    .limit(1);
  return !!row;
}

/**
 * A trade moved a step: the other gardener is told in the app, live (and by push), and by the reply
 * e-mail if it is still unread a few minutes later (reply-mail.ts; not the match e-mail's emailedAt).
 */
async function tradeChanged({ listingId, step, byUserId, toUserId }: DomainEvents["trade.changed"]): Promise<{ notified: boolean }> {
  // Reserve, release, reserve again (issue 29 L2): one unread "reserved for you" per listing is enough.
  if (step === "reserved" && (await unreadAlready(toUserId, "trade_reserved", listingId))) return { notified: false };
  const created = await insertNotifications(db(), [{ userId: toUserId, kind: TRADE_NOTIFICATION[step], listingId, actorId: byUserId, emailedAt: new Date() }]);
  await publishCreated(created);
  if (created[0]) await scheduleTradeMail(toUserId, byUserId, created[0].id);
  return { notified: created.length > 0 };
}

/** A moderator warned a gardener: a warning notification with the reason, live, and the warning e-mail. */
async function gardenerWarned({ userId, reason }: DomainEvents["gardener.warned"]): Promise<{ notified: boolean }> {
  const created = await insertNotifications(db(), [{ userId, kind: "warning", actorId: null, note: reason, emailedAt: new Date() }]);
  await publishCreated(created);
  await sendWarningEmail(userId, reason);
  return { notified: created.length > 0 };
}

/** Reports (issue 29) or a moderator (issue 31, with the reason) hid a listing: its owner hears at once, in the app (live) and by e-mail. */
async function listingHidden({ listingId, ownerId, reason }: DomainEvents["listing.hidden"]): Promise<{ notified: boolean }> {
  const created = await insertNotifications(db(), [{ userId: ownerId, kind: "listing_hidden", actorId: null, listingId, note: reason ?? null, emailedAt: new Date() }]);
  await publishCreated(created);
  await sendListingHiddenEmail(listingId, ownerId, reason);
  return { notified: created.length > 0 };
}

const NOUN = { listing: "listing", user: "profile", message: "message", thanks: "thank-you note" } as const;
/** What a reporter reads (issue 31): the outcome only, never who or why. */
export function reportOutcomeText(targetType: DomainEvents["report.resolved"]["targetType"], outcome: DomainEvents["report.resolved"]["outcome"]): string {
  const noun = NOUN[targetType];
  if (outcome === "hidden") return `We hid the ${noun} you reported`;
  if (outcome === "removed") return `We removed the ${noun} you reported`;
  if (outcome === "acted") return `We looked at the ${noun} you reported and took action`;
  return "We looked and left it up";
}

/** A moderator decided reports (issue 31): every reporter hears the outcome, in the app and by e-mail. */
async function reportResolved({ reporterIds, targetType, outcome }: DomainEvents["report.resolved"]): Promise<{ notified: number }> {
  const text = reportOutcomeText(targetType, outcome);
  const created = await insertNotifications(
    db(),
    reporterIds.map((userId) => ({ userId, kind: "report_resolved" as const, actorId: null, note: text, emailedAt: new Date() })),
  );
  await publishCreated(created);
  for (const userId of reporterIds) {
    // In each reporter's language (issue 38); the bell's note above stays the English line.
    await sendModerationNotice(userId, { kind: REPORT_OUTCOME_MAIL_KIND, words: (locale) => reportOutcomeWords(locale, targetType, outcome), path: "/match-noti" });
  }
  return { notified: created.length };
}

const ALERT = { report: "A new report is waiting on the moderation desk", auto_hide: "Reports hid a listing: it waits on the moderation desk", review: "A gardener asked for a review of a hidden listing" } as const;

/** The moderators right now: granted, or named by MODERATOR_EMAILS with the address confirmed; not restricted. */
async function moderatorIds(): Promise<number[]> {
  const named = env()
    .MODERATOR_EMAILS.split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const byConfig = named.length ? and(isNotNull(users.emailVerifiedAt), inArray(sql`lower(${users.email})`, named)) : undefined;
  const rows = await db()
    .select({ id: users.id, email: users.email, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(byConfig ? or(eq(users.role, "moderator"), byConfig) : eq(users.role, "moderator"), notRestrictedSql()));
  return rows.filter(isModerator).map((u) => u.id);
}

/** Something waits on the desk (issue 31): every moderator gets a bell item and (at most every few minutes) an e-mail. */
async function moderationNeeded({ what }: DomainEvents["moderation.needed"]): Promise<{ notified: number }> {
  const ids = await moderatorIds();
  if (!ids.length) return { notified: 0 };
  const text = ALERT[what];
  const created = await insertNotifications(
    db(),
    ids.map((userId) => ({ userId, kind: "moderation_alert" as const, actorId: null, note: text, emailedAt: new Date() })),
  );
  await publishCreated(created);
  for (const userId of ids) await sendModerationNotice(userId, { kind: MODERATION_ALERT_MAIL_KIND, words: (locale) => moderationAlertWords(locale, what), path: "/moderation" });
  return { notified: created.length };
}

// What the in-app notifications (and, through them, e-mail, live delivery and push) react to.
subscribe("listing.changed", "notifications.match-listing", ({ listingId }) => matchListing(listingId));
subscribe("wish.changed", "notifications.match-wish", ({ wantId }) => matchWant(wantId));
subscribe("friend.requested", "notifications.friend-requested", ({ fromUserId, toUserId }) => friendRequested(fromUserId, toUserId));
subscribe("friend.accepted", "notifications.friend-accepted", ({ requesterId, accepterId }) => friendAccepted(requesterId, accepterId));
subscribe("trade.changed", "notifications.trade-changed", tradeChanged);
subscribe("gardener.warned", "notifications.gardener-warned", gardenerWarned);
subscribe("listing.hidden", "notifications.listing-hidden", listingHidden);
subscribe("report.resolved", "notifications.report-resolved", reportResolved);
subscribe("moderation.needed", "notifications.moderation-needed", moderationNeeded);
