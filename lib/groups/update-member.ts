import "@/lib/validation/zod-config";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { log } from "@/lib/log";
import { defineUseCase } from "@/lib/use-case";
import { ADMINS_ONLY, isAdmin, loadGroup, requireGoodStanding } from "./index";
import { updateMemberInput } from "./schemas";
import type { GroupRole, MemberStatus } from "./words";

export const MEMBER_NOT_FOUND = "Member not found";
export const OWNER_STAYS = "The owner cannot be removed from their group";
export const OWNER_MAKES_ADMINS = "Only the owner can make or unmake admins";
export const ADMIN_REMOVES_ADMIN = "Only the owner can remove an admin";
export const NOT_A_MEMBER = "Only a member can be made an admin";

const { groupMembers } = schema;

/**
 * PATCH /api/groups/{id}/members/{user_id} {status, role?} (admins): approve a pending ask
 * (member), take someone out (removed: they cannot rejoin by themselves) or decline an ask
 * (removed too); the owner alone makes or unmakes admins and removes an admin. The owner cannot be
 * removed or demoted. Each decision keeps who made it and when (decided_by, decided_at): the
 * group's audit trail; a problem beyond the group goes to the moderators as a report (lib/reports).
 */
export const updateMember = defineUseCase({
  name: "groups.member",
  caller: "signed-in",
  input: updateMemberInput,
  limits: LIMITS.groupAdmin,
  run: async (viewer, { id, user_id, status, role }): Promise<{ user_id: number; status: MemberStatus; role: GroupRole }> => {
    const out = await db().transaction(async (tx) => {
      await requireGoodStanding(tx, viewer);
      const { membership: mine } = await loadGroup(tx, viewer, id, true);
      if (!isAdmin(mine)) throw forbidden(ADMINS_ONLY);
      const [target] = await tx
        .select({ status: groupMembers.status, role: groupMembers.role })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, id), eq(groupMembers.userId, user_id)))
        .for("update");
      if (!target) throw notFound(MEMBER_NOT_FOUND);
      if (target.role === "owner") throw forbidden(OWNER_STAYS);
      const owner = mine!.role === "owner";
      if (role !== undefined && role !== target.role && !owner) throw forbidden(OWNER_MAKES_ADMINS);
      if (target.role === "admin" && status === "removed" && !owner) throw forbidden(ADMIN_REMOVES_ADMIN);
      if (role === "admin" && status !== "member") throw new AppError("invalid", NOT_A_MEMBER);
      const nextRole: GroupRole = status === "removed" ? "member" : (role ?? target.role);
      const now = new Date();
      await tx
        .update(groupMembers)
        .set({ status, role: nextRole, decidedBy: viewer.id, decidedAt: now, ...(status === "member" && target.status !== "member" ? { joinedAt: now } : {}), ...(status === "removed" ? { answer: null } : {}) })
        .where(and(eq(groupMembers.groupId, id), eq(groupMembers.userId, user_id)));
      return { user_id, status, role: nextRole };
    });
    // Ids only: who decided what about whom, for the operators' log as well as the row.
    log.info("group member decided", { groupId: id, adminId: viewer.id, userId: user_id, status: out.status, role: out.role });
    return out;
  },
});
