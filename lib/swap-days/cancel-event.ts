import { and, eq, ne } from "drizzle-orm";
import { createElement } from "react";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { env } from "@/lib/env";
import { forbidden } from "@/lib/errors";
import { isAdmin, membershipOf } from "@/lib/groups";
import { LIMITS } from "@/lib/limits";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { swapDayCancelledHeadline, swapDayCancelledSubject, SwapDayNoticeEmail, swapDayWhen } from "@/lib/mail/emails/swap-day-notice-email";
import { insertNotifications, publishCreated, type NewNotification } from "@/lib/notifications";
import { wantsEmail } from "@/lib/notifications/kind-settings";
import { unsubscribeHeaders, unsubscribeUrl } from "@/lib/notifications/unsubscribe";
import { defineUseCase } from "@/lib/use-case";
import { readerOf } from "@/lib/viewer";
import { eventVisibleTo } from "@/lib/visibility";
import { requireGoodStanding, requireOpen, visibleEvent } from "./access";
import { eventId } from "./schemas";

const { events, eventRsvps, users } = schema;

export const ORGANISERS_ONLY = "Only the organiser or the group's admins can cancel this swap day";
export const CANCELLED_NOTE = "cancelled";

/**
 * POST /api/events/{id}/cancel: the organiser (or an admin of its group) calls a swap day off. It
 * stays on record, marked cancelled (its page, calendar file and JSON-LD say so); what was brought is
 * no longer held (lib/trades/held-for-swap-day reads cancelled_at); everyone going hears it in the
 * bell, by push and by e-mail under their trade-steps switch (a cancelled meeting is an arrangement
 * falling through, not a match). A recurring series goes on: only this date is off. Answers how
 * many were told.
 */
export const cancelEvent = defineUseCase({
  name: "events.cancel",
  caller: "signed-in",
  input: eventId,
  limits: LIMITS.cancelEvent,
  run: async (viewer, { id }) => {
    const created = await db().transaction(async (tx) => {
      const e = await visibleEvent(tx, viewer, id, { lock: true });
      await requireGoodStanding(tx, viewer.id);
      const mayCancel = e.organizerId === viewer.id || (e.groupId !== null && isAdmin(await membershipOf(tx, e.groupId, viewer.id)));
      if (!mayCancel) throw forbidden(ORGANISERS_ONLY);
      requireOpen(e);
      const at = now();
      await tx.update(events).set({ cancelledAt: at }).where(eq(events.id, id));
      const going = await tx.select({ userId: eventRsvps.userId }).from(eventRsvps).where(and(eq(eventRsvps.eventId, id), ne(eventRsvps.userId, viewer.id)));
      const rows: NewNotification[] = [];
      for (const { userId } of going) {
        // Only those who may still see it (not blocked with the organiser, still in the group).
        const [sees] = await tx.select({ id: events.id }).from(events).where(and(eq(events.id, id), eventVisibleTo(readerOf(userId))));
        if (!sees) continue;
        rows.push({ userId, kind: "swap_day_cancelled", actorId: viewer.id, eventId: id, note: CANCELLED_NOTE, emailedAt: at });
        if (!(await wantsEmail(userId, "trades", tx))) continue;
        const [me] = await tx.select({ email: users.email, username: users.username, language: users.language }).from(users).where(eq(users.id, userId));
        if (!me) continue;
        // In the gardener's language (issue 38): their setting, else English.
        const locale = me.language ?? "en";
        await sendMail(
          {
            to: me.email,
            subject: swapDayCancelledSubject(e.title, locale),
            kind: "swap_day_cancelled",
            headers: unsubscribeHeaders(userId, "trades"),
            react: createElement(SwapDayNoticeEmail, {
              username: me.username,
              title: e.title,
              when: swapDayWhen(e.startsAt, locale),
              headline: swapDayCancelledHeadline(locale),
              things: [],
              cancelled: true,
              eventUrl: `${env().PUBLIC_URL}/events/${id}`,
              unsubscribeUrl: unsubscribeUrl(userId, "trades"),
              locale,
            }),
          },
          { tx },
        );
      }
      return insertNotifications(tx, rows);
    });
    log.info("swap day cancelled", { eventId: id, by: viewer.id, told: created.length });
    await publishCreated(created);
    // Not the whole day: after it is off, only its organiser and those going still see it (lib/visibility eventVisibleTo).
    return { id, cancelled: true as const, told: created.length };
  },
});
