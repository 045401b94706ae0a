import { and, eq, sql } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import { now } from "@/lib/clock";
import { conflict, forbidden, notFound } from "@/lib/errors";
import type { Reader } from "@/lib/viewer";
import { eventVisibleTo, restrictedIdsSql } from "@/lib/visibility";
import { EVENT_NOT_FOUND } from "./schemas";

const { events, eventRsvps } = schema;

export const NOT_GOING = "Say you're going first";
export const EVENT_OVER = "This swap day is over";
export const EVENT_CANCELLED = "This swap day was cancelled";
export const NOT_IN_GOOD_STANDING = "Your account can't take part in swap days right now";

/** The event's row if the reader may see it under the one rule (lib/visibility eventVisibleTo), else 404 as for a missing id. */
export async function visibleEvent(tx: Tx, reader: Reader | null, id: number, opts: { lock?: boolean } = {}) {
  const q = tx
    .select({
      id: events.id,
      groupId: events.groupId,
      organizerId: events.organizerId,
      title: events.title,
      description: events.description,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      place: events.place,
      address: events.address,
      capacity: events.capacity,
      recurrence: events.recurrence,
      membersOnly: events.membersOnly,
      cancelledAt: events.cancelledAt,
    })
    .from(events)
    .where(and(eq(events.id, id), eventVisibleTo(reader)))
    .limit(1);
  const [row] = opts.lock ? await q.for("update") : await q;
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}
export type EventRow = Awaited<ReturnType<typeof visibleEvent>>;

export async function isGoing(tx: Tx, eventId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
    .limit(1);
  return !!row;
}

/** A suspended or banned gardener's session stops working; a background reader is checked here too. */
export async function requireGoodStanding(tx: Tx, userId: number) {
  const [row] = await tx.select({ bad: sql<boolean>`${userId}::int in ${restrictedIdsSql()}` }).from(sql`(select 1) as one`);
  if (row?.bad) throw forbidden(NOT_IN_GOOD_STANDING);
}

/** Still ahead or under way, and not cancelled: what RSVP and "I'm bringing" need. */
export function requireOpen(e: EventRow) {
  if (e.cancelledAt) throw conflict(EVENT_CANCELLED);
  if (e.endsAt.getTime() <= now().getTime()) throw conflict(EVENT_OVER);
}

/** Gardeners going, as a count expression for a select. */
export const goingCountSql = () => sql<number>`(select count(*)::int from ${eventRsvps} r where r.event_id = ${qualified(events.id)})`;
