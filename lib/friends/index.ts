import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import { isForeignKeyViolation } from "@/db/errors";
import { requireViewer, type Viewer } from "@/lib/auth/session";
import { AppError, invalid, notFound } from "@/lib/errors";
import { qualified } from "@/db/sql";
import { canSeeGardener, gardenerVisibleTo } from "@/lib/visibility";
import { publishEvent } from "@/lib/events";
import { imagePath } from "@/lib/users";
import { parse } from "@/lib/validation";
import { friendSearchSchema } from "@/lib/validation/friends";

/**
 * Friendships: one row per pair of users (user_low_id < user_high_id), whoever asked.
 * none → pending (requester_id asked) → accepted; cancel, decline and remove delete the row.
 * Every transition is a single conditional statement or runs under a row lock, so two people
 * acting at the same moment always end in one consistent row.
 */

const { users, friendships } = schema;

export type FriendStatus = "none" | "pending" | "accepted";

export const USER_NOT_FOUND = "User not found";
export const REQUEST_NOT_FOUND = "Friend request not found";
export const FRIENDSHIP_NOT_FOUND = "Friendship not found";
export const NOT_YOURSELF = "You cannot send a friend request to yourself";

/** A friend or a gardener in a list: what the spec's client reads, plus where they garden. */
export type FriendCard = { id: number; username: string; profile_picture: string | null; city: string | null; state: string | null };

/** An incoming request: `id` is the request id to pass as `request_id`; `user_id` is who asked. */
export type IncomingRequest = {
  id: number;
  user_id: number;
  username: string;
  profile_picture: string | null;
  city: string | null;
  state: string | null;
  created_at: Date;
};

/** An outgoing request still waiting for an answer: `id` is the recipient's user id. */
export type OutgoingRequest = FriendCard & { request_id: number; created_at: Date };

/** The relation between the viewer and one other gardener, and who asked. */
export type Relation = {
  status: FriendStatus;
  /** The user who sent the request (null when there is no relation). */
  requester_id: number | null;
  /** The friendship row id, used as `request_id` to accept or decline (null when none). */
  request_id: number | null;
  /** pending only: did the viewer send it (outgoing) or receive it (incoming)? */
  direction: "outgoing" | "incoming" | null;
};

export type SearchResult = FriendCard & Relation;

/** A friendship is one row per pair of gardeners, stored as (lower id, higher id) whoever asked (its unique index). */
export const orderedPair = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);
/** The friendships row of two gardeners, whichever of them asked (friends, blocks, factories and tests read it so). */
export const friendshipBetween = (a: number, b: number) => {
  const [lo, hi] = orderedPair(a, b);
  return and(eq(friendships.userLowId, lo), eq(friendships.userHighId, hi));
};


/**
 * The other gardener must exist, not be the viewer (422 for oneself, 404 for unknown ids) and be
 * visible under the gardener rule: blocked either way, suspended or banned is "User not found".
 */
async function requireOther(viewer: Viewer, otherId: number, tx: Tx = db()) {
  if (!Number.isSafeInteger(otherId) || otherId < 1) throw notFound(USER_NOT_FOUND);
  if (otherId === viewer.id) throw invalid(NOT_YOURSELF);
  if (!(await canSeeGardener(viewer, otherId, tx))) throw notFound(USER_NOT_FOUND);
}

const relationOf = (viewerId: number, row: { id: number; status: "pending" | "accepted"; requesterId: number } | undefined): Relation =>
  row
    ? {
        status: row.status,
        requester_id: row.requesterId,
        request_id: row.id,
        direction: row.status === "pending" ? (row.requesterId === viewerId ? "outgoing" : "incoming") : null,
      }
    : { status: "none", requester_id: null, request_id: null, direction: null };


/** GET /api/auth/friends/status/{id}: none, pending or accepted, and who asked. */
export async function friendStatus(viewer: Viewer | null, otherId: number): Promise<Relation> {
  const me = requireViewer(viewer);
  await requireOther(me, otherId);
  const [row] = await db()
    .select({ id: friendships.id, status: friendships.status, requesterId: friendships.requesterId })
    .from(friendships)
    .where(friendshipBetween(me.id, otherId))
    .limit(1);
  return relationOf(me.id, row);
}

export type RequestOutcome = Relation & {
  /** requested: a new pending row; accepted: the other side had asked, so this accepted it;
   *  already_pending / already_friends: nothing changed. */
  outcome: "requested" | "accepted" | "already_pending" | "already_friends";
};

/**
 * POST /api/auth/friends/request. A new request is pending; repeating it changes nothing; asking
 * someone who already asked you accepts their request. Crossing requests race on the unique pair
 * index: the first insert wins, the second finds its row (locked) and accepts it.
 */
export async function requestFriendship(viewer: Viewer | null, friendId: number): Promise<RequestOutcome> {
  const me = requireViewer(viewer);
  await requireOther(me, friendId);
  const [lo, hi] = orderedPair(me.id, friendId);
  let result: RequestOutcome | undefined;
  try {
    // A row found by the conflict may be deleted (cancelled) before we lock it: try again then.
    for (let attempt = 0; attempt < 3 && !result; attempt++) {
      result = await db().transaction(async (tx) => {
        const [created] = await tx
          .insert(friendships)
          .values({ userLowId: lo, userHighId: hi, requesterId: me.id, status: "pending" })
          .onConflictDoNothing({ target: [friendships.userLowId, friendships.userHighId] })
          .returning({ id: friendships.id, status: friendships.status, requesterId: friendships.requesterId });
        if (created) return { ...relationOf(me.id, created), outcome: "requested" as const };
        const [row] = await tx
          .select({ id: friendships.id, status: friendships.status, requesterId: friendships.requesterId })
          .from(friendships)
          .where(friendshipBetween(me.id, friendId))
          .for("update");
        if (!row) return undefined;
        if (row.status === "accepted") return { ...relationOf(me.id, row), outcome: "already_friends" as const };
        if (row.requesterId === me.id) return { ...relationOf(me.id, row), outcome: "already_pending" as const };
        const [accepted] = await tx
          .update(friendships)
          .set({ status: "accepted", acceptedAt: new Date() })
          .where(and(eq(friendships.id, row.id), eq(friendships.status, "pending")))
          .returning({ id: friendships.id, status: friendships.status, requesterId: friendships.requesterId });
        return { ...relationOf(me.id, accepted), outcome: "accepted" as const };
      });
    }
  } catch (e) {
    if (isForeignKeyViolation(e)) throw notFound(USER_NOT_FOUND);
    throw e;
  }
  if (!result) throw new AppError("conflict", "The friend request changed at the same moment; please try again");
  if (result.outcome === "requested") await publishEvent("friend.requested", { fromUserId: me.id, toUserId: friendId });
  if (result.outcome === "accepted") await publishEvent("friend.accepted", { requesterId: friendId, accepterId: me.id });
  return result;
}

/**
 * POST /api/auth/friends/respond: only the recipient of a pending request answers it. Accepting
 * makes the pair friends; declining deletes the request. Anything else (unknown id, someone
 * else's request, already answered, the sender themself) is "Friend request not found".
 */
export async function respondToRequest(viewer: Viewer | null, requestId: number, accept: boolean): Promise<Relation> {
  const me = requireViewer(viewer);
  if (!Number.isSafeInteger(requestId) || requestId < 1) throw notFound(REQUEST_NOT_FOUND);
  const mine = and(
    eq(friendships.id, requestId),
    eq(friendships.status, "pending"),
    ne(friendships.requesterId, me.id),
    or(eq(friendships.userLowId, me.id), eq(friendships.userHighId, me.id)),
  );
  const cols = { id: friendships.id, status: friendships.status, requesterId: friendships.requesterId };
  if (accept) {
    const [row] = await db().update(friendships).set({ status: "accepted", acceptedAt: new Date() }).where(mine).returning(cols);
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    await publishEvent("friend.accepted", { requesterId: row.requesterId, accepterId: me.id });
    return relationOf(me.id, row);
  }
  const [row] = await db().delete(friendships).where(mine).returning(cols);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return relationOf(me.id, undefined);
}

/**
 * DELETE /api/auth/friends/{id}: ends the relation with user {id}. Either friend removes an
 * accepted friendship; the sender cancels a pending request; the recipient deleting a pending
 * request declines it (docs/decisions/0030).
 */
export async function removeFriend(viewer: Viewer | null, otherId: number): Promise<{ removed: "friendship" | "request" }> {
  const me = requireViewer(viewer);
  await requireOther(me, otherId);
  const [row] = await db().delete(friendships).where(friendshipBetween(me.id, otherId)).returning({ status: friendships.status });
  if (!row) throw notFound(FRIENDSHIP_NOT_FOUND);
  return { removed: row.status === "accepted" ? "friendship" : "request" };
}

/** The user on the other side of a friendship row from `viewerId`. */
const otherSide = (viewerId: number) =>
  sql`case when ${friendships.userLowId} = ${viewerId} then ${friendships.userHighId} else ${friendships.userLowId} end`;

const involves = (viewerId: number) => or(eq(friendships.userLowId, viewerId), eq(friendships.userHighId, viewerId));

/** `lower(username) like %q%`, with the user's % and _ taken literally (uses the trigram index). */
const usernameLike = (q: string) => {
  const escaped = q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`lower(${users.username}) like ${`%${escaped}%`}`;
};

/** GET /api/auth/friends: accepted friends (id = the friend's user id), by username; optional filter. */
export async function friendsOf(viewer: Viewer | null, opts: { q?: string } = {}): Promise<FriendCard[]> {
  const me = requireViewer(viewer);
  const q = opts.q ? parse(friendSearchSchema, opts.q) : "";
  const rows = await db()
    .select({ id: users.id, username: users.username, hash: users.profileImageHash, city: users.city, state: users.state })
    .from(friendships)
    .innerJoin(users, eq(users.id, otherSide(me.id)))
    .where(and(involves(me.id), eq(friendships.status, "accepted"), q ? usernameLike(q) : undefined))
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id));
  return rows.map(({ hash, ...r }) => ({ ...r, profile_picture: imagePath(hash) }));
}

/** The viewer's pending requests one way ("in": others asked the viewer; "out": the viewer asked), newest first. */
async function pendingRequests(meId: number, way: "in" | "out") {
  const rows = await db()
    .select({ requestId: friendships.id, userId: users.id, username: users.username, hash: users.profileImageHash, city: users.city, state: users.state, createdAt: friendships.createdAt })
    .from(friendships)
    .innerJoin(users, eq(users.id, otherSide(meId)))
    .where(and(involves(meId), eq(friendships.status, "pending"), way === "in" ? ne(friendships.requesterId, meId) : eq(friendships.requesterId, meId)))
    .orderBy(desc(friendships.createdAt), desc(friendships.id));
  return rows.map(({ hash, ...r }) => ({ ...r, profile_picture: imagePath(hash) }));
}

/** GET /api/auth/friends/requests: requests others sent the viewer, newest first. */
export async function listIncomingRequests(viewer: Viewer | null): Promise<IncomingRequest[]> {
  const me = requireViewer(viewer);
  return (await pendingRequests(me.id, "in")).map((r) => ({
    id: r.requestId,
    user_id: r.userId,
    username: r.username,
    city: r.city,
    state: r.state,
    created_at: r.createdAt,
    profile_picture: r.profile_picture,
  }));
}

/** Requests the viewer sent that are still waiting, newest first. */
export async function listOutgoingRequests(viewer: Viewer | null): Promise<OutgoingRequest[]> {
  const me = requireViewer(viewer);
  return (await pendingRequests(me.id, "out")).map((r) => ({
    id: r.userId,
    username: r.username,
    city: r.city,
    state: r.state,
    request_id: r.requestId,
    created_at: r.createdAt,
    profile_picture: r.profile_picture,
  }));
}

/** Number of requests waiting for the viewer's answer (navigation badges). */
export async function incomingRequestCount(viewer: Viewer | null): Promise<number> {
  const me = requireViewer(viewer);
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(friendships)
    .where(and(involves(me.id), eq(friendships.status, "pending"), ne(friendships.requesterId, me.id)));
  return Number(row?.n ?? 0);
}

export const SEARCH_LIMIT = 30;

/**
 * Username and town: any part (case-insensitive; % and _ taken literally). Real names (never returned) only whole: the first name, the last
 * name or both, exactly (case-insensitive). A part of a name matching made the search an oracle:
 * a surname came back letter by letter in 74 requests (issue 29, L4).
 */
const gardenerLike = (q: string) => {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const whole = q.toLowerCase().replace(/\s+/g, " ");
  return or(
    usernameLike(q),
    sql`lower(${users.firstName}) = ${whole}`,
    sql`lower(${users.lastName}) = ${whole}`,
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) = ${whole}`,
    sql`lower(coalesce(${users.city}, '')) like ${pattern}`,
  )!;
};

/**
 * /gardeners and /friend-search: gardeners whose username or town contains `q`, or whose whole
 * first name, last name or full name is `q` (case-insensitive), never the viewer, each with the
 * viewer's relation to them. Exact and prefix username matches come first. Names are matched, never returned.
 */
export async function searchGardeners(viewer: Viewer | null, rawQuery: string): Promise<SearchResult[]> {
  const me = requireViewer(viewer);
  const q = parse(friendSearchSchema, rawQuery ?? "");
  if (!q) return [];
  const lower = q.toLowerCase();
  const prefix = `${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return cardsWithRelation(
    me,
    and(ne(users.id, me.id), gardenerLike(q), gardenerVisibleTo(me, qualified(users.id))),
    [sql`case when lower(${users.username}) = ${lower} then 0 when lower(${users.username}) like ${prefix} then 1 else 2 end`, asc(sql`lower(${users.username})`), asc(users.id)],
    SEARCH_LIMIT,
  );
}

/** Gardeners by id (other than the viewer, visible to them), each with the viewer's relation: "near you". */
export async function gardenersByIds(me: Viewer, ids: number[]): Promise<SearchResult[]> {
  if (!ids.length) return [];
  return cardsWithRelation(me, and(inArray(users.id, ids), ne(users.id, me.id), gardenerVisibleTo(me, qualified(users.id))), [asc(users.id)], ids.length);
}

/** The public card of each gardener matching `where`, with the viewer's relation to them. */
async function cardsWithRelation(me: Viewer, where: SQL | undefined, orderBy: SQL[], limit: number): Promise<SearchResult[]> {
  const rows = await db()
    .select({
      id: users.id,
      username: users.username,
      hash: users.profileImageHash,
      city: users.city,
      state: users.state,
      fid: friendships.id,
      status: friendships.status,
      requesterId: friendships.requesterId,
    })
    .from(users)
    .leftJoin(
      friendships,
      and(
        eq(friendships.userLowId, sql`least(${users.id}, ${me.id}::int)`),
        eq(friendships.userHighId, sql`greatest(${users.id}, ${me.id}::int)`),
      ),
    )
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  return rows.map(({ hash, fid, status, requesterId, ...r }) => ({
    ...r,
    profile_picture: imagePath(hash),
    ...relationOf(me.id, fid && status && requesterId ? { id: fid, status, requesterId } : undefined),
  }));
}
