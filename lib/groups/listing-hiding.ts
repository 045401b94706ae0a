import "@/lib/validation/zod-config";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { notFound } from "@/lib/errors";
import { publishEvent } from "@/lib/events";
import { audit } from "@/lib/moderation";
import { pathId } from "@/lib/validation/ids";
import { LISTING_NOT_FOUND } from "@/lib/validation/listings";
import { groupRunBy } from "./group-admin";
import { GROUP_NOT_FOUND } from "./schemas";

const { listings, listingGroups } = schema;

export const groupListingInput = z.object({
  id: pathId(GROUP_NOT_FOUND),
  listing_id: pathId(LISTING_NOT_FOUND),
  reason: z.string().trim().max(1000, { error: "Keep the reason under 1,000 characters" }).optional().default(""),
});

export type GroupListingState = { group_id: number; listing_id: number; hidden: boolean };

/**
 * Hides or shows again a listing in one group (issue 34), by the group's owner or admins: it leaves
 * that group only (members who see it another way — public, a friend, another group — still do).
 * Kept in the moderation desk's audit log; "Report to the moderators" stays the way to take it down
 * everywhere. 404 when the listing is not shown in the group.
 */
export async function setHiddenInGroup(viewer: { id: number }, { id, listing_id, reason }: z.output<typeof groupListingInput>, hidden: boolean): Promise<GroupListingState> {
  const changed = await db().transaction(async (tx) => {
    const group = await groupRunBy(tx, id, viewer.id);
    const [row] = await tx
      .select({ ownerId: listings.ownerId, hiddenAt: listingGroups.hiddenAt })
      .from(listingGroups)
      .innerJoin(listings, eq(listings.id, listingGroups.listingId))
      .where(and(eq(listingGroups.groupId, id), eq(listingGroups.listingId, listing_id)))
      .for("update", { of: listingGroups })
      .limit(1);
    if (!row) throw notFound(LISTING_NOT_FOUND);
    // Idempotent: hiding a hidden listing keeps who hid it first and when.
    if ((row.hiddenAt !== null) === hidden) return false;
    await tx
      .update(listingGroups)
      .set(hidden ? { hiddenAt: sql`now()`, hiddenBy: viewer.id } : { hiddenAt: null, hiddenBy: null })
      .where(and(eq(listingGroups.groupId, id), eq(listingGroups.listingId, listing_id)));
    await audit(tx, {
      moderatorId: viewer.id,
      action: hidden ? "group_hide" : "group_unhide",
      subjectUserId: row.ownerId,
      targetType: "listing",
      targetId: listing_id,
      reason: `In the group ${group.name}${reason ? `: ${reason}` : ""}`,
    });
    return true;
  });
  // Shown again: its members' wishes may match it now.
  if (changed) await publishEvent("listing.changed", { listingId: listing_id });
  return { group_id: id, listing_id, hidden };
}
