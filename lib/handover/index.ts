import { and, eq, inArray } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { PickupWindow } from "@/db/schema";
import type { HandoverMode } from "./modes";
import { now } from "@/lib/clock";
import type { Reader } from "@/lib/viewer";

const { listingHandovers, trades, listings } = schema;

/**
 * How a listing changes hands (issue 32, decision 0212): doorstep, meet or post, and up to 5 pickup
 * windows. THE spot rule lives here and only here: the exact pickup `spot` is in the answer for the
 * listing's owner, and for the gardener of its open trade (reserved or given) while it is open;
 * for everyone else the key is absent. No other module selects listing_handovers.spot.
 */
export type HandoverDTO = {
  mode: HandoverMode;
  place: string | null;
  windows: PickupWindow[];
  /** By post, free but for the postage (issue 36). */
  postage_only: boolean;
  spot?: string;
};

/** Whether `viewer` may read the spot of `listingId` (owned by `ownerId`) right now. */
export async function maySeeSpot(
  tx: Tx,
  viewer: Reader | null,
  listingId: number,
  ownerId: number,
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.id === ownerId) return true;
  const [open] = await tx
    .select({ id: trades.id })
    .from(trades)
    .where(
      and(
        eq(trades.listingId, listingId),
        eq(trades.receiverId, viewer.id),
        inArray(trades.state, ["reserved", "given"]),
      ),
    )
    .limit(1);
  return Boolean(open);
}

/** The windows still to come, earliest first (an ended window is no longer offered). */
export const upcoming = (windows: PickupWindow[], at = now()) =>
  windows
    .filter((w) => Date.parse(w.end) > at.getTime())
    .sort((a, b) => a.start.localeCompare(b.start));

/**
 * The handover of a listing the caller already may see (the caller checked visibility), as `viewer`
 * may read it; null when the owner has not said.
 */
export async function handoverFor(
  viewer: Reader | null,
  listing: { id: number; owner_id: number },
  tx: Tx = db(),
): Promise<HandoverDTO | null> {
  const [row] = await tx
    .select()
    .from(listingHandovers)
    .where(eq(listingHandovers.listingId, listing.id))
    .limit(1);
  if (!row) return null;
  const out: HandoverDTO = {
    mode: row.mode,
    place: row.place,
    windows: upcoming(row.windows),
    postage_only: row.postageOnly,
  };
  if (
    row.mode === "doorstep" &&
    row.spot &&
    (await maySeeSpot(tx, viewer, listing.id, listing.owner_id))
  )
    out.spot = row.spot;
  return out;
}

/** Where a trade's calendar entry says it happens, for one of its two gardeners (the caller checked they are). */
export async function locationFor(
  tx: Tx,
  listingId: number,
): Promise<{ mode: HandoverMode; text: string | null } | null> {
  const [row] = await tx
    .select({
      mode: listingHandovers.mode,
      place: listingHandovers.place,
      spot: listingHandovers.spot,
    })
    .from(listingHandovers)
    .innerJoin(listings, eq(listings.id, listingHandovers.listingId))
    .where(eq(listingHandovers.listingId, listingId))
    .limit(1);
  if (!row) return null;
  if (row.mode === "doorstep")
    return { mode: row.mode, text: row.spot ?? row.place };
  if (row.mode === "meet") return { mode: row.mode, text: row.place };
  return { mode: row.mode, text: null };
}
