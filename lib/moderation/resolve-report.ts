import "@/lib/validation/zod-config";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { z } from "zod";
import { db, schema } from "@/db";
import { WarningEmail } from "@/lib/mail/emails/warning-email";
import { env } from "@/lib/env";
import { conflict, invalid, notFound } from "@/lib/errors";
import { sendMail } from "@/lib/mail";
import { insertNotifications, publishCreated } from "@/lib/notifications";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { audit, closeReports, reasonSchema } from "./index";

const { reports, listings, messages, users, tradeThanks } = schema;

export const REPORT_NOT_FOUND = "Report not found";
export const ALREADY_HANDLED = "This report was already handled";
export const LISTINGS_ONLY = "This action applies to a reported listing or thank-you note";
export const MESSAGES_ONLY = "This action applies to a reported message";
export const MODERATION_ACTIONS = ["dismiss", "hide", "restore", "delete_message", "warn"] as const;

export const resolveSchema = z.object({
  id: pathId(REPORT_NOT_FOUND),
  action: z.enum(MODERATION_ACTIONS, { error: `action must be one of: ${MODERATION_ACTIONS.join(", ")}` }),
  reason: reasonSchema,
});

/**
 * POST /api/moderation/reports/{id}: decides the report's target (all its open reports at once).
 * dismiss (and un-hide a listing that reports hid), hide or restore a listing or a thank-you note, delete a message,
 * warn the gardener (a notification and an e-mail with the reason). Every decision is audited.
 */
export const resolveReport = defineUseCase({
  name: "moderation.resolve",
  caller: "moderator",
  input: resolveSchema,
  limits: LIMITS.moderate,
  run: async (viewer, { id, action, reason }) => {
    const warned = await db().transaction(async (tx) => {
      const [r] = await tx
        .select({ targetType: reports.targetType, targetId: reports.targetId, subjectId: reports.subjectUserId, status: reports.status })
        .from(reports)
        .where(eq(reports.id, id))
        .for("update");
      if (!r) throw notFound(REPORT_NOT_FOUND);
      if (r.status !== "open") throw conflict(ALREADY_HANDLED);
      const target = { type: r.targetType, id: r.targetId };
      const hideable = r.targetType === "listing" || r.targetType === "thanks";
      if ((action === "hide" || action === "restore") && !hideable) throw invalid(LISTINGS_ONLY);
      if (action === "delete_message" && r.targetType !== "message") throw invalid(MESSAGES_ONLY);

      // Hiding keeps the row (its owner or author still sees it); dismissing or restoring un-hides it.
      const hiddenAt = action === "hide" ? new Date() : action === "restore" || action === "dismiss" ? null : undefined;
      if (hiddenAt !== undefined && r.targetType === "listing") await tx.update(listings).set({ hiddenAt }).where(eq(listings.id, r.targetId));
      if (hiddenAt !== undefined && r.targetType === "thanks") await tx.update(tradeThanks).set({ hiddenAt }).where(eq(tradeThanks.id, r.targetId));
      if (action === "delete_message") await tx.delete(messages).where(and(eq(messages.id, r.targetId), eq(messages.senderId, r.subjectId)));
      await closeReports(tx, target, action === "dismiss" || action === "restore" ? "dismissed" : "actioned", viewer.id);
      await audit(tx, { moderatorId: viewer.id, action, subjectUserId: r.subjectId, targetType: r.targetType, targetId: r.targetId, reason });
      if (action !== "warn") return null;
      const created = await insertNotifications(tx, [{ userId: r.subjectId, kind: "warning", actorId: null, note: reason, emailedAt: new Date() }]);
      const [u] = await tx.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, r.subjectId)).limit(1);
      return { created, user: u };
    });
    if (warned) {
      await publishCreated(warned.created);
      if (warned.user) {
        await sendMail({
          to: warned.user.email,
          subject: "A note from GardenSwap's moderators",
          kind: "moderation",
          react: createElement(WarningEmail, { username: warned.user.username, reason, url: `${env().PUBLIC_URL}/match-noti` }),
        });
      }
    }
    return { report_id: id, action, status: action === "dismiss" || action === "restore" ? ("dismissed" as const) : ("actioned" as const) };
  },
});
