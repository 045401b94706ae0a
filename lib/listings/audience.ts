import { and, eq, notInArray } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { forbidden } from "@/lib/errors";
import { memberOfAll } from "@/lib/visibility";
import { NOT_YOUR_GROUP } from "@/lib/validation/listings";

const { listings, listingGroups } = schema;

/** Who may see a listing, as a request asks for it (issue 34): either part may be left out. */
export type AudienceChoice = { is_public?: boolean; groups?: number[] };

/** Refuses (403) unless `userId` is a member of every one of `groupIds` right now. */
export async function checkMemberOfAll(tx: Tx, userId: number, groupIds: number[]) {
  if (!(await memberOfAll(tx, userId, groupIds))) throw forbidden(NOT_YOUR_GROUP);
}

/**
 * Writes who may see one listing of `ownerId` (the three visibilities, issue 34):
 * - `is_public` true → everyone; `groups` then only says where else it is shown (group pages);
 * - groups (non-empty) without is_public → those groups only (group_only), not the owner's friends;
 * - neither (is_public false, groups [] or left out) → friends only, and it leaves every group.
 * Left out, `is_public` is false when groups are sent and otherwise unchanged; left out, `groups`
 * keeps a public listing's groups. Rows kept keep their hidden_at: choosing a group again does not
 * undo an admin's hide. A no-op when the choice names neither.
 */
export async function writeAudience(tx: Tx, listingId: number, ownerId: number, choice: AudienceChoice) {
  if (choice.is_public === undefined && choice.groups === undefined) return;
  const [current] = await tx.select({ isPublic: listings.isPublic }).from(listings).where(eq(listings.id, listingId)).limit(1);
  const isPublic = choice.is_public ?? (choice.groups !== undefined ? false : current.isPublic);
  const chosen = choice.groups ?? (isPublic ? undefined : []);
  if (chosen) {
    await checkMemberOfAll(tx, ownerId, chosen);
    const gone = eq(listingGroups.listingId, listingId);
    await tx.delete(listingGroups).where(chosen.length ? and(gone, notInArray(listingGroups.groupId, chosen)) : gone);
    if (chosen.length) await tx.insert(listingGroups).values(chosen.map((groupId) => ({ listingId, groupId }))).onConflictDoNothing();
  }
  const shown = chosen ?? (await tx.select({ g: listingGroups.groupId }).from(listingGroups).where(eq(listingGroups.listingId, listingId))).map((r) => r.g);
  await tx
    .update(listings)
    .set({ isPublic, groupOnly: !isPublic && shown.length > 0, updatedAt: new Date() })
    .where(and(eq(listings.id, listingId), eq(listings.ownerId, ownerId)));
}
