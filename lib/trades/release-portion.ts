import { and, eq, isNotNull, sql } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { conflict, invalid } from "@/lib/errors";
import type { OwnedListing } from "@/lib/trades/access";
import type { ReleaseReason } from "@/lib/trades/release-reasons";
import { released } from "@/lib/trades/steps";

const { listings, trades } = schema;

export const PORTION_RELEASE_NEEDS_GARDENER = "Say whose portion to release: user_id";
export const NO_PORTION_RESERVED = "No portion of this glut is reserved for that gardener";

/**
 * POST /api/listings/{id}/release on a glut (issue 36): the owner releases what is reserved for one
 * gardener (`user_id`). Their reserved portions become released trades (with the reason, as for a
 * whole listing: a no-show stays on record) and go back to `remaining`; a glut completed at zero is
 * available again. Portions handed over stay handed over. In the caller's transaction, the listing
 * row locked (storedGlut).
 */
export async function releasePortionIn(tx: Tx, listing: OwnedListing, userId: number | undefined, reason: ReleaseReason | null): Promise<{ remaining: number; stateId: number }> {
  if (userId === undefined) throw invalid(PORTION_RELEASE_NEEDS_GARDENER);
  const at = new Date();
  const freed = await tx
    .update(trades)
    .set(released(listing.ownerId, reason, at))
    .where(and(eq(trades.listingId, listing.id), eq(trades.receiverId, userId), eq(trades.state, "reserved"), isNotNull(trades.portion)))
    .returning({ portion: trades.portion });
  if (!freed.length) throw conflict(NO_PORTION_RESERVED);
  return givePortionBackIn(tx, listing.id, freed.reduce((sum, t) => sum + Number(t.portion), 0), at);
}

/** `amount` goes back to what is left of a glut; one gone at zero is available again. In the caller's transaction. */
export async function givePortionBackIn(tx: Tx, listingId: number, amount: number, at = new Date()): Promise<{ remaining: number; stateId: number }> {
  const [row] = await tx
    .update(listings)
    .set({ remaining: sql`${listings.remaining} + ${amount}`, stateId: sql`case when ${listings.stateId} = 3 and ${listings.remaining} = 0 then 1 else ${listings.stateId} end`, updatedAt: at })
    .where(eq(listings.id, listingId))
    .returning({ remaining: listings.remaining, stateId: listings.stateId });
  return { remaining: Number(row!.remaining), stateId: row!.stateId };
}
