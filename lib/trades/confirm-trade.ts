import { and, desc, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { forbidden, notFound } from "@/lib/errors";
import { LISTING_NOT_FOUND } from "@/lib/validation/listings";
import { defineUseCase } from "@/lib/use-case";
import { publishTradeChange, type TradeChange } from "./steps";
import { tradesOf } from "./trade-records";
import { visibleListing } from "./access";
import { NO_OPEN_TRADE, NOT_YOUR_TRADE } from "./refusals";
import { confirmInput } from "./schemas";

const { trades } = schema;

/** POST /api/listings/{id}/confirm {"received"}: only the named counterpart says whether it arrived. */
export const confirmTrade = defineUseCase({
  name: "trades.confirm",
  caller: "signed-in",
  input: confirmInput,
  run: async (viewer, { id, received }) => {
    const change = await db().transaction(async (tx): Promise<TradeChange> => {
      // A listing the caller cannot see is "not found", trade or no trade (issue 29 L3).
      await visibleListing(tx, viewer, id);
      const [trade] = await tx
        .select()
        .from(trades)
        .where(and(eq(trades.listingId, id), eq(trades.state, "given")))
        .orderBy(desc(trades.id))
        .limit(1)
        .for("update");
      if (!trade) {
        const [any] = await tx.select({ id: trades.id }).from(trades).where(eq(trades.listingId, id)).limit(1);
        throw any ? notFound(NO_OPEN_TRADE) : notFound(LISTING_NOT_FOUND);
      }
      if (trade.receiverId !== viewer.id) throw forbidden(NOT_YOUR_TRADE);
      const at = new Date();
      await tx
        .update(trades)
        .set({ state: received ? "received" : "not_received", confirmedAt: at, updatedAt: at })
        .where(eq(trades.id, trade.id));
      return { listingId: id, step: "confirmed", byUserId: viewer.id, toUserId: trade.giverId };
    });
    await publishTradeChange(change);
    const [trade] = await tradesOf(viewer, { listingId: id, limit: 1 });
    return trade;
  },
});
