import { and, eq } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { conflict, forbidden, notFound } from "@/lib/errors";
import { HANDED_OVER } from "@/lib/trades/refusals";
import { openTrade } from "@/lib/trades/steps";
import { LISTING_NOT_FOUND } from "@/lib/validation/listings";
import type { Reader } from "@/lib/viewer";
import { canSeeGardener, visibleTo } from "@/lib/visibility";

const { listings } = schema;

export const NOT_RESERVED = "This listing is not reserved for anyone";
export const NOT_YOUR_TRADE =
  "Only the two gardeners of this trade can do this";

/**
 * The open reservation of a listing, for one of its two gardeners (issue 32), locked for update. In
 * the order every trade step answers: a listing the caller may not see → 404 as for a missing id; a
 * visible one they have no part in → 403; the other side blocked either way, suspended or banned →
 * 404 too (nothing is told to, or about, a gardener the caller may not see); handed over → 409.
 */
export async function reservationOf(tx: Tx, viewer: Reader, listingId: number) {
  const [listing] = await tx
    .select({ ownerId: listings.ownerId })
    .from(listings)
    .where(and(eq(listings.id, listingId), visibleTo(viewer)))
    .limit(1);
  if (!listing) throw notFound(LISTING_NOT_FOUND);
  const trade = await openTrade(tx, listingId);
  if (!trade)
    throw listing.ownerId === viewer.id
      ? conflict(NOT_RESERVED)
      : forbidden(NOT_YOUR_TRADE);
  const side =
    trade.giverId === viewer.id
      ? "giver"
      : trade.receiverId === viewer.id
        ? "receiver"
        : null;
  if (!side) throw forbidden(NOT_YOUR_TRADE);
  const otherId = side === "giver" ? trade.receiverId! : trade.giverId;
  if (!(await canSeeGardener(viewer, otherId, tx)))
    throw notFound(LISTING_NOT_FOUND);
  if (trade.state === "given") throw conflict(HANDED_OVER);
  return { trade, side, otherId } as const;
}
