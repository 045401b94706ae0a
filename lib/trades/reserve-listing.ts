import { db } from "@/db";
import { invalid } from "@/lib/errors";
import { GLUT_REFUSALS, publishRemaining, storedGlut } from "./portions";
import { PORTION_NEEDS_WHOLE_WINDOW, reservePortionIn } from "./reserve-portion";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { openTrade, publishTradeChange, reserveIn } from "./steps";
import { ownedListing } from "./access";
import { tradesOf } from "./trade-records";
import { reserveInput } from "./schemas";
import { proposeWindowIn } from "./windows";

/**
 * POST /api/listings/{id}/reserve {"user_id", "window"?, "portion"?}: the owner reserves the listing for a gardener
 * they talked to (state_id 2). Reserving for someone else moves the reservation; the gardener is told
 * live. A `window` proposes the pickup time (issue 32): the gardener accepts, declines or proposes another.
 * A glut (issue 36) is reserved a portion at a time, several gardeners at once (lib/gluts/reserve-portion).
 */
export const reserveListing = defineUseCase({
  name: "trades.reserve",
  caller: "signed-in",
  limits: LIMITS.reserve,
  input: reserveInput,
  run: async (viewer, { id, user_id, window, portion }) => {
    const { change, left } = await db().transaction(async (tx) => {
      const listing = await ownedListing(tx, viewer, id);
      const glut = await storedGlut(tx, id);
      if (glut.quantity !== null) {
        if (window) throw invalid(PORTION_NEEDS_WHOLE_WINDOW);
        return reservePortionIn(tx, viewer, listing, glut, user_id, portion);
      }
      if (portion !== undefined) throw invalid(GLUT_REFUSALS.notAGlut);
      const reserved = await reserveIn(tx, viewer, listing, user_id);
      if (!window) return { change: reserved, left: null };
      const trade = (await openTrade(tx, id))!;
      await proposeWindowIn(tx, trade, viewer.id, window);
      // Already reserved for them: the new time is the news.
      return { change: reserved ?? { listingId: id, step: "window_proposed" as const, byUserId: viewer.id, toUserId: user_id }, left: null };
    });
    if (left) publishRemaining(id, left);
    await publishTradeChange(change);
    const [trade] = await tradesOf(viewer, { listingId: id, withUserId: user_id, limit: 1 });
    return trade;
  },
});
