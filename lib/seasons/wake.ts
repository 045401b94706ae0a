import { and, eq, isNotNull, lte } from "drizzle-orm";
import { createElement } from "react";
import { db, schema } from "@/db";
import { now, today } from "@/lib/clock";
import { CROPS_BY_SLUG } from "@/lib/crops/catalogue";
import { env } from "@/lib/env";
import { defineJob, every } from "@/lib/jobs";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { SeasonOpeningEmail, seasonHeadlineIn } from "@/lib/mail/emails/season-opening-email";
import { insertNotifications, publishCreated } from "@/lib/notifications";
import { wantsEmail } from "@/lib/notifications/kind-settings";
import { unsubscribeHeaders, unsubscribeUrl } from "@/lib/notifications/unsubscribe";

const { wantItems, users } = schema;

/** The crop a woken wish is about, for its notice: the first crop it names ("tomato/sungold" → Tomato). */
const cropOf = (crops: readonly string[]) => CROPS_BY_SLUG.get((crops.find((k) => !k.startsWith("~")) ?? "").split("/")[0]!);

/** The bell's note (kept in English; the e-mail and the push say it in the gardener's language, issue 38). */
export const seasonHeadline = (cropName: string) => seasonHeadlineIn(cropName, "en");

/**
 * Wakes the wishes whose season opened (dormant_until on or before today, lib/clock): each gets one
 * "Season opening near you: <crop>" notification (bell live, push by the gardener's devices' switches
 * through notification.delivered) and an e-mail when their wish-list e-mails are on. Exactly once
 * across instances, retries and restarts: the wake is a conditional update (dormant_until still set)
 * in the same transaction that writes the notification and queues the e-mail (the outbox's job), as
 * the swap-day notice does. A wish the gardener woke by hand was already awake: no notice. Returns how
 * many woke.
 */
export async function wakeWishes(): Promise<number> {
  const day = today();
  const due = await db()
    .select({ id: wantItems.id })
    .from(wantItems)
    .where(and(isNotNull(wantItems.dormantUntil), lte(wantItems.dormantUntil, day)))
    .limit(500);
  let woke = 0;
  for (const { id } of due) {
    const created = await db().transaction(async (tx) => {
      const [wish] = await tx
        .update(wantItems)
        .set({ dormantUntil: null })
        .where(and(eq(wantItems.id, id), isNotNull(wantItems.dormantUntil), lte(wantItems.dormantUntil, day)))
        .returning({ userId: wantItems.userId, title: wantItems.title, crops: wantItems.crops });
      if (!wish) return null;
      const crop = cropOf(wish.crops);
      const headline = seasonHeadline(crop?.name ?? wish.title);
      const mail = await wantsEmail(wish.userId, "matches", tx);
      const inserted = await insertNotifications(tx, [{ userId: wish.userId, kind: "season_opening", actorId: null, wantId: id, note: headline, emailedAt: now() }]);
      const [me] = mail ? await tx.select({ email: users.email, username: users.username, language: users.language }).from(users).where(eq(users.id, wish.userId)) : [];
      if (me) {
        // In the gardener's language (issue 38): their setting, else English; the crop by its name there (decision 0230).
        const locale = me.language ?? "en";
        const cropName = crop ? (locale === "en" ? crop.name : (crop.languages[locale][0] ?? crop.name)) : wish.title;
        const said = seasonHeadlineIn(cropName, locale);
        await sendMail(
          {
            to: me.email,
            subject: said,
            kind: "season_opening",
            headers: unsubscribeHeaders(wish.userId, "matches"),
            react: createElement(SeasonOpeningEmail, {
              username: me.username,
              headline: said,
              wish: wish.title,
              cropUrl: `${env().PUBLIC_URL}${crop ? `/crops/${crop.slug}` : "/listings"}`,
              unsubscribeUrl: unsubscribeUrl(wish.userId, "matches"),
              locale,
            }),
          },
          { tx },
        );
      }
      return inserted;
    });
    if (!created) continue;
    woke += 1;
    await publishCreated(created);
  }
  return woke;
}

/** Every hour, on one instance per tick: a season opens on a day, so a wish wakes within the hour. */
export const seasonWakeJob = defineJob<Record<string, never>>("seasons.wake", { retryLimit: 2, expireInSeconds: 600 }, async () => {
  const woke = await wakeWishes();
  if (woke) log.info(`seasons: ${woke} wishes woke`);
});
every(seasonWakeJob, "17 * * * *");
