import "@/lib/validation/zod-config";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { unauthorized } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { originFor, type Origin } from "@/lib/listings/near";
import { chordM } from "@/lib/places";
import { BUCKET_LABELS } from "@/lib/places/buckets";
import { defineUseCase } from "@/lib/use-case";
import { cardColumns, groupShownSql, isAdmin, toCard, type CardRow, type GroupCard } from "./index";
import { listGroupsInput } from "./schemas";

const { groups, groupMembers } = schema;

/** How far "near" reaches, and how many groups a list shows. */
export const NEAR_KM = 80;
const LIST_MAX = 50;

/** Nearest bucket first, then the bigger group, then the older: the order says no more than the buckets shown. */
function byBucket(units: "km" | "mi") {
  const rank = (b: string | null) => (b === null ? Infinity : BUCKET_LABELS[units].indexOf(b));
  return (a: GroupCard, b: GroupCard) => rank(a.distance_bucket) - rank(b.distance_bucket) || b.member_count - a.member_count || a.id - b.id;
}

/** Groups (not hidden) within NEAR_KM of the origin, nearest bucket first. */
export async function groupsNear(viewerId: number | null, origin: Origin, limit = LIST_MAX): Promise<GroupCard[]> {
  const chord = chordM(NEAR_KM);
  const rows = (await db()
    .select(cardColumns(viewerId, origin.cube))
    .from(groups)
    .where(and(groupShownSql(), sql`${groups.loc} is not null`, sql`${groups.loc} <-> ${origin.cube}::cube < ${chord}::float8`))
    .orderBy(sql`${groups.loc} <-> ${origin.cube}::cube`)
    .limit(limit)) as CardRow[];
  return rows.map((r) => toCard(r, origin.units)).sort(byBucket(origin.units));
}

/** The viewer's groups (member, or asked to join; not removed), newest joined first; a hidden group only for its admins. */
export async function myGroups(viewerId: number, origin: Origin | null): Promise<GroupCard[]> {
  const rows = (await db()
    .select({ ...cardColumns(viewerId, origin?.cube ?? null), hiddenAt: groups.hiddenAt })
    .from(groups)
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, viewerId)))
    .where(sql`${groupMembers.status} <> 'removed'`)
    .orderBy(desc(groupMembers.requestedAt), asc(groups.id))
    .limit(LIST_MAX)) as (CardRow & { hiddenAt: Date | null })[];
  return rows.filter((r) => !r.hiddenAt || isAdmin({ status: r.myStatus!, role: r.myRole! })).map((r) => toCard(r, origin?.units ?? null));
}

/**
 * GET /api/groups?near=&mine=: groups near a town or postcode (422 when unknown), nearest bucket
 * first, never an exact distance; without near, near the signed-in gardener's own place, or their
 * groups when they have no place (and nothing for an anonymous visitor without near). mine=true:
 * the viewer's own groups (401 anonymous).
 */
export const listGroups = defineUseCase({
  name: "groups.list",
  caller: "anyone",
  input: listGroupsInput,
  limits: LIMITS.nearPlaces,
  run: async (viewer, { near, mine }): Promise<GroupCard[]> => {
    const origin = await originFor(viewer, near);
    if (mine) {
      if (!viewer) throw unauthorized();
      return myGroups(viewer.id, origin);
    }
    if (origin) return groupsNear(viewer?.id ?? null, origin);
    return viewer ? myGroups(viewer.id, null) : [];
  },
});
