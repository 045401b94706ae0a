import { db } from "@/db";
import { conflict, invalid } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { markCompleted, notifyTrade, ownedListing, publishCreated, talkedTo, tradesOf, NOT_TALKED } from "./index";
import { completeInput } from "./schemas";

/**
 * POST /api/listings/{id}/complete {"user_id"} ("Mark as given / sold / swapped"): with a gardener
 * the owner talked to (who then confirms), or `null` for someone else. state_id 3: the listing
 * leaves the marketplace and matching, and stays in both gardeners' trades.
 */
export const completeListing = defineUseCase({
  name: "trades.complete",
  caller: "signed-in",
  input: completeInput,
  run: async (viewer, { id, user_id }) => {
    const created = await db().transaction(async (tx) => {
      const listing = await ownedListing(tx, viewer, id);
      if (listing.stateId === 3) throw conflict("This listing is already completed");
      if (user_id === viewer.id) throw invalid("Choose the gardener who got it, or someone else");
      if (user_id !== null && !(await talkedTo(tx, viewer.id, user_id))) throw invalid(NOT_TALKED);
      await markCompleted(tx, id, viewer.id, user_id);
      return user_id === null ? [] : notifyTrade(tx, user_id, "trade_completed", id, viewer.id);
    });
    await publishCreated(created);
    const [trade] = await tradesOf(viewer, { listingId: id, limit: 1 });
    return trade;
  },
});
