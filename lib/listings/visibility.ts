import { sql, type SQL } from "drizzle-orm";
import { schema } from "@/db";
import { qualified } from "@/db/sql";
import type { Viewer } from "@/lib/auth/session";
import { today } from "@/lib/clock";

const { listings, friendships } = schema;

/** Ids of the viewer's accepted friends, as a subquery. */
export const friendIdsSql = (viewerId: number): SQL =>
  sql`(select case when f.user_low_id = ${viewerId} then f.user_high_id else f.user_low_id end from ${friendships} f where f.status = 'accepted' and (f.user_low_id = ${viewerId} or f.user_high_id = ${viewerId}))`;

/** Public and active: the literal predicate of the partial indexes (no parameters, so the planner can use them). */
export const publicListingSql = (): SQL => sql`(${qualified(listings.isPublic)} and ${qualified(listings.isActive)})`;

/**
 * Still offered (issue 15): not completed (state 3) and not past its "available until" day. A
 * completed or expired listing leaves the marketplace, search and matching; its owner still sees it
 * (to renew), the two gardeners of its trade see it in My trades. `day` is today (lib/clock).
 */
export const stillOfferedSql = (day: string = today()): SQL =>
  sql`(${qualified(listings.stateId)} <> 3 and (${qualified(listings.availableUntil)} is null or ${qualified(listings.availableUntil)} >= ${day}::date))`;

/**
 * THE visibility rule of a listing, used by every list, the detail, search and images:
 * - public and active → anyone, anonymous included;
 * - not public → the owner and the owner's accepted friends (while active);
 * - inactive (taken down), completed or expired (stillOfferedSql) → the owner only.
 */
export function visibleTo(viewer: Viewer | null): SQL {
  if (!viewer) return sql`(${publicListingSql()} and ${stillOfferedSql()})`;
  const owner = qualified(listings.ownerId);
  return sql`(${owner} = ${viewer.id} or (${qualified(listings.isActive)} and ${stillOfferedSql()} and (${qualified(listings.isPublic)} or ${owner} in ${friendIdsSql(viewer.id)})))`;
}
