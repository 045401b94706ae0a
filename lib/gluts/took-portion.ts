import { db, schema } from "@/db";
import { conflict, invalid } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { visibleListing } from "@/lib/trades/access";
import { defineUseCase } from "@/lib/use-case";
import { GLUT_REFUSALS, handOutIn, publishRemaining, storedGlut } from "@/lib/trades/portions";
import { portionInput, type PortionAnswer } from "./schemas";

/**
 * POST /api/listings/{id}/took {"portion"} (issue 36): "I took 1 kg" from a help-yourself doorstep.
 * No reservation and no chat: any gardener who may see the listing; never more than is left or than
 * max_per_person. What is left goes live to every viewer of the page; at zero it completes.
 */
export const tookPortion = defineUseCase({
  name: "gluts.took",
  caller: "signed-in",
  limits: LIMITS.portions,
  input: portionInput,
  run: async (viewer, { id, portion }): Promise<PortionAnswer> => {
    const left = await db().transaction(async (tx) => {
      const listing = await visibleListing(tx, viewer, id);
      if (listing.ownerId === viewer.id) throw invalid(GLUT_REFUSALS.ownGlut);
      const glut = await storedGlut(tx, id);
      if (glut.quantity === null || !glut.helpYourself) throw conflict(GLUT_REFUSALS.notHelpYourself);
      const left = await handOutIn(tx, id, glut, viewer.id, portion);
      await tx.insert(schema.listingPortions).values({ listingId: id, userId: viewer.id, portion, state: "taken" });
      return left;
    });
    publishRemaining(id, left);
    return { listing_id: id, portion, state: "taken", remaining: left.remaining, state_id: left.stateId };
  },
});
