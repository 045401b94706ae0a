import { db } from "@/db";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { ownedListing, publishTradeChange, reserveIn, tradesOf } from "./index";
import { reserveInput } from "./schemas";

/**
 * POST /api/listings/{id}/reserve {"user_id"}: the owner reserves the listing for a gardener they
 * talked to (state_id 2). Reserving for someone else moves the reservation; the gardener is told live.
 */
export const reserveListing = defineUseCase({
  name: "trades.reserve",
  caller: "signed-in",
  limits: LIMITS.reserve,
  input: reserveInput,
  run: async (viewer, { id, user_id }) => {
    const change = await db().transaction(async (tx) => reserveIn(tx, viewer, await ownedListing(tx, viewer, id), user_id));
    await publishTradeChange(change);
    const [trade] = await tradesOf(viewer, { listingId: id, limit: 1 });
    return trade;
  },
});
