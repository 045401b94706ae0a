import "@/lib/validation/zod-config";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { qualified } from "@/db/sql";
import { notFound } from "@/lib/errors";
import { USER_NOT_FOUND } from "@/lib/blocks";
import type { Reader } from "@/lib/viewer";
import { blockedIdsSql, canSeeGardener, gardenerVisibleTo } from "@/lib/visibility";

const { trades, tradeThanks, users } = schema;
/** Notes show once there are this many, so one note cannot single someone out. */
export const MIN_NOTES = 3;

export type TradeProfile = {
  given: number;
  received: number;
  /** Thank-you notes this gardener received, newest first; empty until there are MIN_NOTES (hidden ones do not count). */
  thanks: { id: number; text: string; rating: "up" | "down" | "no_show"; from: string; from_id: number; created_at: string }[];
};

/**
 * A gardener's completed trades (given, received) and their thank-you notes, for their profile. The
 * notes follow the one gardener rule (issue 29 L1): none by an author the viewer may not see
 * (suspended, banned, blocked either way with the viewer), nor by one blocked either way with the
 * gardener themself (a blocked gardener's note about the blocker is gone for everyone).
 */
export async function tradeProfileOf(userId: number, viewer: Reader | null = null): Promise<TradeProfile> {
  const [counts] = await db()
    .select({
      given: sql<number>`count(*) filter (where ${trades.giverId} = ${userId} and ${trades.state} in ('received', 'done'))::int`,
      received: sql<number>`count(*) filter (where ${trades.receiverId} = ${userId} and ${trades.state} = 'received')::int`,
    })
    .from(trades)
    .where(sql`${trades.giverId} = ${userId} or ${trades.receiverId} = ${userId}`);
  const notes = await db()
    .select({ id: tradeThanks.id, text: tradeThanks.text, rating: tradeThanks.rating, from: users.username, fromId: users.id, createdAt: tradeThanks.createdAt })
    .from(tradeThanks)
    .innerJoin(users, eq(users.id, tradeThanks.authorId))
    .innerJoin(trades, and(eq(trades.id, tradeThanks.tradeId), inArray(trades.state, ["received"])))
    // A note a moderator hid is gone for everyone but its author (who sees it in My trades).
    .where(
      and(
        eq(tradeThanks.subjectId, userId),
        isNull(tradeThanks.hiddenAt),
        gardenerVisibleTo(viewer, qualified(tradeThanks.authorId)),
        sql`${qualified(tradeThanks.authorId)} not in ${blockedIdsSql(userId)}`,
      ),
    )
    .orderBy(desc(tradeThanks.id))
    .limit(50);
  return {
    given: Number(counts?.given ?? 0),
    received: Number(counts?.received ?? 0),
    thanks: notes.length >= MIN_NOTES ? notes.map((n) => ({ id: n.id, text: n.text, rating: n.rating, from: n.from, from_id: n.fromId, created_at: new Date(n.createdAt).toISOString() })) : [],
  };
}

/**
 * GET /api/users/{id}/trades: public trade counts and thank-you notes of a gardener; 404 "User not
 * found" when the gardener is hidden from the caller (suspended, banned, blocked either way), as
 * their profile is.
 */
export const getTradeProfile = defineUseCase({
  name: "trades.profile",
  caller: "anyone",
  input: z.object({ id: pathId(USER_NOT_FOUND) }),
  run: async (viewer, { id }) => {
    if (!(await canSeeGardener(viewer, id))) throw notFound(USER_NOT_FOUND);
    return tradeProfileOf(id, viewer);
  },
});
