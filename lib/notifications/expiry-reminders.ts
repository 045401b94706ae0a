import { and, eq, inArray, isNull, lte, gte } from "drizzle-orm";
import { createElement } from "react";
import { expiryDayText, ExpiryReminderEmail, expiryReminderSubject } from "@/lib/mail/emails/expiry-reminder-email";
import { db, schema } from "@/db";
import { addDays, now, today } from "@/lib/clock";
import { env } from "@/lib/env";
import { defineJob, every } from "@/lib/jobs";
import { freshBounds } from "@/lib/crops/keeping";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { reminderToken, reminderUrl } from "@/lib/trades/reminder-token";
import { emailPreferences, insertNotifications, publishCreated } from "./index";
import { unsubscribeHeaders } from "./unsubscribe";

const { listings, users } = schema;

/**
 * Freshness reminders (issue 15): a day before a listing's "available until", its owner gets a
 * `listing_expiring` notification and an e-mail with two signed links, "Still available" (renews)
 * and "It's gone" (completed with someone else). Once per listing per offer period:
 * `expiry_reminded_at` is claimed in the same transaction that writes the notification and the
 * e-mail, and is cleared when the listing is renewed or its date edited. The reminder is the
 * notifications' own scheduled work (no use case's side effect, so no domain event): keeping the
 * claim, the notification and the e-mail in one transaction is what sends it exactly once. The
 * links' tokens are the trades' (lib/trades/reminder-token.ts), which check them.
 */
export const REMIND_DAYS_BEFORE = 1;

/**
 * Reminds the owners of listings still on offer whose last day is tomorrow (or today, if a run was
 * missed) and who were not reminded yet. Safe to run on every instance and to repeat: each listing
 * is claimed with a conditional update. Returns how many owners were reminded.
 */
export async function sendExpiryReminders(): Promise<number> {
  const day = today();
  const due = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        isNull(listings.expiryRemindedAt),
        eq(listings.isActive, true),
        inArray(listings.stateId, [1, 2]),
        isNull(listings.hiddenAt),
        gte(listings.availableUntil, day),
        lte(listings.availableUntil, addDays(day, REMIND_DAYS_BEFORE)),
      ),
    )
    .limit(500);
  let sent = 0;
  for (const { id } of due) {
    const created = await db().transaction(async (tx) => {
      const at = now();
      const [claimed] = await tx
        .update(listings)
        .set({ expiryRemindedAt: at })
        .where(and(eq(listings.id, id), isNull(listings.expiryRemindedAt)))
        .returning({ id: listings.id, ownerId: listings.ownerId, title: listings.title, until: listings.availableUntil, categoryId: listings.categoryId, crops: listings.crops });
      if (!claimed?.until) return [];
      const [owner] = await tx.select({ username: users.username, email: users.email, language: users.language }).from(users).where(eq(users.id, claimed.ownerId)).limit(1);
      const wantsMail = (await emailPreferences(tx, [claimed.ownerId])).get(claimed.ownerId);
      const rows = await insertNotifications(tx, [{ userId: claimed.ownerId, kind: "listing_expiring", actorId: null, listingId: claimed.id, emailedAt: at }]);
      if (owner && wantsMail) {
        // In the owner's language (issue 38): their setting, else English.
        const locale = owner.language ?? "en";
        await sendMail(
          {
            to: owner.email,
            subject: expiryReminderSubject(claimed.title, locale),
            kind: "listing_expiring",
            headers: unsubscribeHeaders(claimed.ownerId),
            react: createElement(ExpiryReminderEmail, {
              username: owner.username,
              title: claimed.title,
              until: expiryDayText(claimed.until, locale),
              stillAvailableUrl: reminderUrl(reminderToken(claimed.id, claimed.ownerId, "renew", at)),
              goneUrl: reminderUrl(reminderToken(claimed.id, claimed.ownerId, "gone", at)),
              listingUrl: `${env().PUBLIC_URL}/listings/${claimed.id}`,
              renewDays: freshBounds(claimed.categoryId, claimed.crops).defaultDays,
              locale,
            }),
          },
          { tx },
        );
      }
      return rows;
    });
    if (created.length) sent += 1;
    await publishCreated(created);
  }
  return sent;
}

/** Every hour (at minute 11), on one instance per tick: the day-before reminders. */
export const expiryReminderJob = defineJob<Record<string, never>>("listings.expiry-reminders", { retryLimit: 2, expireInSeconds: 300 }, async () => {
  const n = await sendExpiryReminders();
  if (n) log.info(`expiry reminders sent: ${n}`);
});
every(expiryReminderJob, "11 * * * *");
