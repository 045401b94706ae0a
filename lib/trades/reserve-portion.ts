import { and, eq } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import type { Viewer } from "@/lib/auth/session";
import { conflict, invalid } from "@/lib/errors";
import type { OwnedListing } from "@/lib/trades/access";
import { ALREADY_COMPLETED, NOT_TALKED } from "@/lib/trades/refusals";
import type { TradeChange } from "@/lib/trades/steps";
import { talkedTo } from "@/lib/trades/talked-to";
import type { StoredGlut } from "@/lib/validation/glut-units";
import { GLUT_REFUSALS, handOutIn, inGoodStandingWith, openRequest } from "./portions";

const { listingPortions, trades } = schema;

export const PORTION_NEEDS_WHOLE_WINDOW = "A pickup time goes with a whole listing: reserve the portion, then agree the time in the chat";

/**
 * POST /api/listings/{id}/reserve with a portion (issue 36): the owner reserves part of a glut for a
 * gardener they talked to or who asked during a fair chance. Each portion is a trade of its own (the
 * gardener is told like any reservation); a gardener may hold several up to max_per_person. No
 * portion: one gardener's most (max_per_person, or what is left). In the caller's transaction.
 */
export async function reservePortionIn(
  tx: Tx,
  viewer: Viewer,
  listing: OwnedListing,
  glut: StoredGlut,
  userId: number,
  portion: number | undefined,
): Promise<{ change: TradeChange; left: { remaining: number; stateId: number } }> {
  if (userId === viewer.id) throw invalid(GLUT_REFUSALS.ownGlut);
  if (listing.stateId === 3) throw conflict(ALREADY_COMPLETED);
  if (glut.helpYourself) throw conflict(GLUT_REFUSALS.helpYourself);
  const request = await openRequest(tx, listing.id, userId);
  // A fair chance's requester may be chosen without a chat; anyone else, as for a whole listing.
  const may = request ? await inGoodStandingWith(tx, viewer.id, userId) : await talkedTo(tx, viewer.id, userId);
  if (!may) throw invalid(NOT_TALKED);
  const amount = portion ?? (request ? Number(request.portion) : Math.min(glut.maxPerPerson ?? Infinity, glut.remaining ?? 0));
  const left = await handOutIn(tx, listing.id, glut, userId, amount);
  await tx.insert(trades).values({ listingId: listing.id, giverId: viewer.id, receiverId: userId, state: "reserved", portion: amount });
  if (request) await tx.update(listingPortions).set({ state: "chosen", portion: amount, updatedAt: new Date() }).where(and(eq(listingPortions.id, request.id)));
  return { change: { listingId: listing.id, step: "reserved", byUserId: viewer.id, toUserId: userId }, left };
}
