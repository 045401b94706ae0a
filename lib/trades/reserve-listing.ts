import { db } from "@/db";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { openTrade, publishTradeChange, reserveIn } from "./steps";
import { ownedListing } from "./access";
import { tradesOf } from "./trade-records";
import { reserveInput } from "./schemas";
import { proposeWindowIn } from "./windows";

/**
 * POST /api/listings/{id}/reserve {"user_id", "window"?}: the owner reserves the listing for a gardener
 * they talked to (state_id 2). Reserving for someone else moves the reservation; the gardener is told
 * live. A `window` proposes the pickup time (issue 32): the gardener accepts, declines or proposes another.
 */
export const reserveListing = defineUseCase({
  name: "trades.reserve",
  caller: "signed-in",
  limits: LIMITS.reserve,
  input: reserveInput,
  run: async (viewer, { id, user_id, window }) => {
    const change = await db().transaction(async (tx) => {
      const reserved = await reserveIn(tx, viewer, await ownedListing(tx, viewer, id), user_id);
      if (!window) return reserved;
      const trade = (await openTrade(tx, id))!;
      await proposeWindowIn(tx, trade, viewer.id, window);
      // Already reserved for them: the new time is the news.
      return reserved ?? { listingId: id, step: "window_proposed" as const, byUserId: viewer.id, toUserId: user_id };
    });
    await publishTradeChange(change);
    const [trade] = await tradesOf(viewer, { listingId: id, limit: 1 });
    return trade;
  },
});
