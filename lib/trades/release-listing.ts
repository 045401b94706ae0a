import { db } from "@/db";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { ownedListing } from "./access";
import { publishRemaining, storedGlut } from "./portions";
import { releasePortionIn } from "./release-portion";
import { releaseIn } from "./steps";
import { releaseInput } from "./schemas";

/**
 * POST /api/listings/{id}/release {"reason"?, "user_id"?}: the owner ends a reservation; the listing is
 * available again (state_id 1). The reason ("no_show", "cancelled", "changed_mind", "someone_else") is
 * kept on the released trade, which stays in My trades for both (issue 32). Also reopens a listing
 * completed with someone else or not received (releaseIn). On a glut (issue 36) it releases what is
 * reserved for the gardener `user_id` and gives it back to `remaining` (lib/trades/release-portion).
 */
export const releaseListing = defineUseCase({
  name: "trades.release",
  caller: "signed-in",
  limits: LIMITS.release,
  input: releaseInput,
  run: async (viewer, { id, reason, user_id }) => {
    const left = await db().transaction(async (tx) => {
      const listing = await ownedListing(tx, viewer, id);
      if ((await storedGlut(tx, id)).quantity !== null) return releasePortionIn(tx, listing, user_id, reason ?? null);
      await releaseIn(tx, listing, reason ?? null);
      return null;
    });
    if (!left) return { id, state_id: 1 };
    publishRemaining(id, left);
    return { id, state_id: left.stateId, remaining: left.remaining };
  },
});
