import { sql, type SQL } from "drizzle-orm";
import { schema } from "@/db";
import { qualified } from "@/db/sql";
import type { Viewer } from "@/lib/auth/session";

const { listings, friendships } = schema;

/** Ids of the viewer's accepted friends, as a subquery. */
export const friendIdsSql = (viewerId: number): SQL =>
  sql`(select case when f.user_low_id = ${viewerId} then f.user_high_id else f.user_low_id end from ${friendships} f where f.status = 'accepted' and (f.user_low_id = ${viewerId} or f.user_high_id = ${viewerId}))`;

/** Public and active: the literal predicate of the partial indexes (no parameters, so the planner can use them). */
export const publicListingSql = (): SQL => sql`(${qualified(listings.isPublic)} and ${qualified(listings.isActive)})`;

/**
 * THE visibility rule of a listing, used by every list, the detail, search and images:
 * - public and active → anyone, anonymous included;
 * - not public → the owner and the owner's accepted friends (while active);
 * - inactive (taken down) → the owner only.
 */
export function visibleTo(viewer: Viewer | null): SQL {
  if (!viewer) return publicListingSql();
  const owner = qualified(listings.ownerId);
  return sql`(${owner} = ${viewer.id} or (${qualified(listings.isActive)} and (${qualified(listings.isPublic)} or ${owner} in ${friendIdsSql(viewer.id)})))`;
}
