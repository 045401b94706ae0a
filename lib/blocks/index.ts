import { and, eq, or, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import { invalid, notFound } from "@/lib/errors";
import { friendshipBetween } from "@/lib/friends";

const { blocks, users, friendships, notifications } = schema;

export const USER_NOT_FOUND = "User not found";
export const NOT_YOURSELF = "You cannot block yourself";
export const NOT_BLOCKED = "You have not blocked this gardener";
/** The neutral answer to either side of a block: it never says who blocked whom. */
export const CANNOT_MESSAGE = "You can't message this gardener";

/**
 * Blocks `otherId` for `blockerId`, idempotently, and ends what linked them: their friendship or
 * pending request, and the notifications either caused the other. The blocked gardener is told nothing.
 */
export async function blockPair(blockerId: number, otherId: number, tx: Tx = db()): Promise<void> {
  if (otherId === blockerId) throw invalid(NOT_YOURSELF);
  const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.id, otherId)).limit(1);
  if (!other) throw notFound(USER_NOT_FOUND);
  await tx.insert(blocks).values({ blockerId, blockedId: otherId }).onConflictDoNothing();
  await tx.delete(friendships).where(friendshipBetween(blockerId, otherId));
  await tx
    .delete(notifications)
    .where(
      or(
        and(eq(notifications.userId, blockerId), eq(notifications.actorId, otherId)),
        and(eq(notifications.userId, otherId), eq(notifications.actorId, blockerId)),
        // Match notifications name the listing, not always an actor: drop those about the other's listings.
        sql`${notifications.userId} = ${blockerId} and ${notifications.listingId} in (select l.id from ${schema.listings} l where l.owner_id = ${otherId})`,
        sql`${notifications.userId} = ${otherId} and ${notifications.listingId} in (select l.id from ${schema.listings} l where l.owner_id = ${blockerId})`,
      ),
    );
}
