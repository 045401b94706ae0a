import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import type { Viewer } from "@/lib/auth/session";
import { forbidden, notFound } from "@/lib/errors";
import { bucketOf } from "@/lib/places";
import type { Units } from "@/lib/places/buckets";
import { blockedIdsSql, canSeeGardener } from "@/lib/visibility";
import { GROUP_NOT_FOUND } from "./schemas";
import { GROUP_KIND_LABELS, type GroupJoinRule, type GroupKind, type GroupRole, type MemberStatus } from "./words";

/**
 * Garden groups (issue 34): the shared reads of the group use cases. A group's place is a town or
 * postcode and its gazetteer centre, never a gardener's point; distances leave as buckets only.
 * A group hidden by a moderator (hidden_at) is seen by its own admins only.
 */

const { groups, groupMembers, groupInvites } = schema;
const gid = qualified(groups.id);

export { GROUP_NOT_FOUND };
export const NOT_ALLOWED = "Your account cannot do this right now";
export const ADMINS_ONLY = "Only the group's admins can do this";

/** A group in a list: what a card shows. */
export type GroupCard = {
  id: number;
  name: string;
  kind: GroupKind;
  kind_label: string;
  place: string;
  join: GroupJoinRule;
  member_count: number;
  /** "about 3 km" from the viewer or from near=; null when either place is unknown. Never a number. */
  distance_bucket: string | null;
  /** The viewer's membership: null when none (or anonymous). */
  my_status: MemberStatus | null;
  my_role: GroupRole | null;
};

/** The membership of `userId` in each group row, for a select's columns (null when none). */
const mine = (userId: number | null) =>
  userId === null
    ? { myStatus: sql<MemberStatus | null>`null`, myRole: sql<GroupRole | null>`null` }
    : {
        myStatus: sql<MemberStatus | null>`(select m.status from ${groupMembers} m where m.group_id = ${gid} and m.user_id = ${userId})`,
        myRole: sql<GroupRole | null>`(select m.role from ${groupMembers} m where m.group_id = ${gid} and m.user_id = ${userId})`,
      };

/** The columns of a group card (and the distance from `origin`, a cube literal, when given). */
export const cardColumns = (viewerId: number | null, origin: string | null) => ({
  id: groups.id,
  name: groups.name,
  kind: groups.kind,
  place: groups.place,
  join: groups.join,
  memberCount: sql<number>`(select count(*)::int from ${groupMembers} c where c.group_id = ${gid} and c.status = 'member')`,
  dist: origin ? sql<number | null>`(${qualified(groups.loc)} <-> ${origin}::cube)` : sql<number | null>`null`,
  ...mine(viewerId),
});

export type CardRow = {
  id: number;
  name: string;
  kind: GroupKind;
  place: string;
  join: GroupJoinRule;
  memberCount: number;
  dist: number | null;
  myStatus: MemberStatus | null;
  myRole: GroupRole | null;
};

export const toCard = (r: CardRow, units: Units | null): GroupCard => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  kind_label: GROUP_KIND_LABELS[r.kind],
  place: r.place,
  join: r.join,
  member_count: Number(r.memberCount),
  distance_bucket: units ? bucketOf(r.dist, units) : null,
  my_status: r.myStatus,
  my_role: r.myRole,
});

/** Owner or admin, and in the group. */
export const isAdmin = (m: { status: MemberStatus; role: GroupRole } | null | undefined) => !!m && m.status === "member" && (m.role === "owner" || m.role === "admin");

/** Members of an open group invite anyone; in a group by approval only its admins do (an invite lets one straight in). */
export const mayInvite = (join: GroupJoinRule, m: Membership | null | undefined) => (join === "open" ? m?.status === "member" : isAdmin(m));

export type Membership = { status: MemberStatus; role: GroupRole };

export async function membershipOf(tx: Tx, groupId: number, userId: number): Promise<Membership | null> {
  const [m] = await tx
    .select({ status: groupMembers.status, role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return m ?? null;
}

/**
 * The group as the viewer may see it, with their membership: 404 for a missing group and for a
 * hidden one unless the viewer is one of its admins (a hidden group is not advertised).
 */
export async function loadGroup(tx: Tx, viewer: Viewer | null, id: number, lock = false) {
  const q = tx
    .select({ id: groups.id, name: groups.name, join: groups.join, question: groups.question, hiddenAt: groups.hiddenAt })
    .from(groups)
    .where(eq(groups.id, id))
    .limit(1);
  const [group] = lock ? await q.for("update") : await q;
  if (!group) throw notFound(GROUP_NOT_FOUND);
  const membership = viewer ? await membershipOf(tx, id, viewer.id) : null;
  if (group.hiddenAt && !isAdmin(membership)) throw notFound(GROUP_NOT_FOUND);
  return { group, membership };
}

/** Suspended or banned gardeners change nothing (their tokens stop working too; this covers a session in flight). */
export async function requireGoodStanding(tx: Tx, viewer: Viewer): Promise<void> {
  if (!(await canSeeGardener(null, viewer.id, tx))) throw forbidden(NOT_ALLOWED);
}

/** Is the viewer blocked either way with the group's owner or one of its admins? */
export async function blockedWithAdmins(tx: Tx, viewerId: number, groupId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`1` })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.status, "member"),
        sql`${groupMembers.role} in ('owner', 'admin')`,
        sql`${groupMembers.userId} in ${blockedIdsSql(viewerId)}`,
      ),
    )
    .limit(1);
  return !!row;
}

// ---- Invite codes: shown once, stored as their sha256 (like password-reset tokens) ----

export const INVITE_DAYS = 30;
export const newInviteCode = () => randomBytes(18).toString("base64url");
export const hashInviteCode = (code: string) => createHash("sha256").update(code).digest("hex");

/** The group an invite code lets one into: not revoked, not expired; null otherwise. */
export async function inviteGroupId(tx: Tx, code: string): Promise<number | null> {
  if (!code || code.length > 100) return null;
  const [row] = await tx
    .select({ groupId: groupInvites.groupId })
    .from(groupInvites)
    .where(and(eq(groupInvites.codeHash, hashInviteCode(code)), sql`${groupInvites.revokedAt} is null`, sql`(${groupInvites.expiresAt} is null or ${groupInvites.expiresAt} > now())`))
    .limit(1);
  return row?.groupId ?? null;
}

/** Not hidden by a moderator: what lists of groups show (a hidden group's admins still reach it by id). */
export const groupShownSql = (): SQL => sql`${groups.hiddenAt} is null`;

