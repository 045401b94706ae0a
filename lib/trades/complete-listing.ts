import { db } from "@/db";
import { defineUseCase } from "@/lib/use-case";
import { completeIn, publishTradeChange } from "./steps";
import { ownedListing } from "./access";
import { tradesOf } from "./trade-records";
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
    const change = await db().transaction(async (tx) => completeIn(tx, viewer, await ownedListing(tx, viewer, id), user_id));
    await publishTradeChange(change);
    const [trade] = await tradesOf(viewer, { listingId: id, limit: 1 });
    return trade;
  },
});
