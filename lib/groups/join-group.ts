import "@/lib/validation/zod-config";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { forbidden } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { log } from "@/lib/log";
import { defineUseCase } from "@/lib/use-case";
import { blockedWithAdmins, inviteGroupId, loadGroup, requireGoodStanding } from "./index";
import { joinGroupInput } from "./schemas";

export const REMOVED = "An admin took you out of this group: you cannot rejoin by yourself";
export const BLOCKED = "You cannot join this group";

const { groupMembers } = schema;

/**
 * POST /api/groups/{id}/join {code?, answer?}: an open group lets one in (member); a group by
 * approval records the ask and the answer to its question (pending), unless a valid invite code of
 * this group comes with it (member). Refused (403): a gardener an admin removed (they cannot rejoin
 * by themselves), one blocked either way with the owner or an admin, a suspended one. Asking again
 * changes nothing but a fresher answer; a member asking again stays a member.
 */
export const joinGroup = defineUseCase({
  name: "groups.join",
  caller: "signed-in",
  input: joinGroupInput,
  limits: LIMITS.joinGroup,
  run: async (viewer, { id, code, answer }): Promise<{ status: "member" | "pending" }> => {
    const status = await db().transaction(async (tx) => {
      await requireGoodStanding(tx, viewer);
      const { group, membership } = await loadGroup(tx, viewer, id, true);
      if (membership?.status === "removed") throw forbidden(REMOVED);
      if (membership?.status === "member") return "member" as const;
      if (await blockedWithAdmins(tx, viewer.id, id)) throw forbidden(BLOCKED);
      const invited = code ? (await inviteGroupId(tx, code)) === id : false;
      const next = group.join === "open" || invited ? ("member" as const) : ("pending" as const);
      const now = new Date();
      if (membership) {
        await tx
          .update(groupMembers)
          .set(next === "member" ? { status: "member", joinedAt: now } : { answer: answer ?? null, requestedAt: now })
          .where(and(eq(groupMembers.groupId, id), eq(groupMembers.userId, viewer.id)));
      } else {
        await tx.insert(groupMembers).values({ groupId: id, userId: viewer.id, role: "member", status: next, answer: next === "pending" ? (answer ?? null) : null, joinedAt: next === "member" ? now : null });
      }
      return next;
    });
    log.info("group join", { groupId: id, userId: viewer.id, status });
    return { status };
  },
});
