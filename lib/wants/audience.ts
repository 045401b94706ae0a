import { and, eq, inArray } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { forbidden } from "@/lib/errors";
import { NOT_YOUR_GROUP } from "@/lib/validation/listings";
import { memberOfAll } from "@/lib/visibility";

const { wantItems, wantGroups } = schema;

/**
 * Who sees some of `userId`'s wishes (issue 34): `groups` non-empty → only who shares one of those
 * groups (group_only, want_groups replaced); [] → everyone again. Each group must be the gardener's (403).
 */
export async function writeWishGroups(tx: Tx, userId: number, wantIds: number[], groups: number[]) {
  if (!wantIds.length) return;
  if (!(await memberOfAll(tx, userId, groups))) throw forbidden(NOT_YOUR_GROUP);
  await tx.delete(wantGroups).where(inArray(wantGroups.wantId, wantIds));
  if (groups.length) await tx.insert(wantGroups).values(wantIds.flatMap((wantId) => groups.map((groupId) => ({ wantId, groupId }))));
  await tx
    .update(wantItems)
    .set({ groupOnly: groups.length > 0 })
    .where(and(eq(wantItems.userId, userId), inArray(wantItems.id, wantIds)));
}
