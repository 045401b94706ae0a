import { and, eq, isNull } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { forbidden, notFound } from "@/lib/errors";
import { ADMINS_ONLY, isAdmin, membershipOf } from "./index";
import { GROUP_NOT_FOUND } from "./schemas";

const { groups } = schema;

/**
 * The group, if the viewer runs it (issue 34): owner or admin, and a member right now. A missing
 * group, or one hidden by a moderator, is 404; anyone else (member, pending, removed, stranger) 403.
 */
export async function groupRunBy(tx: Tx, groupId: number, userId: number): Promise<{ id: number; name: string }> {
  const [g] = await tx.select({ id: groups.id, name: groups.name }).from(groups).where(and(eq(groups.id, groupId), isNull(groups.hiddenAt))).limit(1);
  if (!g) throw notFound(GROUP_NOT_FOUND);
  if (!isAdmin(await membershipOf(tx, groupId, userId))) throw forbidden(ADMINS_ONLY);
  return g;
}
