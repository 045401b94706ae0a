import { and, desc, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { forbidden, notFound } from "@/lib/errors";
import { LISTING_NOT_FOUND } from "@/lib/validation/listings";
import { defineUseCase } from "@/lib/use-case";
import { publishTradeChange, type TradeChange } from "./steps";
import { tradesOf } from "./trade-records";
import { visibleListing } from "./access";
import { NO_OPEN_TRADE, NOT_YOUR_TRADE } from "./refusals";
import { publishRemaining } from "./portions";
import { givePortionBackIn } from "./release-portion";
import { confirmInput } from "./schemas";

const { trades } = schema;

/** POST /api/listings/{id}/confirm {"received"}: only the named counterpart says whether it arrived. */
export const confirmTrade = defineUseCase({
  name: "trades.confirm",
  caller: "signed-in",
  input: confirmInput,
  run: async (viewer, { id, received }) => {
    const change = await db().transaction(async (tx) => {
      // A listing the caller cannot see is "not found", trade or no trade (issue 29 L3).
      await visibleListing(tx, viewer, id);
      // A glut (issue 36) has a given trade per gardener: the caller's own, else whether anyone's is.
      const given = await tx
        .select()
        .from(trades)
        .where(and(eq(trades.listingId, id), eq(trades.state, "given")))
        .orderBy(desc(trades.id))
        .for("update");
      const trade = given.find((t) => t.receiverId === viewer.id);
      if (!trade) {
        if (given.length) throw forbidden(NOT_YOUR_TRADE);
        const [any] = await tx.select({ id: trades.id }).from(trades).where(eq(trades.listingId, id)).limit(1);
        throw any ? notFound(NO_OPEN_TRADE) : notFound(LISTING_NOT_FOUND);
      }
      const at = new Date();
      await tx
        .update(trades)
        .set({ state: received ? "received" : "not_received", confirmedAt: at, updatedAt: at })
        .where(eq(trades.id, trade.id));
      // A portion that never arrived is still the giver's: it goes back to what is left of the glut.
      const left = !received && trade.portion !== null ? await givePortionBackIn(tx, id, Number(trade.portion), at) : null;
      return { change: { listingId: id, step: "confirmed", byUserId: viewer.id, toUserId: trade.giverId } satisfies TradeChange, left };
    });
    await publishTradeChange(change.change);
    if (change.left) publishRemaining(id, change.left);
    const [trade] = await tradesOf(viewer, { listingId: id, limit: 1 });
    return trade;
  },
});
