import { and, eq, inArray, isNull } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { forbidden, notFound } from "@/lib/errors";

const { groups, groupMembers } = schema;

export const GROUP_NOT_FOUND = "Group not found";
export const ADMINS_ONLY = "Only the group's owner and admins can do this";

/**
 * The group, if the viewer runs it (issue 34): owner or admin, and a member right now. A missing
 * group, or one hidden by a moderator, is 404; anyone else (member, pending, removed, stranger) 403.
 */
export async function groupRunBy(tx: Tx, groupId: number, userId: number): Promise<{ id: number; name: string }> {
  const [g] = await tx.select({ id: groups.id, name: groups.name }).from(groups).where(and(eq(groups.id, groupId), isNull(groups.hiddenAt))).limit(1);
  if (!g) throw notFound(GROUP_NOT_FOUND);
  const [admin] = await tx
    .select({ one: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), eq(groupMembers.status, "member"), inArray(groupMembers.role, ["owner", "admin"])))
    .limit(1);
  if (!admin) throw forbidden(ADMINS_ONLY);
  return g;
}
