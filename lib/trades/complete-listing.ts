import { db } from "@/db";
import { defineUseCase } from "@/lib/use-case";
import { completeIn, publishTradeChange } from "./steps";
import { ownedListing } from "./access";
import { handOverPortionIn } from "./hand-over-portion";
import { storedGlut } from "./portions";
import { tradesOf } from "./trade-records";
import { completeInput } from "./schemas";

/**
 * POST /api/listings/{id}/complete {"user_id"} ("Mark as given / sold / swapped"): with a gardener
 * the owner talked to (who then confirms), or `null` for someone else. state_id 3: the listing
 * leaves the marketplace and matching, and stays in both gardeners' trades. On a glut (issue 36) it
 * hands over what is reserved for `user_id` (lib/trades/hand-over-portion); the glut stays on offer.
 */
export const completeListing = defineUseCase({
  name: "trades.complete",
  caller: "signed-in",
  input: completeInput,
  run: async (viewer, { id, user_id }) => {
    const change = await db().transaction(async (tx) => {
      const listing = await ownedListing(tx, viewer, id);
      const glut = await storedGlut(tx, id);
      if (glut.quantity !== null) return handOverPortionIn(tx, viewer, listing, glut, user_id);
      return completeIn(tx, viewer, listing, user_id);
    });
    await publishTradeChange(change);
    // The trade this step made: on a glut, the one with that gardener (others' portions are newer too).
    const [trade] = await tradesOf(viewer, { listingId: id, withUserId: change?.toUserId ?? undefined, limit: 1 });
    return trade;
  },
});
