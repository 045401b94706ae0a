import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { conflict, invalid } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { visibleListing } from "@/lib/trades/access";
import { defineUseCase } from "@/lib/use-case";
import { amountText, type Unit } from "@/lib/validation/glut-units";
import { GLUT_REFUSALS, openRequest, storedGlut } from "@/lib/trades/portions";
import { portionInput, type PortionAnswer } from "./schemas";

export const NO_FAIR_CHANCE = "This glut is not gathering requests: message the giver";
export const CHOOSING_NOW = "The giver has chosen already";

/**
 * POST /api/listings/{id}/requests {"portion"} (issue 36): "I'd like 2 kg" while a fair chance
 * gathers requests. Asking again changes the portion. At fair_chance_until the giver's picks stand
 * and a draw settles the rest (lib/gluts/draw.ts). Nothing is handed out yet.
 */
export const requestPortion = defineUseCase({
  name: "gluts.request",
  caller: "signed-in",
  limits: LIMITS.portions,
  input: portionInput,
  run: async (viewer, { id, portion }): Promise<PortionAnswer> => {
    return db().transaction(async (tx) => {
      const listing = await visibleListing(tx, viewer, id);
      if (listing.ownerId === viewer.id) throw invalid(GLUT_REFUSALS.ownGlut);
      const glut = await storedGlut(tx, id);
      if (glut.quantity === null || !glut.fairChanceUntil) throw conflict(NO_FAIR_CHANCE);
      if (glut.fairChanceUntil.getTime() <= now().getTime()) throw conflict(CHOOSING_NOW);
      const unit = glut.unit as Unit;
      if (glut.maxPerPerson !== null && portion > glut.maxPerPerson) throw invalid(GLUT_REFUSALS.overMax.replace("{max}", amountText(glut.maxPerPerson, unit)));
      const left = glut.remaining ?? 0;
      if (portion > left) throw conflict(left > 0 ? GLUT_REFUSALS.overRemaining.replace("{left}", amountText(left, unit)) : GLUT_REFUSALS.gone);
      const open = await openRequest(tx, id, viewer.id);
      if (open) await tx.update(schema.listingPortions).set({ portion, updatedAt: new Date() }).where(eq(schema.listingPortions.id, open.id));
      else await tx.insert(schema.listingPortions).values({ listingId: id, userId: viewer.id, portion, state: "requested" });
      return { listing_id: id, portion, state: "requested", remaining: left, state_id: listing.stateId };
    });
  },
});
