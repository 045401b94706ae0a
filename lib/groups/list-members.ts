import "@/lib/validation/zod-config";
import { and, asc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { forbidden } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { imagePath } from "@/lib/users";
import { ADMINS_ONLY, isAdmin, loadGroup } from "./index";
import { groupIdInput } from "./schemas";
import type { GroupRole, MemberStatus } from "./words";

export type GroupMember = {
  user_id: number;
  username: string;
  profile_picture: string | null;
  role: GroupRole;
  status: MemberStatus;
  /** Their answer to the group's question (pending asks only). */
  answer: string | null;
  requested_at: string;
  joined_at: string | null;
};

const { groupMembers, users } = schema;

/**
 * GET /api/groups/{id}/members and /groups/[id]/members (admins): the pending asks with their
 * answers (oldest first), the members (owner, admins, then by name) and who was taken out.
 */
export const listMembers = defineUseCase({
  name: "groups.members",
  caller: "signed-in",
  input: groupIdInput,
  run: async (viewer, { id }): Promise<{ pending: GroupMember[]; members: GroupMember[]; removed: GroupMember[] }> => {
    const { membership } = await loadGroup(db(), viewer, id);
    if (!isAdmin(membership)) throw forbidden(ADMINS_ONLY);
    const rows = await db()
      .select({
        user_id: groupMembers.userId,
        username: users.username,
        hash: users.profileImageHash,
        role: groupMembers.role,
        status: groupMembers.status,
        answer: groupMembers.answer,
        requestedAt: groupMembers.requestedAt,
        joinedAt: groupMembers.joinedAt,
      })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(and(eq(groupMembers.groupId, id)))
      .orderBy(sql`case ${groupMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(groupMembers.requestedAt), asc(sql`lower(${users.username})`));
    const all = rows.map(({ hash, requestedAt, joinedAt, answer, ...r }) => ({
      ...r,
      profile_picture: imagePath(hash),
      answer: r.status === "pending" ? answer : null,
      requested_at: requestedAt.toISOString(),
      joined_at: joinedAt ? joinedAt.toISOString() : null,
    }));
    return { pending: all.filter((m) => m.status === "pending"), members: all.filter((m) => m.status === "member"), removed: all.filter((m) => m.status === "removed") };
  },
});
