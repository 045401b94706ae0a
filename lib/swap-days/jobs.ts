import { and, eq, gt, isNotNull, isNull, lte } from "drizzle-orm";
import { createElement } from "react";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { env } from "@/lib/env";
import { defineJob, every } from "@/lib/jobs";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { swapDayHeadline, SwapDayNoticeEmail, swapDaySubject, swapDayWhen } from "@/lib/mail/emails/swap-day-notice-email";
import { insertNotifications, publishCreated, type NewNotification } from "@/lib/notifications";
import { wantsEmail } from "@/lib/notifications/kind-settings";
import { unsubscribeHeaders, unsubscribeUrl } from "@/lib/notifications/unsubscribe";
import { readerOf } from "@/lib/viewer";
import { eventVisibleTo } from "@/lib/visibility";
import { matchesFor, thingsCount } from "./matches";
import { nextOccurrence } from "./recurrence";

const { events, eventRsvps, users } = schema;

/** The pre-swap notice goes out this long before the start (issue 34: "two days before"). */
export const NOTICE_AHEAD_MS = 2 * 86_400_000;

/** "3 things on your want list will be there", or the plain reminder when none are: the bell's note, in English (the e-mail and the push say it in the gardener's language, issue 38). */
export const noticeHeadline = (n: number) => swapDayHeadline(n, "en");

/**
 * Two days before a swap day, each gardener going hears how many things on their want list others
 * bring (a bell item live and by push, and an e-mail if their wish-list e-mails are on). Exactly
 * once across instances, retries and restarts: `notice_sent_at` is claimed by a conditional update
 * in the same transaction that writes the bell items and queues the e-mails (the outbox's job), as
 * the pickup reminders do. A gardener who may no longer see the event (blocked with the organiser,
 * removed from the group) gets nothing. Returns how many events were noticed.
 */
export async function sendSwapDayNotices(): Promise<number> {
  const at = now();
  const due = await db()
    .select({ id: events.id })
    .from(events)
    .where(and(isNull(events.noticeSentAt), isNull(events.cancelledAt), isNull(events.hiddenAt), lte(events.startsAt, new Date(at.getTime() + NOTICE_AHEAD_MS)), gt(events.startsAt, at)))
    .limit(200);
  let noticed = 0;
  for (const { id } of due) {
    const created = await db().transaction(async (tx) => {
      const [claimed] = await tx
        .update(events)
        .set({ noticeSentAt: at })
        .where(and(eq(events.id, id), isNull(events.noticeSentAt)))
        .returning({ title: events.title, startsAt: events.startsAt, organizerId: events.organizerId });
      if (!claimed) return null;
      const going = await tx.select({ userId: eventRsvps.userId }).from(eventRsvps).where(eq(eventRsvps.eventId, id));
      const rows: NewNotification[] = [];
      const mails: { userId: number; n: number; things: string[] }[] = [];
      for (const { userId } of going) {
        const reader = readerOf(userId);
        const [sees] = await tx.select({ id: events.id }).from(events).where(and(eq(events.id, id), eventVisibleTo(reader)));
        if (!sees) continue;
        const matches = await matchesFor(tx, reader, id);
        const n = thingsCount(matches);
        const mail = await wantsEmail(userId, "matches", tx);
        rows.push({ userId, kind: "swap_day_soon", actorId: null, eventId: id, note: noticeHeadline(n), emailedAt: at });
        if (mail) mails.push({ userId, n, things: [...new Set(matches.map((m) => m.listing.title))].slice(0, 5) });
      }
      const inserted = await insertNotifications(tx, rows);
      for (const m of mails) {
        const [me] = await tx.select({ email: users.email, username: users.username, language: users.language }).from(users).where(eq(users.id, m.userId));
        if (!me) continue;
        // In the gardener's language (issue 38): their setting, else English.
        const locale = me.language ?? "en";
        await sendMail(
          {
            to: me.email,
            subject: swapDaySubject(m.n, claimed.title, locale),
            kind: "swap_day_notice",
            headers: unsubscribeHeaders(m.userId, "matches"),
            react: createElement(SwapDayNoticeEmail, {
              username: me.username,
              title: claimed.title,
              when: swapDayWhen(claimed.startsAt, locale),
              headline: swapDayHeadline(m.n, locale),
              things: m.things,
              eventUrl: `${env().PUBLIC_URL}/events/${id}`,
              unsubscribeUrl: unsubscribeUrl(m.userId, "matches"),
              locale,
            }),
          },
          { tx },
        );
      }
      return inserted;
    });
    if (!created) continue;
    noticed += 1;
    await publishCreated(created);
  }
  return noticed;
}

/**
 * A recurring swap day makes its next occurrence once it ends (decision 0218): the same place, time
 * of day, length, capacity and group, on the next date of its rule; the organiser is going. The
 * claim is `continued_at` (conditional update), so one instance makes it once. A long outage skips
 * to the first occurrence still ahead. Returns how many were made.
 */
export async function continueSeries(): Promise<number> {
  const at = now();
  const due = await db()
    .select({ id: events.id })
    .from(events)
    .where(and(isNotNull(events.recurrence), isNull(events.continuedAt), isNull(events.hiddenAt), lte(events.endsAt, at)))
    .limit(200);
  let made = 0;
  for (const { id } of due) {
    await db().transaction(async (tx) => {
      const [e] = await tx
        .update(events)
        .set({ continuedAt: at })
        .where(and(eq(events.id, id), isNull(events.continuedAt)))
        .returning();
      if (!e?.recurrence) return;
      const length = e.endsAt.getTime() - e.startsAt.getTime();
      let start = nextOccurrence(e.startsAt, e.recurrence);
      while (start.getTime() + length <= at.getTime()) start = nextOccurrence(start, e.recurrence);
      const [next] = await tx
        .insert(events)
        .values({
          groupId: e.groupId,
          organizerId: e.organizerId,
          title: e.title,
          description: e.description,
          startsAt: start,
          endsAt: new Date(start.getTime() + length),
          place: e.place,
          loc: e.loc,
          address: e.address,
          capacity: e.capacity,
          recurrence: e.recurrence,
          seriesId: e.seriesId ?? e.id,
          membersOnly: e.membersOnly,
        })
        .returning({ id: events.id });
      await tx.insert(eventRsvps).values({ eventId: next.id, userId: e.organizerId });
      made += 1;
    });
  }
  return made;
}

/** Every 5 minutes, on one instance per tick: a notice two days ahead is at most minutes late. */
export const swapDaySweepJob = defineJob<Record<string, never>>("swap-days.sweep", { retryLimit: 2, expireInSeconds: 240 }, async () => {
  const noticed = await sendSwapDayNotices();
  const continued = await continueSeries();
  if (noticed || continued) log.info(`swap days: ${noticed} noticed, ${continued} continued`);
});
every(swapDaySweepJob, "*/5 * * * *");
