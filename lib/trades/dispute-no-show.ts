import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { conflict, notFound } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { disputeInput } from "./schemas";

const { trades } = schema;
/** A dispute's id and where it stands. */
export type DisputeState = { id: number; dispute_state: "open" | "upheld" | "dropped" };
export const TRADE_NOT_FOUND = "Trade not found";
export const ALREADY_DISPUTED = "You have already disputed this no-show";

/**
 * POST /api/trades/{id}/dispute {"note"?}: the gardener a reservation was released from as a no-show
 * says it was not so, once; it goes to the moderation desk (GET /api/moderation/disputes). Anyone
 * else, or a trade that is not a no-show: 404 "Trade not found", as for a missing id.
 */
export const disputeNoShow = defineUseCase({
  name: "trades.dispute",
  caller: "signed-in",
  limits: LIMITS.dispute,
  input: disputeInput,
  run: async (viewer, { id, note }): Promise<DisputeState> => {
    return db().transaction(async (tx) => {
      const [t] = await tx
        .select({ id: trades.id, disputeState: trades.disputeState })
        .from(trades)
        .where(and(eq(trades.id, id), eq(trades.receiverId, viewer.id), eq(trades.state, "released"), eq(trades.releaseReason, "no_show")))
        .for("update");
      if (!t) throw notFound(TRADE_NOT_FOUND);
      if (t.disputeState) throw conflict(ALREADY_DISPUTED);
      await tx.update(trades).set({ disputeState: "open", disputeNote: note, disputedAt: new Date() }).where(eq(trades.id, id));
      return { id, dispute_state: "open" as const };
    });
  },
});
