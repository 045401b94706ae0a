import "@/lib/validation/zod-config";
import { sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { qualified } from "@/db/sql";
import { visibleListingsWhere, type ListingDTO } from "@/lib/listings";
import { defineUseCase } from "@/lib/use-case";
import { loadGroup } from "./index";
import { groupIdInput } from "./schemas";

export const GROUP_LISTINGS_MAX = 48;

/**
 * GET /api/groups/{id}/listings and the group page: the listings shown in the group (listing_groups,
 * not hidden there by an admin) that the viewer may see under THE visibility rule (lib/visibility:
 * public ones for anyone; group-only ones for the group's members), newest first. Still offered only.
 */
export const listGroupListings = defineUseCase({
  name: "groups.listings",
  caller: "anyone",
  input: groupIdInput,
  run: async (viewer, { id }): Promise<ListingDTO[]> => {
    await loadGroup(db(), viewer, id);
    const lg = schema.listingGroups;
    const shown = sql`${qualified(schema.listings.id)} in (select ${qualified(lg.listingId)} from ${lg} where ${qualified(lg.groupId)} = ${id} and ${qualified(lg.hiddenAt)} is null)`;
    return visibleListingsWhere(viewer, shown, GROUP_LISTINGS_MAX);
  },
});
