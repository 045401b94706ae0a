import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { createElement } from "react";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { env } from "@/lib/env";
import { comingToken, comingUrl } from "@/lib/handover/coming-link";
import { defineJob, every } from "@/lib/jobs";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { PickupReminderEmail, pickupReminderSubject, pickupWhenText } from "@/lib/mail/emails/pickup-reminder-email";
import { readerOf } from "@/lib/viewer";
import { canSeeGardener } from "@/lib/visibility";
import { insertNotifications, publishCreated } from "./index";
import { wantsEmail } from "./kind-settings";
import { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe";

const { tradeWindows, trades, listings, users } = schema;

/**
 * Pickup reminders (issue 32, decision 0212): before an agreed window (remind_at: a few hours for soft
 * fruit, else the evening before; lib/trades/windows.ts) the reserved gardener gets a bell item
 * "Still coming / Can't make it" (live, and by push through the notification), and an e-mail with
 * two signed links if their trade e-mails are on. Exactly once, as the freshness reminders do:
 * `reminded_at` is claimed with a conditional update in the same transaction that writes the bell
 * item and queues the e-mail (the outbox's claimed job), so two instances, a retry or a restart
 * after a crash send it once. A trade no longer reserved, a window already over, or a gardener the
 * other may not see (blocked either way, suspended) gets nothing. The e-mail is in the gardener's
 * language (issue 38: their setting, else English).
 */

/** Sends every due reminder not sent yet; safe on every instance and to repeat. Returns how many went out. */
export async function sendPickupReminders(): Promise<number> {
  const at = now();
  const due = await db()
    .select({ tradeId: tradeWindows.tradeId })
    .from(tradeWindows)
    .innerJoin(trades, eq(trades.id, tradeWindows.tradeId))
    .where(and(eq(tradeWindows.status, "agreed"), isNull(tradeWindows.remindedAt), lte(tradeWindows.remindAt, at), gt(tradeWindows.endsAt, at), eq(trades.state, "reserved")))
    .limit(500);
  let sent = 0;
  for (const { tradeId } of due) {
    const created = await db().transaction(async (tx) => {
      const [claimed] = await tx
        .update(tradeWindows)
        .set({ remindedAt: at })
        .where(and(eq(tradeWindows.tradeId, tradeId), eq(tradeWindows.status, "agreed"), isNull(tradeWindows.remindedAt)))
        .returning({ start: tradeWindows.startsAt, end: tradeWindows.endsAt });
      if (!claimed) return [];
      const [t] = await tx
        .select({ giverId: trades.giverId, receiverId: trades.receiverId, state: trades.state, listingId: listings.id, title: listings.title })
        .from(trades)
        .innerJoin(listings, eq(listings.id, trades.listingId))
        .where(eq(trades.id, tradeId));
      if (!t?.receiverId || t.state !== "reserved") return [];
      // Nothing between gardeners who may not see each other (the claim stays: it is not owed any more).
      if (!(await canSeeGardener(readerOf(t.receiverId), t.giverId, tx)) || !(await canSeeGardener(null, t.receiverId, tx))) return [];
      const rows = await insertNotifications(tx, [{ userId: t.receiverId, kind: "trade_reminder", actorId: t.giverId, listingId: t.listingId, emailedAt: at }]);
      if (await wantsEmail(t.receiverId, "trades", tx)) {
        const people = await tx.select({ id: users.id, email: users.email, username: users.username, language: users.language }).from(users).where(and(eq(users.id, t.receiverId)));
        const [owner] = await tx.select({ username: users.username }).from(users).where(eq(users.id, t.giverId));
        const me = people[0];
        if (me && owner) {
          const locale = me.language ?? "en";
          await sendMail(
            {
              to: me.email,
              subject: pickupReminderSubject(t.title, locale),
              kind: "pickup_reminder",
              headers: unsubscribeHeaders(t.receiverId, "trades"),
              react: createElement(PickupReminderEmail, {
                username: me.username,
                title: t.title,
                owner: owner.username,
                when: pickupWhenText(claimed.start, claimed.end, locale),
                comingUrl: comingUrl(comingToken(tradeId, t.receiverId, "yes", at)),
                cantUrl: comingUrl(comingToken(tradeId, t.receiverId, "no", at)),
                tradesUrl: `${env().PUBLIC_URL}/my-trades`,
                unsubscribeUrl: unsubscribeUrl(t.receiverId, "trades"),
                locale,
              }),
            },
            { tx },
          );
        }
      }
      return rows;
    });
    if (created.length) sent += 1;
    await publishCreated(created);
  }
  return sent;
}

/** Every minute, on one instance per tick: a reminder is at most a minute late (a tick missed while down is caught up by the next). */
export const pickupReminderJob = defineJob<Record<string, never>>("handover.pickup-reminders", { retryLimit: 2, expireInSeconds: 120 }, async () => {
  const n = await sendPickupReminders();
  if (n) log.info(`pickup reminders sent: ${n}`);
});
every(pickupReminderJob, "* * * * *");
