import { and, asc, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import { now } from "@/lib/clock";
import { LIMITS } from "@/lib/limits";
import { originFor, type Origin } from "@/lib/listings/near";
import { bucketOf } from "@/lib/places";
import { BUCKET_LABELS, type Units } from "@/lib/places/buckets";
import { defineUseCase } from "@/lib/use-case";
import type { Reader } from "@/lib/viewer";
import { eventVisibleTo } from "@/lib/visibility";
import { goingCountSql } from "./access";
import { recurrenceLabel } from "./recurrence";
import { listEventsInput } from "./schemas";

const { events, eventRsvps, groups } = schema;

export type EventListItem = {
  id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  place: string;
  /** "about 3 km" from the viewer's place or `near=`; never a number (issue 13). */
  distance_bucket: string | null;
  going_count: number;
  capacity: number | null;
  recurrence_label: string | null;
  group: { id: number; name: string } | null;
  going: boolean;
};

export const PAGE = 50;

/** Upcoming (not over, not cancelled) swap days the reader may see, with `where`; nearest bucket first when there is an origin, then soonest. */
export async function upcomingEvents(tx: Tx, reader: Reader | null, where: SQL | undefined, origin: Origin | null, from: Date = now()): Promise<EventListItem[]> {
  const chord = origin ? sql<number | null>`(${qualified(events.loc)} <-> ${origin.cube}::cube)` : sql<null>`null`;
  const going = reader ? sql<boolean>`exists (select 1 from ${eventRsvps} r where r.event_id = ${qualified(events.id)} and r.user_id = ${reader.id})` : sql<boolean>`false`;
  const rows = await tx
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      place: events.place,
      capacity: events.capacity,
      recurrence: events.recurrence,
      groupId: groups.id,
      groupName: groups.name,
      chord,
      going,
      goingCount: goingCountSql(),
    })
    .from(events)
    .leftJoin(groups, eq(groups.id, events.groupId))
    .where(and(gt(events.endsAt, from), isNull(events.cancelledAt), eventVisibleTo(reader), where))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(PAGE * 4);
  const items = rows.map((r) => ({
    // Order by the bucket's ring, never by the exact distance.
    ring: origin ? bucketRank(bucketOf(r.chord, origin.units), origin.units) : 0,
    item: {
      id: r.id,
      title: r.title,
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt.toISOString(),
      place: r.place,
      distance_bucket: origin ? bucketOf(r.chord, origin.units) : null,
      going_count: Number(r.goingCount),
      capacity: r.capacity,
      recurrence_label: recurrenceLabel(r.startsAt, r.recurrence),
      group: r.groupId !== null ? { id: r.groupId, name: r.groupName! } : null,
      going: Boolean(r.going),
    },
  }));
  if (origin) items.sort((a, b) => a.ring - b.ring);
  return items.slice(0, PAGE).map((x) => x.item);
}

/** The bucket's ring (0 nearest): the order says no more than the label does. */
function bucketRank(label: string | null, units: Units): number {
  const i = label ? BUCKET_LABELS[units].indexOf(label) : -1;
  return i < 0 ? Infinity : i;
}

/**
 * GET /api/events?near=&from=: upcoming swap days the viewer may see, nearest bucket first (from the
 * viewer's own place, or `near=` a town or postcode), then soonest; `mine` (signed in): the ones
 * they are going to or organise, wherever they are.
 */
export const listEvents = defineUseCase({
  name: "events.list",
  caller: "anyone",
  input: listEventsInput,
  limits: LIMITS.nearPlaces,
  run: async (viewer, { near, from }) => {
    const origin = await originFor(viewer, near);
    const start = from ? new Date(from) : now();
    const items = await upcomingEvents(db(), viewer, undefined, origin, start);
    const mine = viewer
      ? await upcomingEvents(db(), viewer, or(eq(events.organizerId, viewer.id), sql`${qualified(events.id)} in (select r.event_id from ${eventRsvps} r where r.user_id = ${viewer.id})`), origin, start)
      : [];
    return { items, mine, near_label: origin?.label ?? null };
  },
});
