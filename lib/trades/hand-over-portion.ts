import { and, eq, isNotNull } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import type { Viewer } from "@/lib/auth/session";
import { conflict, invalid } from "@/lib/errors";
import { portionWeightGrams } from "@/lib/impact/unit-weights";
import type { StoredGlut } from "@/lib/validation/glut-units";
import type { OwnedListing } from "./access";
import { NO_PORTION_RESERVED } from "./release-portion";
import type { TradeChange } from "./steps";

const { trades } = schema;

export const PORTION_GIVEN_NEEDS_GARDENER = "Say whose portion you handed over: user_id";

/**
 * POST /api/listings/{id}/complete {"user_id"} on a glut (issue 36): the owner says they handed one
 * gardener their reserved portions. Each becomes "given" (that gardener confirms, as for a whole
 * listing) with its weight from the portion (kilos as weighed, else the crop's unit weight); the glut
 * itself stays as it is: it completes when nothing is left. In the caller's transaction, the listing
 * row locked (storedGlut).
 */
export async function handOverPortionIn(tx: Tx, viewer: Viewer, listing: OwnedListing, glut: StoredGlut, userId: number | null): Promise<TradeChange> {
  if (userId === null) throw invalid(PORTION_GIVEN_NEEDS_GARDENER);
  const open = await tx
    .select({ id: trades.id, portion: trades.portion })
    .from(trades)
    .where(and(eq(trades.listingId, listing.id), eq(trades.receiverId, userId), eq(trades.state, "reserved"), isNotNull(trades.portion)))
    .for("update");
  if (!open.length) throw conflict(NO_PORTION_RESERVED);
  const at = new Date();
  for (const t of open) {
    const weightGrams = portionWeightGrams(listing, glut.unit, Number(t.portion));
    await tx.update(trades).set({ state: "given", completedAt: at, updatedAt: at, weightGrams, weightEstimated: true }).where(eq(trades.id, t.id));
  }
  return { listingId: listing.id, step: "given", byUserId: viewer.id, toUserId: userId };
}
