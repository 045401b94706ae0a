import "@/lib/validation/zod-config";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { qualified } from "@/db/sql";
import { USER_NOT_FOUND } from "@/lib/blocks";
import { now } from "@/lib/clock";
import { notFound } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { canSeeGardener } from "@/lib/visibility";
import { FACTORS, figuresOf, totalsWhere, windowOf, WINDOWS, type Factors, type Figures, type ImpactWindow } from "./figures";

export type UserImpact = { user_id: number; window: ImpactWindow; window_label: string; from: string; to: string; given: Figures; received: Figures; factors: Factors };

/**
 * GET /api/users/{id}/impact?window=season|12m: what a gardener shared (as giver) and received over
 * a window, never all time (no leaderboard of people, decision 0226). 404 "User not found" when the
 * gardener is hidden from the caller (suspended, banned, blocked either way), as their profile is.
 */
export const getUserImpact = defineUseCase({
  name: "impact.user",
  caller: "anyone",
  input: z.object({ id: pathId(USER_NOT_FOUND), window: z.enum(WINDOWS).default("season") }),
  run: async (viewer, { id, window }): Promise<UserImpact> => {
    if (!(await canSeeGardener(viewer, id))) throw notFound(USER_NOT_FOUND);
    const [u] = await db().select({ country: schema.users.locationCountry }).from(schema.users).where(eq(schema.users.id, id));
    const w = windowOf(window, now(), u?.country ?? null);
    const trades = schema.trades;
    const [given, received] = await Promise.all([
      totalsWhere(sql`${qualified(trades.giverId)} = ${id}`, w.from, w.to),
      totalsWhere(sql`${qualified(trades.receiverId)} = ${id}`, w.from, w.to),
    ]);
    // Received: who shared with them is the givers, not the receivers.
    return {
      user_id: id,
      window,
      window_label: w.label,
      from: w.from.toISOString(),
      to: w.to.toISOString(),
      given: figuresOf(given),
      received: { ...figuresOf(received), people: received.trades ? await giversOf(id, w.from, w.to) : null },
      factors: FACTORS,
    };
  },
});

async function giversOf(id: number, from: Date, to: Date): Promise<number> {
  const t = schema.trades;
  const [row] = await db()
    .select({ n: sql<number>`count(distinct ${t.giverId})::int` })
    .from(t)
    .where(sql`${t.receiverId} = ${id} and ${t.state} in ('given', 'received', 'done') and ${t.completedAt} >= ${from.toISOString()}::timestamptz and ${t.completedAt} < ${to.toISOString()}::timestamptz`);
  return Number(row?.n ?? 0);
}
