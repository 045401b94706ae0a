import "@/lib/validation/zod-config";
import { and, count, eq, inArray, isNotNull, isNull, lte, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { db, schema, type Tx } from "@/db";
import { notRestrictedSql } from "@/lib/auth/session";
import { blockPair } from "@/lib/blocks";
import { now } from "@/lib/clock";
import { publishEvent } from "@/lib/events";
import { conflict, invalid, notFound } from "@/lib/errors";
import { canSeeGardener, visibleTo } from "@/lib/visibility";
import { LIMITS } from "@/lib/limits";
import { MIN_NOTES } from "@/lib/trades/trade-profile";
import { defineUseCase } from "@/lib/use-case";
import { GOOD_STANDING_DAYS, HIDE_AFTER_REPORTS, NOTE_MAX, NOTE_TOO_LONG, REPORT_REASONS, REPORT_TARGETS } from "./reasons";

const { reports, listings, users, messages, moderationActions, tradeThanks, trades } = schema;

export const ALREADY_REPORTED = "You have already reported this";
export const NOT_YOURSELF = "You cannot report yourself";
export const REPORT_THANKS = "Thank you. A moderator will look at it; the gardener is not told who reported them.";
const NOT_FOUND: Record<(typeof REPORT_TARGETS)[number], string> = { listing: "Listing not found", user: "User not found", message: "Message not found", thanks: "Thank-you note not found" };

export const reportSchema = z.object({
  target_type: z.enum(REPORT_TARGETS, { error: "Choose what you are reporting" }),
  target_id: z.coerce.number({ error: "target_id must be a positive whole number" }).int().min(1).max(2_147_483_647),
  reason: z.enum(REPORT_REASONS, { error: "Choose a reason" }),
  note: z
    .string()
    .trim()
    .max(NOTE_MAX, { error: NOTE_TOO_LONG })
    .optional()
    .default(""),
  /** Block the gardener concerned in the same step. */
  block: z.union([z.boolean(), z.enum(["true", "false", "on"]).transform((v) => v !== "false")]).optional().default(false),
});

/** Who a report is about and what the reporter saw; 404 when the reporter cannot see the target. */
async function resolveTarget(tx: Tx, viewer: { id: number; username: string; sessionId: string }, type: (typeof REPORT_TARGETS)[number], id: number) {
  if (type === "listing") {
    const [l] = await tx
      .select({ ownerId: listings.ownerId, title: listings.title, description: listings.description })
      .from(listings)
      .where(and(eq(listings.id, id), visibleTo(viewer)))
      .limit(1);
    if (!l) throw notFound(NOT_FOUND.listing);
    return { subject: l.ownerId, snapshot: `${l.title}\n\n${l.description}`.trim() };
  }
  if (type === "user") {
    if (id !== viewer.id && !(await canSeeGardener(viewer, id, tx))) throw notFound(NOT_FOUND.user);
    const [u] = await tx.select({ username: users.username }).from(users).where(eq(users.id, id)).limit(1);
    if (!u) throw notFound(NOT_FOUND.user);
    return { subject: id, snapshot: `@${u.username}` };
  }
  if (type === "thanks") return thanksTarget(tx, viewer, id);
  // Only a message one received can be reported: one's own are "yourself", others' are not one's to see.
  const [m] = await tx.select({ senderId: messages.senderId, receiverId: messages.receiverId, content: messages.content }).from(messages).where(eq(messages.id, id)).limit(1);
  if (!m || (m.receiverId !== viewer.id && m.senderId !== viewer.id)) throw notFound(NOT_FOUND.message);
  return { subject: m.senderId, snapshot: m.content };
}

/**
 * A thank-you note can be reported by whoever can read it: the gardener it is about (My trades), or
 * anyone who sees it on that gardener's profile (notes show from MIN_NOTES on, see tradeProfileOf).
 * Its author is "yourself"; a hidden note, or one by or about a gardener the reporter may not see
 * (blocked either way, suspended), is "not found".
 */
async function thanksTarget(tx: Tx, viewer: { id: number; username: string; sessionId: string }, id: number) {
  const [n] = await tx
    .select({ authorId: tradeThanks.authorId, subjectId: tradeThanks.subjectId, text: tradeThanks.text, rating: tradeThanks.rating, hiddenAt: tradeThanks.hiddenAt, state: trades.state })
    .from(tradeThanks)
    .innerJoin(trades, eq(trades.id, tradeThanks.tradeId))
    .where(eq(tradeThanks.id, id))
    .limit(1);
  if (!n || n.hiddenAt) throw notFound(NOT_FOUND.thanks);
  const snapshot = async () => {
    const names = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, [n.authorId, n.subjectId]));
    const name = (uid: number) => `@${names.find((u) => u.id === uid)?.username ?? "?"}`;
    return `Thank-you note from ${name(n.authorId)} to ${name(n.subjectId)} (${n.rating.replace("_", "-")}):\n${n.text}`;
  };
  if (n.authorId === viewer.id) return { subject: n.authorId, snapshot: "" };
  const readable = n.subjectId === viewer.id || (n.state === "received" && (await profileShowsNotes(tx, n.subjectId)) && (await canSeeGardener(viewer, n.subjectId, tx)));
  if (!readable || !(await canSeeGardener(viewer, n.authorId, tx))) throw notFound(NOT_FOUND.thanks);
  return { subject: n.authorId, snapshot: await snapshot() };
}

/** Whether a gardener's profile shows their thank-you notes (the same count tradeProfileOf uses). */
async function profileShowsNotes(tx: Tx, subjectId: number) {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(tradeThanks)
    .innerJoin(trades, and(eq(trades.id, tradeThanks.tradeId), eq(trades.state, "received")))
    .where(and(eq(tradeThanks.subjectId, subjectId), isNull(tradeThanks.hiddenAt)));
  return Number(n) >= MIN_NOTES;
}

/**
 * POST /api/reports: a listing, a gardener, one message or a thank-you note, with a reason and an optional note.
 * One report per reporter per target; the third distinct reporter of a listing hides it at once.
 */
export const createReport = defineUseCase({
  name: "reports.create",
  caller: "signed-in",
  input: reportSchema,
  limits: LIMITS.report,
  run: async (viewer, input) => {
    const result = await db().transaction(async (tx) => {
      const target = await resolveTarget(tx, viewer, input.target_type, input.target_id);
      if (target.subject === viewer.id) throw invalid(NOT_YOURSELF);
      const [row] = await tx
        .insert(reports)
        .values({
          reporterId: viewer.id,
          targetType: input.target_type,
          targetId: input.target_id,
          subjectUserId: target.subject,
          reason: input.reason,
          note: input.note,
          snapshot: target.snapshot.slice(0, 4000),
        })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      if (!row) throw conflict(ALREADY_REPORTED);
      let hidden = false;
      if (input.target_type === "listing") hidden = await hideIfReportedEnough(tx, input.target_id, target.subject);
      if (input.block) await blockPair(viewer.id, target.subject, tx);
      return { id: row.id, hidden, ownerId: target.subject };
    });
    // The owner is told at once (in the app and by e-mail) and may ask the moderators to look again.
    if (result.hidden) await publishEvent("listing.hidden", { listingId: input.target_id, ownerId: result.ownerId });
    // Issue 31: the moderators hear of it (in the app and by e-mail) instead of having to look.
    await publishEvent("moderation.needed", { what: result.hidden ? "auto_hide" : "report", targetType: input.target_type });
    return { id: result.id, status: "open" as const, blocked: input.block, message: REPORT_THANKS };
  },
});

const otherReport = alias(reports, "other_report");

/**
 * Hides a listing once HIDE_AFTER_REPORTS distinct reporters in good standing have open reports on
 * it (issue 29, H2: throwaway accounts count for nothing): a confirmed address, an account older
 * than GOOD_STANDING_DAYS (the injected clock), not suspended, and no open or upheld report about
 * themselves (by anyone but the owner). A reason a moderator already dismissed on this listing (they restored it) no longer
 * counts: the same kind of report cannot hide it again.
 */
async function hideIfReportedEnough(tx: Tx, listingId: number, ownerId: number): Promise<boolean> {
  const oldEnough = new Date(now().getTime() - GOOD_STANDING_DAYS * 24 * 60 * 60 * 1000);
  const [{ n }] = await tx
    .select({ n: count(sql`distinct ${reports.reporterId}`) })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(
      and(
        eq(reports.targetType, "listing"),
        eq(reports.targetId, listingId),
        eq(reports.status, "open"),
        isNotNull(users.emailVerifiedAt),
        lte(users.createdAt, oldEnough),
        notRestrictedSql(),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(otherReport)
            // The owner reporting their reporters back does not disqualify them.
            .where(and(eq(otherReport.subjectUserId, reports.reporterId), inArray(otherReport.status, ["open", "actioned"]), ne(otherReport.reporterId, ownerId))),
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(otherReport)
            .where(
              and(
                eq(otherReport.targetType, "listing"),
                eq(otherReport.targetId, listingId),
                eq(otherReport.status, "dismissed"),
                eq(otherReport.reason, reports.reason),
              ),
            ),
        ),
      ),
    );
  if (Number(n) < HIDE_AFTER_REPORTS) return false;
  const hid = await tx
    .update(listings)
    .set({ hiddenAt: new Date() })
    .where(and(eq(listings.id, listingId), isNull(listings.hiddenAt)))
    .returning({ id: listings.id });
  if (hid.length) {
    await tx.insert(moderationActions).values({
      moderatorId: null,
      action: "auto_hide",
      subjectUserId: ownerId,
      targetType: "listing",
      targetId: listingId,
      reason: `${HIDE_AFTER_REPORTS} gardeners in good standing reported it`,
    });
  }
  return hid.length > 0;
}
