import { db } from "@/db";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { ownedListing, releaseIn } from "./index";
import { listingId } from "./schemas";

/**
 * POST /api/listings/{id}/release: the owner ends a reservation; the listing is available again
 * (state_id 1). Also reopens a listing completed with someone else or not received (releaseIn).
 */
export const releaseListing = defineUseCase({
  name: "trades.release",
  caller: "signed-in",
  limits: LIMITS.release,
  input: listingId,
  run: async (viewer, { id }) => {
    await db().transaction(async (tx) => releaseIn(tx, await ownedListing(tx, viewer, id)));
    return { id, state_id: 1 };
  },
});
