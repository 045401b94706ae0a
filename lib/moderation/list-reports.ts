import "@/lib/validation/zod-config";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { db, schema } from "@/db";
import { REASON_LABELS, type ReportReason, type ReportTarget } from "@/lib/reports/reasons";
import { defineUseCase } from "@/lib/use-case";

const { reports, users, listings, moderationActions, tradeThanks } = schema;
const reporter = alias(users, "reporter");
const moderator = alias(users, "moderator");
const subject = alias(users, "subject");

export type AuditEntry = {
  id: number;
  action: string;
  moderator: string | null;
  /** Who acted when no moderator did (issue 29): "command line" (npm run moderator) or "config" (MODERATOR_EMAILS); both null is GardenSwap itself. */
  actor: "command line" | "config" | null;
  subject: { id: number; username: string } | null;
  target_type: string | null;
  target_id: number | null;
  reason: string;
  until: string | null;
  created_at: string;
};

export type DeskGroup = {
  /** Act on the group through any of its reports: POST /api/moderation/reports/{report_id}. */
  report_id: number;
  target_type: ReportTarget;
  target_id: number;
  subject: { id: number; username: string; suspended_until: string | null; banned: boolean };
  /** What the newest reporter saw (a listing's title and text, a username, a message). */
  content: string;
  /** listing and thank-you note only: whether it is hidden now (by a moderator, or a listing by three reports). */
  hidden: boolean | null;
  /** listing only: its owner asked for a review (POST /api/listings/{id}/review); such cards come first. */
  review_requested: boolean;
  report_count: number;
  latest_at: string;
  reports: { id: number; reason: ReportReason; reason_label: string; note: string; reporter: { id: number; username: string }; created_at: string }[];
  /** Earlier, closed reports about this gardener, and the actions already taken on them. */
  prior_reports: number;
  prior_actions: AuditEntry[];
};

/** Granted moderators (users.role), for the desk's revoke buttons; MODERATOR_EMAILS ones are the operator's to change. */
export type Desk = { groups: DeskGroup[]; audit_log: AuditEntry[]; moderators: { id: number; username: string }[] };

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

async function auditRows(where: ReturnType<typeof eq> | undefined, limit: number): Promise<AuditEntry[]> {
  const rows = await db()
    .select({
      id: moderationActions.id,
      action: moderationActions.action,
      moderator: moderator.username,
      actor: moderationActions.actor,
      subjectId: subject.id,
      subjectName: subject.username,
      target_type: moderationActions.targetType,
      target_id: moderationActions.targetId,
      reason: moderationActions.reason,
      until: moderationActions.until,
      created_at: moderationActions.createdAt,
    })
    .from(moderationActions)
    .leftJoin(moderator, eq(moderator.id, moderationActions.moderatorId))
    .leftJoin(subject, eq(subject.id, moderationActions.subjectUserId))
    .where(where)
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    moderator: r.moderator,
    actor: r.actor,
    subject: r.subjectId === null ? null : { id: r.subjectId, username: r.subjectName! },
    target_type: r.target_type,
    target_id: r.target_id,
    reason: r.reason,
    until: iso(r.until),
    created_at: iso(r.created_at)!,
  }));
}

/** The desk (GET /api/moderation/reports and /moderation): open reports grouped by target, most reported and newest first, and the audit log. */
export const listReports = defineUseCase({
  name: "moderation.reports",
  caller: "moderator",
  input: z.object({}),
  run: async (): Promise<Desk> => {
    const open = await db()
      .select({
        id: reports.id,
        targetType: reports.targetType,
        targetId: reports.targetId,
        subjectId: reports.subjectUserId,
        reason: reports.reason,
        note: reports.note,
        snapshot: reports.snapshot,
        createdAt: reports.createdAt,
        reporterId: reporter.id,
        reporterName: reporter.username,
      })
      .from(reports)
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .where(eq(reports.status, "open"))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(1000);

    const groups = new Map<string, DeskGroup>();
    const subjectIds = [...new Set(open.map((r) => r.subjectId))];
    const subjects = subjectIds.length
      ? await db()
          .select({ id: users.id, username: users.username, until: users.suspendedUntil, banned: users.bannedAt })
          .from(users)
          .where(inArray(users.id, subjectIds))
      : [];
    const subjectById = new Map(subjects.map((s) => [s.id, s]));
    const listingIds = [...new Set(open.filter((r) => r.targetType === "listing").map((r) => r.targetId))];
    const hiddenRows = listingIds.length
      ? await db()
          .select({ id: listings.id, hidden: sql<boolean>`${listings.hiddenAt} is not null`, review: sql<boolean>`${listings.reviewRequestedAt} is not null` })
          .from(listings)
          .where(inArray(listings.id, listingIds))
      : [];
    const hiddenById = new Map(hiddenRows.map((l) => [l.id, Boolean(l.hidden)]));
    const reviewById = new Map(hiddenRows.map((l) => [l.id, Boolean(l.review)]));
    const noteIds = [...new Set(open.filter((r) => r.targetType === "thanks").map((r) => r.targetId))];
    const hiddenNotes = noteIds.length
      ? await db().select({ id: tradeThanks.id, hidden: sql<boolean>`${tradeThanks.hiddenAt} is not null` }).from(tradeThanks).where(inArray(tradeThanks.id, noteIds))
      : [];
    const hiddenNoteById = new Map(hiddenNotes.map((n) => [n.id, Boolean(n.hidden)]));
    const prior = subjectIds.length
      ? await db()
          .select({ id: reports.subjectUserId, n: sql<number>`count(*)::int` })
          .from(reports)
          .where(and(inArray(reports.subjectUserId, subjectIds), ne(reports.status, "open")))
          .groupBy(reports.subjectUserId)
      : [];
    const priorById = new Map(prior.map((p) => [p.id, Number(p.n)]));
    const actions = subjectIds.length ? await auditRows(inArray(moderationActions.subjectUserId, subjectIds) as ReturnType<typeof eq>, 500) : [];

    for (const r of open) {
      const key = `${r.targetType}:${r.targetId}`;
      let g = groups.get(key);
      if (!g) {
        const s = subjectById.get(r.subjectId);
        g = {
          report_id: r.id,
          target_type: r.targetType,
          target_id: r.targetId,
          subject: { id: r.subjectId, username: s?.username ?? "", suspended_until: iso(s?.until ?? null), banned: !!s?.banned },
          content: r.snapshot,
          hidden: r.targetType === "listing" ? (hiddenById.get(r.targetId) ?? null) : r.targetType === "thanks" ? (hiddenNoteById.get(r.targetId) ?? null) : null,
          review_requested: r.targetType === "listing" && (reviewById.get(r.targetId) ?? false),
          report_count: 0,
          latest_at: iso(r.createdAt)!,
          reports: [],
          prior_reports: priorById.get(r.subjectId) ?? 0,
          prior_actions: actions.filter((a) => a.subject?.id === r.subjectId).slice(0, 10),
        };
        groups.set(key, g);
      }
      g.report_count += 1;
      g.reports.push({
        id: r.id,
        reason: r.reason,
        reason_label: REASON_LABELS[r.reason],
        note: r.note,
        reporter: { id: r.reporterId, username: r.reporterName },
        created_at: iso(r.createdAt)!,
      });
    }
    const sorted = [...groups.values()].sort(
      (a, b) => Number(b.review_requested) - Number(a.review_requested) || b.report_count - a.report_count || b.latest_at.localeCompare(a.latest_at),
    );
    const moderators = await db().select({ id: users.id, username: users.username }).from(users).where(eq(users.role, "moderator")).orderBy(users.username).limit(200);
    return { groups: sorted, audit_log: await auditRows(undefined, 50), moderators };
  },
});
