import "@/lib/validation/zod-config";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { forbidden, notFound } from "@/lib/errors";
import { canSeeGardener } from "@/lib/visibility";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";

export const TRADE_NOT_FOUND = "Trade not found";
export const WEIGHT_RANGE = "Give the weight in kg, between 0 and 1,000";
export const MAX_KG = 1000;
const NOT_ALLOWED = "Your account cannot do this right now";

export type TradeWeight = { trade_id: number; weight_grams: number; weight_estimated: boolean };

/**
 * The giver corrects the estimated weight of a trade they handed over (My trades). Only the giver,
 * only a completed trade (given, received or given to someone else); anyone else, and any other
 * trade, gets 404 as for a missing one. A suspended or banned giver changes nothing.
 */
export const correctTradeWeight = defineUseCase({
  name: "impact.correct-weight",
  caller: "signed-in",
  input: z.object({
    id: pathId(TRADE_NOT_FOUND),
    kg: z.coerce.number({ error: WEIGHT_RANGE }).min(0, { error: WEIGHT_RANGE }).max(MAX_KG, { error: WEIGHT_RANGE }),
  }),
  run: async (viewer, { id, kg }): Promise<TradeWeight> => {
    const t = schema.trades;
    return db().transaction(async (tx) => {
      // Suspended or banned gardeners change nothing (as lib/groups requireGoodStanding; not imported: lib/groups leads back to lib/trades).
      if (!(await canSeeGardener(null, viewer.id, tx))) throw forbidden(NOT_ALLOWED);
      const [row] = await tx
        .update(t)
        .set({ weightGrams: Math.round(kg * 1000), weightEstimated: false })
        .where(and(eq(t.id, id), eq(t.giverId, viewer.id), inArray(t.state, ["given", "received", "done"])))
        .returning({ id: t.id, grams: t.weightGrams, estimated: t.weightEstimated });
      if (!row) throw notFound(TRADE_NOT_FOUND);
      return { trade_id: row.id, weight_grams: row.grams ?? 0, weight_estimated: row.estimated };
    });
  },
});
