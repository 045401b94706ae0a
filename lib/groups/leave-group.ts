import "@/lib/validation/zod-config";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { conflict, forbidden, notFound } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { loadGroup, requireGoodStanding } from "./index";
import { groupIdInput } from "./schemas";

export const NOT_IN_GROUP = "You are not in this group";
export const OWNER_CANNOT_LEAVE = "The owner cannot leave their group";
export const ONLY_YOURSELF = "You can only take yourself out of a group: admins remove members with PATCH";

/**
 * DELETE /api/groups/{id}/members/me: leave a group, or withdraw an ask to join. The row goes, so
 * one may join again later; a gardener an admin removed stays removed (404 here: not in the group).
 * The owner cannot leave (409).
 */
export const leaveGroup = defineUseCase({
  name: "groups.leave",
  caller: "signed-in",
  input: groupIdInput.extend({ user_id: z.string().max(20).optional() }),
  run: async (viewer, { id, user_id }): Promise<void> => {
    // "me", or one's own id: someone else is an admin's PATCH.
    if (user_id !== undefined && user_id !== "me" && user_id !== String(viewer.id)) throw forbidden(ONLY_YOURSELF);
    await db().transaction(async (tx) => {
      await requireGoodStanding(tx, viewer);
      const { membership } = await loadGroup(tx, viewer, id, true);
      if (!membership || membership.status === "removed") throw notFound(NOT_IN_GROUP);
      if (membership.role === "owner") throw conflict(OWNER_CANNOT_LEAVE);
      await tx.delete(schema.groupMembers).where(and(eq(schema.groupMembers.groupId, id), eq(schema.groupMembers.userId, viewer.id)));
    });
  },
});
