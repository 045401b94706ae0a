import { db } from "@/db";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { ownedListing } from "./access";
import { releaseIn } from "./steps";
import { releaseInput } from "./schemas";

/**
 * POST /api/listings/{id}/release {"reason"?}: the owner ends a reservation; the listing is available
 * again (state_id 1). The reason ("no_show", "cancelled", "changed_mind", "someone_else") is kept on the
 * released trade, which stays in My trades for both (issue 32). Also reopens a listing completed with
 * someone else or not received (releaseIn).
 */
export const releaseListing = defineUseCase({
  name: "trades.release",
  caller: "signed-in",
  limits: LIMITS.release,
  input: releaseInput,
  run: async (viewer, { id, reason }) => {
    await db().transaction(async (tx) => releaseIn(tx, await ownedListing(tx, viewer, id), reason ?? null));
    return { id, state_id: 1 };
  },
});
