import { and, eq } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import type { Viewer } from "@/lib/auth/session";
import { forbidden, notFound } from "@/lib/errors";
import { LISTING_NOT_FOUND } from "@/lib/validation/listings";
import { visibleTo } from "@/lib/visibility";
import { NOT_YOUR_LISTING } from "./refusals";

const { listings } = schema;

/**
 * The caller's own listing (for update). Someone else's: 403 only when the caller may see it under
 * the one rule; otherwise 404 exactly as for a missing id (issue 29 L3: private things are
 * indistinguishable from missing ones).
 */
export async function ownedListing(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({ id: listings.id, ownerId: listings.ownerId, stateId: listings.stateId, categoryId: listings.categoryId, title: listings.title, isActive: listings.isActive, crops: listings.crops })
    .from(listings)
    .where(eq(listings.id, id))
    .for("update");
  if (!row) throw notFound(LISTING_NOT_FOUND);
  if (row.ownerId !== viewer.id) {
    await visibleListing(tx, viewer, id);
    throw forbidden(NOT_YOUR_LISTING);
  }
  return row;
}

/** The listing if the caller may see it under the one rule (lib/visibility visibleTo), else 404 "Listing not found". */
export async function visibleListing(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({ id: listings.id, ownerId: listings.ownerId, stateId: listings.stateId })
    .from(listings)
    .where(and(eq(listings.id, id), visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound(LISTING_NOT_FOUND);
  return row;
}

/** The owner's listing as ownedListing locked it. */
export type OwnedListing = Awaited<ReturnType<typeof ownedListing>>;
