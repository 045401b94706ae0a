import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { conflict, invalid } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { notifyTrade, openTrade, ownedListing, publishCreated, talkedTo, tradesOf, NOT_TALKED } from "./index";
import { reserveInput } from "./schemas";

const { trades, listings } = schema;

/**
 * POST /api/listings/{id}/reserve {"user_id"}: the owner reserves the listing for a gardener they
 * talked to (state_id 2). Reserving for someone else moves the reservation; the gardener is told live.
 */
export const reserveListing = defineUseCase({
  name: "trades.reserve",
  caller: "signed-in",
  input: reserveInput,
  run: async (viewer, { id, user_id }) => {
    const created = await db().transaction(async (tx) => {
      const listing = await ownedListing(tx, viewer, id);
      if (user_id === viewer.id) throw invalid("Reserve it for the gardener you are talking to, not yourself");
      if (listing.stateId === 3) throw conflict("This listing is already completed");
      if (!(await talkedTo(tx, viewer.id, user_id))) throw invalid(NOT_TALKED);
      const open = await openTrade(tx, id);
      if (open?.state === "given") throw conflict("This listing is already handed over");
      if (open?.receiverId === user_id) return [];
      if (open) await tx.update(trades).set({ state: "released", updatedAt: new Date() }).where(eq(trades.id, open.id));
      await tx.insert(trades).values({ listingId: id, giverId: viewer.id, receiverId: user_id, state: "reserved" });
      await tx.update(listings).set({ stateId: 2, updatedAt: new Date() }).where(eq(listings.id, id));
      return notifyTrade(tx, user_id, "trade_reserved", id, viewer.id);
    });
    await publishCreated(created);
    const [trade] = await tradesOf(viewer, { listingId: id, limit: 1 });
    return trade;
  },
});
