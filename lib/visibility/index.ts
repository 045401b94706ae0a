import { and, eq, inArray, sql, type Placeholder, type SQL } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import type { Reader } from "@/lib/viewer";
import { today } from "@/lib/clock";

const { listings, friendships, blocks, users, trades, groupMembers, groups, listingGroups, wantGroups, wantItems, events, eventRsvps, seedLots } = schema;

/**
 * A value of a rule: a number or a day, or a placeholder when the statement is built once and kept
 * (db/prepared.ts: the hot lists), so every rule below writes the same text either way.
 */
type Value<T> = T | Placeholder | SQL;

/** Ids of the viewer's accepted friends, as a subquery. */
export const friendIdsSql = (viewerId: Value<number>): SQL =>
  sql`(select case when f.user_low_id = ${viewerId} then f.user_high_id else f.user_low_id end from ${friendships} f where f.status = 'accepted' and (f.user_low_id = ${viewerId} or f.user_high_id = ${viewerId}))`;

/**
 * Ids of the groups the viewer is a member of (issue 34): status member, and the group not hidden
 * by a moderator. Pending and removed gardeners are not members.
 */
export const memberGroupIdsSql = (viewerId: number | Placeholder | SQL): SQL =>
  sql`(select gm.group_id from ${groupMembers} gm join ${groups} g on g.id = gm.group_id where gm.user_id = ${viewerId} and gm.status = 'member' and g.hidden_at is null)`;

/** Is `userId` a member right now of every one of `groupIds` (none hidden by a moderator)? Writes check it before sharing with groups. */
export async function memberOfAll(tx: Tx, userId: number, groupIds: number[]): Promise<boolean> {
  if (!groupIds.length) return true;
  const rows = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(inArray(groups.id, groupIds), sql`${qualified(groups.id)} in ${memberGroupIdsSql(userId)}`));
  return rows.length === new Set(groupIds).size;
}

/** Is `userId` a member (not pending, not removed) of the group `groupId`? Both are SQL expressions. */
const isMemberSql = (groupId: SQL, userId: number | SQL): SQL =>
  sql`exists (select 1 from ${groupMembers} m where m.group_id = ${groupId} and m.user_id = ${userId} and m.status = 'member')`;

/**
 * Shown to the viewer through a group (issue 34): the listing is in a group (listing_groups) where it
 * is not hidden by the group's admins, the group is not hidden by a moderator, and both the viewer and
 * the owner are members of it right now (live membership: leaving or being removed takes it away at
 * once, for the owner's listings too). `listing` defaults to the listings row of the query; the
 * matching passes one listing's id and owner as values.
 */
export function sharedInGroupSql(viewerId: Value<number>, listing: { id: SQL; ownerId: SQL | number } = { id: qualified(listings.id), ownerId: qualified(listings.ownerId) }): SQL {
  return sql`exists (select 1 from ${listingGroups} lg where lg.listing_id = ${listing.id} and lg.hidden_at is null
      and lg.group_id in ${memberGroupIdsSql(viewerId)} and ${isMemberSql(sql`lg.group_id`, listing.ownerId)})`;
}

/** Public and active: the literal predicate of the partial indexes (no parameters, so the planner can use them). */
export const publicListingSql = (): SQL => sql`(${qualified(listings.isPublic)} and ${qualified(listings.isActive)})`;

// ---- Trust and safety (issue 14): each reason to hide is one named condition. ----

/** Gardeners the viewer blocked and gardeners who blocked the viewer: a block works both ways. */
export const blockedIdsSql = (viewerId: number | Placeholder | SQL): SQL =>
  sql`(select b.blocked_id from ${blocks} b where b.blocker_id = ${viewerId} union all select b.blocker_id from ${blocks} b where b.blocked_id = ${viewerId})`;

/** Gardeners suspended or banned right now. */
export const restrictedIdsSql = (): SQL =>
  sql`(select r.id from ${users} r where r.banned_at is not null or r.suspended_until > now())`;

/** Not hidden by a moderator (or by three reports) — hidden listings are seen by their owner only. */
export const notHiddenByModeratorSql = (): SQL => sql`${qualified(listings.hiddenAt)} is null`;
/** The owner is not suspended or banned. */
export const ownerInGoodStandingSql = (): SQL => sql`${qualified(listings.ownerId)} not in ${restrictedIdsSql()}`;
/** Neither the viewer nor the owner blocked the other. */
export const notBlockedWithOwnerSql = (viewerId: Value<number>): SQL => sql`${qualified(listings.ownerId)} not in ${blockedIdsSql(viewerId)}`;

/**
 * Still offered (issue 15): not completed (state 3) and not past its "available until" day. A
 * completed or expired listing leaves the marketplace, search and matching; its owner still sees it
 * (to renew), the two gardeners of its trade see it in My trades. `day` is today (lib/clock).
 */
export const stillOfferedSql = (day: Value<string> = today()): SQL =>
  sql`(${qualified(listings.stateId)} <> 3 and (${qualified(listings.availableUntil)} is null or ${qualified(listings.availableUntil)} >= ${day}::date))`;

/**
 * The counterpart of a trade (issue 15): listings reserved for or handed over to the viewer (any
 * trade but a released one). They keep seeing the listing (title, page, picture) after it is
 * completed, expired, taken down or made friends-only, so their notifications and My trades stay readable.
 */
export const tradedToViewerSql = (viewerId: Value<number>): SQL =>
  sql`(select t.listing_id from ${trades} t where t.receiver_id = ${viewerId} and t.state <> 'released')`;

/**
 * THE visibility rule of a listing, used by every list, the detail, search, matches, images, the
 * sitemap, e-mail digests, pushes and live notifications (they all read through it):
 * - public and active → anyone, anonymous included (a public listing is never group-only: a check
 *   constraint, so the anonymous rule reads is_public alone; being shown in groups changes nothing);
 * - group-only (issue 34) → the owner and the members of its groups where it is not hidden
 *   (sharedInGroupSql), while active; NOT the owner's friends unless they are members too;
 * - neither → the owner and the owner's accepted friends (while active);
 * - inactive (taken down), completed or expired (stillOfferedSql) → the owner only;
 * - the counterpart of a trade of it (tradedToViewerSql) sees it whatever the above, like the owner;
 * - hidden by a moderator, owner suspended or banned, blocked either way (issue 14) → the owner only.
 */
export function visibleTo(viewer: Reader | null): SQL {
  return visibleToId(viewer ? viewer.id : null, today());
}

/**
 * The rule above for a viewer given by id (null: anonymous) on `day`, either of them a placeholder
 * in a statement built once and kept (the hot lists, lib/listings): the same text every way.
 */
export function visibleToId(viewerId: Value<number> | null, day: Value<string>): SQL {
  if (viewerId === null) return sql`(${publicListingSql()} and ${stillOfferedSql(day)} and ${notHiddenByModeratorSql()} and ${ownerInGoodStandingSql()})`;
  const owner = qualified(listings.ownerId);
  const groupOnly = qualified(listings.groupOnly);
  const audience = sql`(${qualified(listings.isPublic)} or (not ${groupOnly} and ${owner} in ${friendIdsSql(viewerId)}) or (${groupOnly} and ${sharedInGroupSql(viewerId)}))`;
  const offered = sql`(${qualified(listings.isActive)} and ${stillOfferedSql(day)} and ${audience})`;
  const counterpart = sql`${qualified(listings.id)} in ${tradedToViewerSql(viewerId)}`;
  return sql`(${owner} = ${viewerId} or ((${offered} or ${counterpart}) and ${notHiddenByModeratorSql()} and ${ownerInGoodStandingSql()} and ${notBlockedWithOwnerSql(viewerId)}))`;
}

/**
 * THE matching rule for gardeners (profiles, wishes, messages, friend requests, notifications,
 * live events): `userId` (a column or id expression) is visible to the viewer unless suspended or
 * banned, or blocked either way. Oneself is always visible.
 */
export function gardenerVisibleTo(viewer: Reader | null, userId: SQL): SQL {
  if (!viewer) return sql`(${userId} not in ${restrictedIdsSql()})`;
  return gardenerVisibleToId(viewer.id, userId);
}

/**
 * The rule above for a signed-in viewer given by id, by a placeholder in a statement prepared once,
 * or by a column (the chat's group commit, lib/messages: each row's sender is the viewer): the same
 * text every way.
 */
export function gardenerVisibleToId(viewerId: number | Placeholder | SQL, userId: SQL): SQL {
  return sql`(${userId} = ${viewerId} or (${userId} not in ${restrictedIdsSql()} and ${userId} not in ${blockedIdsSql(viewerId)}))`;
}

/** Does the gardener `id` exist and is visible to the viewer under the rule above? */
export async function canSeeGardener(viewer: Reader | null, id: number, tx: Tx = db()): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), gardenerVisibleTo(viewer, qualified(users.id))))
    .limit(1);
  return !!row;
}

/**
 * THE visibility rule of a swap day (issue 34, decision 0218), used by the list, the page, the
 * .ics, RSVP, bringing, matches, notices and the group's section:
 * - the organiser always sees their own;
 * - hidden by a moderator, organiser suspended or banned, blocked either way with the organiser → nobody else;
 * - a group's event whose group a moderator hid → nobody else;
 * - members only → the group's members (memberGroupIdsSql); else (public) → anyone, anonymous included;
 * - cancelled → only those who were going (they need to hear it), besides the organiser.
 */
export function eventVisibleTo(viewer: Reader | null): SQL {
  const groupOk = sql`(${qualified(events.groupId)} is null or ${qualified(events.groupId)} in (select g.id from ${groups} g where g.hidden_at is null))`;
  const standing = sql`(${qualified(events.hiddenAt)} is null and ${qualified(events.organizerId)} not in ${restrictedIdsSql()} and ${groupOk})`;
  if (!viewer) return sql`(${standing} and not ${qualified(events.membersOnly)} and ${qualified(events.cancelledAt)} is null)`;
  const member = sql`(not ${qualified(events.membersOnly)} or ${qualified(events.groupId)} in ${memberGroupIdsSql(viewer.id)})`;
  const going = sql`exists (select 1 from ${eventRsvps} r where r.event_id = ${qualified(events.id)} and r.user_id = ${viewer.id})`;
  const live = sql`(${qualified(events.cancelledAt)} is null or ${going})`;
  return sql`(${qualified(events.organizerId)} = ${viewer.id} or (${standing} and ${member} and ${live} and ${qualified(events.organizerId)} not in ${blockedIdsSql(viewer.id)}))`;
}

/**
 * THE rule of a wish (issue 34): a wish is seen by anyone (public, as a profile has always shown it)
 * unless it is group-only, then by its owner and the gardeners who share one of its groups with the
 * owner (want_groups; live membership, the group not hidden). The gardener rule (blocks, suspension)
 * applies on top, wherever wishes are read. For the want_items row of the query; matching passes
 * its own alias to wishVisibleToId.
 */
export function wishVisibleTo(viewer: Reader | null): SQL {
  const wish = { id: qualified(wantItems.id), userId: qualified(wantItems.userId), groupOnly: qualified(wantItems.groupOnly) };
  if (!viewer) return sql`(not ${wish.groupOnly})`;
  return wishVisibleToId(viewer.id, wish);
}

/** The rule above for a viewer given by id or SQL (the listing's owner or a wisher column in matching). */
export function wishVisibleToId(viewerId: number | SQL, wish: { id: SQL; userId: SQL; groupOnly: SQL }): SQL {
  return sql`(not ${wish.groupOnly} or ${wish.userId} = ${viewerId} or exists (select 1 from ${wantGroups} wg
    where wg.want_id = ${wish.id} and wg.group_id in ${memberGroupIdsSql(viewerId)} and ${isMemberSql(sql`wg.group_id`, wish.userId)}))`;
}

/**
 * THE visibility rule of a seed lot (issue 36, decision 0223), used by its page, lineage, label and
 * reports: public (a lot is a packet's story, not an offer), except that a lot whose owner the
 * viewer may not see (suspended or banned, blocked either way: gardenerVisibleTo) is not shown at
 * all. A gift waiting for someone not on GardenSwap yet (no owner) is shown. In a lineage, the
 * generations around a shown lot stay, but an owner the viewer may not see is nameless and townless.
 */
export function seedLotShownTo(viewer: Reader | null): SQL {
  const owner = qualified(seedLots.ownerId);
  return sql`(${owner} is null or ${gardenerVisibleTo(viewer, owner)})`;
}
