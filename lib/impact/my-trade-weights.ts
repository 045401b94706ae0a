import "@/lib/validation/zod-config";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { defineUseCase } from "@/lib/use-case";
import type { TradeWeight } from "./correct-trade-weight";
import { WEIGHT_SQL } from "./figures";

/** The weights of the caller's handed-over trades among `ids`, for My trades' correction form (the giver's only). */
export const myTradeWeights = defineUseCase({
  name: "impact.my-weights",
  caller: "signed-in",
  input: z.object({ ids: z.array(z.number().int().positive()).max(200) }),
  run: async (viewer, { ids }): Promise<Record<number, TradeWeight>> => {
    if (!ids.length) return {};
    const t = schema.trades;
    const rows = await db()
      .select({ id: t.id, grams: sql<number>`${WEIGHT_SQL}`, estimated: t.weightEstimated })
      .from(t)
      .innerJoin(schema.listings, eq(schema.listings.id, t.listingId))
      .where(and(inArray(t.id, ids), eq(t.giverId, viewer.id), inArray(t.state, ["given", "received", "done"])));
    return Object.fromEntries(rows.map((r) => [r.id, { trade_id: r.id, weight_grams: Number(r.grams), weight_estimated: r.estimated }]));
  },
});
