import { and, asc, eq, ne, sql } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import { now } from "@/lib/clock";
import { isAdmin, membershipOf } from "@/lib/groups";
import { imagePath } from "@/lib/images";
import type { Reader } from "@/lib/viewer";
import { gardenerVisibleTo, visibleTo } from "@/lib/visibility";
import { isGoing, visibleEvent } from "./access";
import { recurrenceLabel } from "./recurrence";
import type { EventRecurrence } from "./words";

const { eventRsvps, eventBringing, eventHoping, groups, listings, users } = schema;

/** A brought listing as the event page shows it (the one listing rule applies: the reader sees only what they may). */
export type BroughtDTO = { listing: { id: number; title: string; featured_image: string | null }; owner: { id: number; username: string } };

export type EventDTO = {
  id: number;
  title: string;
  description: string;
  starts_at: string;
  ends_at: string;
  /** A town or postcode: where, roughly. */
  place: string;
  /** The exact meeting place: for the organiser and the gardeners going only (null for anyone else). */
  address: string | null;
  /** Whether there is an exact address to show once going. */
  has_address: boolean;
  capacity: number | null;
  going_count: number;
  recurrence: EventRecurrence | null;
  /** "First Sunday of the month". */
  recurrence_label: string | null;
  group: { id: number; name: string } | null;
  members_only: boolean;
  organizer: { id: number; username: string };
  cancelled: boolean;
  /** Started: the "What did you swap?" page is open to those who went. */
  started: boolean;
  /** Over: no more RSVPs or bringing. */
  over: boolean;
  /** The viewer's side (false for anonymous). */
  going: boolean;
  is_organizer: boolean;
  /** The viewer may call it off (the organiser or an admin of its group; not once cancelled or over). */
  can_cancel: boolean;
  bringing: BroughtDTO[];
  /** The viewer's own choices (empty unless going). */
  my_listing_ids: number[];
  my_wish_ids: number[];
};

/** The event as `reader` may see it (404 under the one rule otherwise). */
export async function eventView(tx: Tx, reader: Reader | null, id: number): Promise<EventDTO> {
  const e = await visibleEvent(tx, reader, id);
  const going = reader ? await isGoing(tx, id, reader.id) : false;
  const isOrganizer = reader?.id === e.organizerId;
  const open = !e.cancelledAt && e.endsAt.getTime() > now().getTime();
  const manages = isOrganizer || (!!reader && e.groupId !== null && isAdmin(await membershipOf(tx, e.groupId, reader.id)));
  const [counts] = await tx.select({ n: sql<number>`count(*)::int` }).from(eventRsvps).where(eq(eventRsvps.eventId, id));
  const [organizer] = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, e.organizerId));
  const [group] = e.groupId ? await tx.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.id, e.groupId)) : [];
  // What the gardeners going bring, as far as the reader may see each listing and its owner.
  const brought = await tx
    .select({ id: listings.id, title: listings.title, image: listings.featuredImageHash, ownerId: users.id, username: users.username })
    .from(eventBringing)
    .innerJoin(listings, eq(listings.id, eventBringing.listingId))
    .innerJoin(users, eq(users.id, eventBringing.userId))
    .innerJoin(eventRsvps, and(eq(eventRsvps.eventId, eventBringing.eventId), eq(eventRsvps.userId, eventBringing.userId)))
    .where(and(eq(eventBringing.eventId, id), visibleTo(reader), gardenerVisibleTo(reader, qualified(users.id))))
    .orderBy(asc(listings.title), asc(listings.id))
    .limit(200);
  const mine = reader && going ? await myChoices(tx, id, reader.id) : { listingIds: [], wishIds: [] };
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    starts_at: e.startsAt.toISOString(),
    ends_at: e.endsAt.toISOString(),
    place: e.place,
    address: going || isOrganizer ? e.address : null,
    has_address: !!e.address,
    capacity: e.capacity,
    going_count: counts?.n ?? 0,
    recurrence: e.recurrence,
    recurrence_label: recurrenceLabel(e.startsAt, e.recurrence),
    group: group ?? null,
    members_only: e.membersOnly,
    organizer: organizer!,
    cancelled: !!e.cancelledAt,
    started: e.startsAt.getTime() <= now().getTime(),
    over: e.endsAt.getTime() <= now().getTime(),
    going,
    is_organizer: isOrganizer,
    can_cancel: open && manages,
    bringing: brought.map((b) => ({ listing: { id: b.id, title: b.title, featured_image: imagePath(b.image) }, owner: { id: b.ownerId, username: b.username } })),
    my_listing_ids: mine.listingIds,
    my_wish_ids: mine.wishIds,
  };
}

export async function myChoices(tx: Tx, eventId: number, userId: number) {
  const l = await tx.select({ id: eventBringing.listingId }).from(eventBringing).where(and(eq(eventBringing.eventId, eventId), eq(eventBringing.userId, userId)));
  const w = await tx.select({ id: eventHoping.wantId }).from(eventHoping).where(and(eq(eventHoping.eventId, eventId), eq(eventHoping.userId, userId)));
  return { listingIds: l.map((r) => r.id).sort((a, b) => a - b), wishIds: w.map((r) => r.id).sort((a, b) => a - b) };
}

/** Other gardeners going (not the reader), visible to the reader: the "to whom / from whom" of the swap page. */
export async function attendeesFor(tx: Tx, reader: Reader, eventId: number) {
  return tx
    .select({ id: users.id, username: users.username })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(and(eq(eventRsvps.eventId, eventId), ne(eventRsvps.userId, reader.id), gardenerVisibleTo(reader, qualified(users.id))))
    .orderBy(asc(users.username))
    .limit(500);
}
