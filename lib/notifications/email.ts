import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { readerOf } from "@/lib/viewer";
import { createElement } from "react";
import { db, schema } from "@/db";
import { qualified } from "@/db/sql";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { categoryName } from "@/lib/validation/listings";
import { FriendInvitationEmail, friendInvitationSubject } from "@/lib/mail/emails/friend-invitation-email";
import { MatchEmail, matchSubject, type MatchEmailItem } from "@/lib/mail/emails/match-email";
import { WarningEmail, warningSubject } from "@/lib/mail/emails/warning-email";
import { ListingHiddenEmail, listingHiddenSubject } from "@/lib/mail/emails/listing-hidden-email";
import { ModerationNoticeEmail, type ModerationNoticeWords } from "@/lib/mail/emails/moderation-notice-email";
import type { Locale } from "@/lib/i18n/locales";
import { visibleTo } from "@/lib/visibility";
import { bucketOf } from "@/lib/places";
import { unitsOf } from "@/lib/places/buckets";
import { setEmailKindsFor } from "./kind-settings";
import { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe";

const { notifications, users, listings, wantItems } = schema;

/** At most one match e-mail per gardener per hour; what arrives meanwhile waits for one digest. */
export const MATCH_EMAIL_INTERVAL_MS = 60 * 60 * 1000;

const url = (path: string) => `${env().PUBLIC_URL}${path}`;
const cityOf = (city: string | null, state: string | null) => [city, state].filter((s) => s && s.trim()).join(", ") || null;

export type DeliveryOutcome = "sent" | "waiting" | "off" | "nothing" | "no_user";

/**
 * Sends a gardener's pending match notifications as one e-mail (a single match or a digest) if
 * their last match e-mail is at least an hour old; otherwise they stay pending for the digest.
 * `emailed_at` marks a notification as handled by e-mail (sent, or nothing to send: already read,
 * listing no longer visible). `now` is injectable for tests.
 */
export async function deliverMatchEmails(userId: number, now: Date = new Date()): Promise<DeliveryOutcome> {
  return db().transaction(async (tx) => {
    const [u] = await tx
      .select({ email: users.email, username: users.username, on: users.emailNotifications, last: users.lastMatchEmailAt, country: users.locationCountry, units: users.units, language: users.language })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!u) return "no_user" as const;
    if (!u.on) return "off" as const;
    if (u.last && now.getTime() - new Date(u.last).getTime() < MATCH_EMAIL_INTERVAL_MS) return "waiting" as const;
    const pending = await tx
      .update(notifications)
      .set({ emailedAt: now })
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, "match"), isNull(notifications.emailedAt)))
      .returning({ id: notifications.id, readAt: notifications.readAt });
    const unread = pending.filter((p) => p.readAt === null).map((p) => p.id);
    if (!unread.length) return "nothing" as const;
    // The recipient reads the e-mail: only listings they may see right now.
    const reader = readerOf(userId);
    const items = await tx
      .select({
        listingId: listings.id,
        title: listings.title,
        categoryId: listings.categoryId,
        isPublic: listings.isPublic,
        image: listings.featuredImageHash,
        sellerId: users.id,
        seller: users.username,
        city: users.city,
        state: users.state,
        wish: wantItems.title,
        // From the recipient's own approximate point; bucketed below, never sent as a number.
        chord: sql<number | null>`(${qualified(listings.loc)} <-> (select ${qualified(users.loc)} from ${users} where ${qualified(users.id)} = ${userId}))`,
      })
      .from(notifications)
      .innerJoin(listings, and(eq(listings.id, notifications.listingId), visibleTo(reader)))
      .innerJoin(users, eq(users.id, listings.ownerId))
      .innerJoin(wantItems, eq(wantItems.id, notifications.wantId))
      .where(inArray(notifications.id, unread))
      .orderBy(asc(notifications.id));
    if (!items.length) return "nothing" as const;
    await tx.update(users).set({ lastMatchEmailAt: now }).where(eq(users.id, userId));
    const matches: MatchEmailItem[] = items.map((m) => ({
      item: m.title,
      category: categoryName(m.categoryId),
      seller: m.seller,
      city: cityOf(m.city, m.state),
      distance: bucketOf(m.chord, unitsOf(u.units, u.country)),
      wish: m.wish,
      listingUrl: url(`/listings/${m.listingId}`),
      messageUrl: url(`/messages/${m.sellerId}`),
      // Friends-only pictures need a session, which a mail client does not have.
      imageUrl: m.isPublic && m.image ? url(`/api/images/${m.image}-thumb.webp`) : null,
    }));
    // In the recipient's language (issue 38): their setting, else English (no request to ask a browser).
    const locale = u.language ?? "en";
    const subject = matchSubject(matches, locale);
    // In the same transaction: the notifications are marked e-mailed only if the e-mail is queued.
    await sendMail(
      {
        to: u.email,
        subject,
        kind: matches.length === 1 ? "match" : "match_digest",
        headers: unsubscribeHeaders(userId),
        react: createElement(MatchEmail, {
          user: u.username,
          matches,
          notificationsUrl: url("/match-noti"),
          unsubscribeUrl: unsubscribeUrl(userId),
          settingsUrl: url("/profile"),
          locale,
        }),
      },
      { tx },
    );
    return "sent" as const;
  });
}

/**
 * The digest run (the notifications.match-digest job, every minute): every gardener with pending match e-mails whose
 * hour is up gets them in one e-mail. Returns how many e-mails went out.
 */
export async function flushMatchDigests(now: Date = new Date(), batch = 200): Promise<number> {
  const due = new Date(now.getTime() - MATCH_EMAIL_INTERVAL_MS);
  const rows = await db()
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        eq(notifications.kind, "match"),
        isNull(notifications.emailedAt),
        eq(users.emailNotifications, true),
        or(isNull(users.lastMatchEmailAt), lte(users.lastMatchEmailAt, due)),
      ),
    )
    .limit(batch);
  let sent = 0;
  for (const { userId } of rows) {
    try {
      if ((await deliverMatchEmails(userId, now)) === "sent") sent += 1;
    } catch (err) {
      log.error(`match digest for user ${userId} failed`, err);
    }
  }
  return sent;
}

/** The friend invitation e-mail ('accept invitation'), if the addressee wants e-mail. */
export async function sendFriendInvitation(fromUserId: number, toUserId: number): Promise<boolean> {
  const rows = await db()
    .select({ id: users.id, email: users.email, username: users.username, on: users.emailFriends, city: users.city, state: users.state, language: users.language })
    .from(users)
    .where(inArray(users.id, [fromUserId, toUserId]));
  const from = rows.find((r) => r.id === fromUserId);
  const to = rows.find((r) => r.id === toUserId);
  if (!from || !to || !to.on) return false;
  await sendMail({
    to: to.email,
    // In the addressee's language (issue 38): their setting, else English.
    subject: friendInvitationSubject(from.username, to.language ?? "en"),
    kind: "friend_invitation",
    headers: unsubscribeHeaders(toUserId),
    react: createElement(FriendInvitationEmail, {
      user: to.username,
      sender: from.username,
      city: cityOf(from.city, from.state),
      acceptUrl: url("/myfriends?show=pending"),
      profileUrl: url(`/seller/${from.id}`),
      unsubscribeUrl: unsubscribeUrl(toUserId),
      settingsUrl: url("/profile"),
      locale: to.language ?? "en",
    }),
  });
  return true;
}

/** The moderators' warning with its reason, whatever the gardener's e-mail setting (it is not a notification they opted into). */
export async function sendWarningEmail(userId: number, reason: string): Promise<boolean> {
  const [u] = await db().select({ email: users.email, username: users.username, language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) return false;
  const locale = u.language ?? "en";
  await sendMail({
    to: u.email,
    subject: warningSubject(locale),
    kind: "moderation",
    react: createElement(WarningEmail, { username: u.username, reason, url: url("/match-noti"), locale }),
  });
  return true;
}

/** Reports hid the owner's listing (issue 29): told whatever their e-mail setting, like a warning. */
export async function sendListingHiddenEmail(listingId: number, ownerId: number, reason?: string): Promise<boolean> {
  const [row] = await db()
    .select({ email: users.email, username: users.username, title: schema.listings.title, language: users.language })
    .from(users)
    .innerJoin(schema.listings, and(eq(schema.listings.id, listingId), eq(schema.listings.ownerId, users.id)))
    .where(eq(users.id, ownerId))
    .limit(1);
  if (!row) return false;
  await sendMail({
    to: row.email,
    subject: listingHiddenSubject(row.language ?? "en"),
    kind: "moderation",
    react: createElement(ListingHiddenEmail, { username: row.username, title: row.title, url: url(`/listings/${listingId}`), reason, locale: row.language ?? "en" }),
  });
  return true;
}

/** Moderation alert e-mails: at most one per moderator in this window; the bell has every item. */
export const MODERATION_ALERT_MAIL_GAP_MS = 10 * 60 * 1000;
export const MODERATION_ALERT_MAIL_KIND = "moderation_alert";
export const REPORT_OUTCOME_MAIL_KIND = "report_outcome";

/**
 * Issue 31: a moderation notice by e-mail, whatever the match setting (like a warning): a report's
 * outcome to its reporter, or an alert to a moderator (those at most one per MODERATION_ALERT_MAIL_GAP_MS).
 * `words`: what it says, in the recipient's language (issue 38: their setting, else English).
 */
export async function sendModerationNotice(userId: number, notice: { kind: string; words: (locale: Locale) => ModerationNoticeWords; path: string }): Promise<boolean> {
  const [u] = await db().select({ email: users.email, username: users.username, language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) return false;
  if (notice.kind === MODERATION_ALERT_MAIL_KIND) {
    const since = new Date(Date.now() - MODERATION_ALERT_MAIL_GAP_MS);
    const [recent] = await db()
      .select({ id: schema.outbox.id })
      .from(schema.outbox)
      .where(and(eq(schema.outbox.to, u.email), eq(schema.outbox.kind, MODERATION_ALERT_MAIL_KIND), gt(schema.outbox.createdAt, since)))
      .limit(1);
    if (recent) return false;
  }
  const locale = u.language ?? "en";
  const words = notice.words(locale);
  await sendMail({
    to: u.email,
    subject: words.heading,
    kind: notice.kind,
    react: createElement(ModerationNoticeEmail, { username: u.username, ...words, url: url(notice.path), locale }),
  });
  return true;
}

/**
 * The first e-mail switch (decision 0204: it now stands for matches and friend requests together, as
 * before the switches per kind). Switching on does not replay what piled up while it was off.
 */
export async function setEmailNotificationsFor(userId: number, enabled: boolean): Promise<boolean> {
  return setEmailKindsFor(userId, { matches: enabled, friends: enabled });
}

export async function emailNotificationsOf(userId: number): Promise<boolean | null> {
  const [row] = await db().select({ on: users.emailNotifications }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.on : null;
}
