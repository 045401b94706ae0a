import "@/lib/validation/zod-config";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { conflict, invalid, notFound } from "@/lib/errors";
import { publishEvent, type ReportOutcome } from "@/lib/events";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { audit, closeReports, reasonSchema } from "./index";

const { reports, listings, messages, tradeThanks } = schema;

export const REPORT_NOT_FOUND = "Report not found";
export const ALREADY_HANDLED = "This report was already handled";
export const LISTINGS_ONLY = "This action applies to a reported listing or thank-you note";
export const MESSAGES_ONLY = "This action applies to a reported message";
export const MODERATION_ACTIONS = ["dismiss", "hide", "restore", "delete_message", "warn"] as const;

/** What a reporter is told of each decision (the moderator's reason stays on the desk). */
const OUTCOME = { dismiss: "left", restore: "left", hide: "hidden", delete_message: "removed", warn: "acted" } as const satisfies Record<(typeof MODERATION_ACTIONS)[number], ReportOutcome>;

export const resolveSchema = z.object({
  id: pathId(REPORT_NOT_FOUND),
  action: z.enum(MODERATION_ACTIONS, { error: `action must be one of: ${MODERATION_ACTIONS.join(", ")}` }),
  reason: reasonSchema,
});

/**
 * POST /api/moderation/reports/{id}: decides the report's target (all its open reports at once).
 * dismiss (and un-hide a listing that reports hid), hide or restore a listing or a thank-you note, delete a message,
 * warn the gardener (published as "gardener.warned": the notifications send them the reason in the
 * app and by e-mail). Every decision is audited.
 */
export const resolveReport = defineUseCase({
  name: "moderation.resolve",
  caller: "moderator",
  input: resolveSchema,
  limits: LIMITS.moderate,
  run: async (viewer, { id, action, reason }) => {
    const decided = await db().transaction(async (tx) => {
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
      // Any decision on a listing answers its owner's request for a review.
      if (r.targetType === "listing") await tx.update(listings).set({ ...(hiddenAt !== undefined ? { hiddenAt } : {}), reviewRequestedAt: null }).where(eq(listings.id, r.targetId));
      if (hiddenAt !== undefined && r.targetType === "thanks") await tx.update(tradeThanks).set({ hiddenAt }).where(eq(tradeThanks.id, r.targetId));
      if (action === "delete_message") await tx.delete(messages).where(and(eq(messages.id, r.targetId), eq(messages.senderId, r.subjectId)));
      const closed = await closeReports(tx, target, action === "dismiss" || action === "restore" ? "dismissed" : "actioned", viewer.id);
      await audit(tx, { moderatorId: viewer.id, action, subjectUserId: r.subjectId, targetType: r.targetType, targetId: r.targetId, reason });
      return { r, reporterIds: [...new Set(closed.map((c) => c.reporterId))] };
    });
    const { r, reporterIds } = decided;
    if (action === "warn") await publishEvent("gardener.warned", { userId: r.subjectId, reason });
    // Issue 31: a moderator's hide tells the owner too (with the reason), as a hide by reports does.
    if (action === "hide" && r.targetType === "listing") await publishEvent("listing.hidden", { listingId: r.targetId, ownerId: r.subjectId, reason });
    // Each reporter hears the outcome, and nothing else about the other gardener.
    await publishEvent("report.resolved", { reporterIds, targetType: r.targetType, outcome: OUTCOME[action] });
    return { report_id: id, action, status: action === "dismiss" || action === "restore" ? ("dismissed" as const) : ("actioned" as const) };
  },
});
