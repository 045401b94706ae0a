import "@/lib/validation/zod-config";
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { qualified } from "@/db/sql";
import { defineUseCase } from "@/lib/use-case";
import { memberGroupIdsSql } from "@/lib/visibility";

const { groups, listings, listingGroups, wantItems, wantGroups } = schema;

export type SharingChoices = {
  /** The groups the viewer may share with (a member now, the group not hidden), by name. */
  groups: { id: number; name: string }[];
  /** The groups one of the viewer's listings is shown in (listing_id given and theirs), else null. */
  listing: number[] | null;
  /** The groups the viewer's wish list is shared with: those of its group-only wishes. */
  wishes: number[];
};

/**
 * The "Who can see it" choice of the listing and wish forms (issue 34): the viewer's groups and what
 * is chosen now. Read by the pages only (the form offers "My groups" only to a gardener in a group).
 */
export const sharingChoices = defineUseCase({
  name: "groups.sharingChoices",
  caller: "signed-in",
  input: z.object({ listing_id: z.number().int().positive().max(2_147_483_647).optional() }),
  run: async (viewer, { listing_id }): Promise<SharingChoices> => {
    const mine = await db()
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(sql`${qualified(groups.id)} in ${memberGroupIdsSql(viewer.id)}`)
      .orderBy(asc(groups.name), asc(groups.id));
    const listing =
      listing_id === undefined
        ? null
        : (
            await db()
              .select({ id: listingGroups.groupId })
              .from(listingGroups)
              .innerJoin(listings, eq(listings.id, listingGroups.listingId))
              .where(and(eq(listingGroups.listingId, listing_id), eq(listings.ownerId, viewer.id)))
          ).map((r) => r.id);
    const wishes = await db()
      .selectDistinct({ id: wantGroups.groupId })
      .from(wantGroups)
      .innerJoin(wantItems, eq(wantItems.id, wantGroups.wantId))
      .where(and(eq(wantItems.userId, viewer.id), eq(wantItems.groupOnly, true)));
    return { groups: mine, listing, wishes: wishes.map((r) => r.id).sort((a, b) => a - b) };
  },
});
