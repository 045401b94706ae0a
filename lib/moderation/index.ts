import "@/lib/validation/zod-config";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { schema, type Tx } from "@/db";
import { revokeAllSessions } from "@/lib/auth/session";
import { publish, SESSION_ENDED_EVENT } from "@/lib/realtime";
import type { ReportTarget } from "@/lib/reports/reasons";

const { reports, moderationActions } = schema;

export const REASON_REQUIRED = "Give a reason: it is kept in the audit log";
/** The "why" of every moderator decision (the audit log keeps it; a warning sends it). */
export const reasonSchema = z
  .string({ error: REASON_REQUIRED })
  .trim()
  .min(1, { error: REASON_REQUIRED })
  .max(1000, { error: "Keep the reason under 1,000 characters" });

export type ModerationActionKind = (typeof moderationActions.$inferInsert)["action"];

/** One line of the audit log: who (the moderator), what, to whom, when and why. */
export async function audit(
  tx: Tx,
  a: {
    moderatorId: number | null;
    /** When no moderator acted: "command line" or "config" (issue 29); neither means GardenSwap itself. */
    actor?: "command line" | "config" | null;
    action: ModerationActionKind;
    subjectUserId: number | null;
    targetType?: ReportTarget | null;
    targetId?: number | null;
    reason: string;
    until?: Date | null;
  },
) {
  await tx.insert(moderationActions).values({ ...a, actor: a.actor ?? null, targetType: a.targetType ?? null, targetId: a.targetId ?? null, until: a.until ?? null });
}

/** Closes every open report on one target (the desk decides a target, not a single report). */
export async function closeReports(tx: Tx, target: { type: ReportTarget; id: number }, status: "dismissed" | "actioned", moderatorId: number) {
  return tx
    .update(reports)
    .set({ status, resolvedAt: new Date(), resolvedBy: moderatorId })
    .where(and(eq(reports.targetType, target.type), eq(reports.targetId, target.id), eq(reports.status, "open")))
    .returning({ id: reports.id, reporterId: reports.reporterId });
}

/** Closes the open reports about a gardener (their profile, listings and messages), e.g. after a suspension. */
export async function closeReportsAbout(tx: Tx, userId: number, moderatorId: number) {
  await tx
    .update(reports)
    .set({ status: "actioned", resolvedAt: new Date(), resolvedBy: moderatorId })
    .where(and(eq(reports.subjectUserId, userId), inArray(reports.status, ["open"])));
}

/**
 * Ends a suspended or banned gardener's presence at once: every session (tokens stop working on
 * the next request, on every instance, since each request checks the database) and every open
 * socket on every instance (through the Redis adapter when there is one).
 */
export async function endPresence(userId: number) {
  publish(userId, SESSION_ENDED_EVENT, { reason: "suspended" });
  // Bumps token_version, revokes the session rows and disconnects every socket (endUserSockets).
  await revokeAllSessions(userId);
}

