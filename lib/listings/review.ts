import { and, count, eq } from "drizzle-orm";
import { schema, type Tx } from "@/db";

const { listings, reports } = schema;

export const NOT_HIDDEN = "This listing is not hidden";
export const ALREADY_DECIDED = "A moderator has already looked at this listing";
export const REVIEW_REQUESTED = "Thank you. A moderator will look at your listing again soon.";

export type ReviewState = { hidden: boolean; review_requested: boolean; can_request: boolean };

/**
 * Where an owner's listing stands with the moderators (issue 29): hidden or not, whether its owner
 * asked for a review, and whether they may (hidden by reports that are still open: a listing a
 * moderator hid has had its review). Null when `ownerId` does not own it (the caller answers 404).
 */
export async function reviewStateOf(tx: Tx, ownerId: number, listingId: number): Promise<ReviewState | null> {
  const [l] = await tx
    .select({ hiddenAt: listings.hiddenAt, requestedAt: listings.reviewRequestedAt })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.ownerId, ownerId)))
    .limit(1);
  if (!l) return null;
  if (!l.hiddenAt) return { hidden: false, review_requested: false, can_request: false };
  const [{ open }] = await tx
    .select({ open: count() })
    .from(reports)
    .where(and(eq(reports.targetType, "listing"), eq(reports.targetId, listingId), eq(reports.status, "open")));
  return { hidden: true, review_requested: l.requestedAt !== null, can_request: Number(open) > 0 };
}
