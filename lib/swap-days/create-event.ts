import { and, count, eq, gt } from "drizzle-orm";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { forbidden, invalid, notFound, conflict } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { isAdmin, membershipOf } from "@/lib/groups";
import { meetingPlace } from "@/lib/places";
import { defineUseCase } from "@/lib/use-case";
import { requireGoodStanding } from "./access";
import { eventView } from "./event-view";
import { createEventInput } from "./schemas";

const { events, eventRsvps, groups } = schema;

export const GROUP_NOT_FOUND = "Group not found";
export const ADMINS_ONLY = "Only the group's owner and admins can plan its swap days";
export const UNKNOWN_PLACE = "We could not find that place. Try a postcode or 'town, state'.";
export const IN_THE_PAST = "Choose a time that is still ahead";
export const TOO_FAR = "Choose a date within the next year";
export const TOO_MANY = "You have 10 upcoming swap days already: hold some of them first";
export const MAX_UPCOMING = 10;

/**
 * POST /api/events: a swap day. A group's event is planned by its owner or admins (members only,
 * or public); a public event by any gardener in good standing. The place is a town or postcode
 * (stored as its gazetteer centre, never a point of anyone's); the exact address is kept for the
 * gardeners going. The organiser is going.
 */
export const createEvent = defineUseCase({
  name: "events.create",
  caller: "signed-in",
  input: createEventInput,
  limits: LIMITS.createEvent,
  run: async (viewer, input) => {
    const place = meetingPlace(input.place);
    const fail = (field: string, msg: string) => invalid(msg, [{ loc: ["body", field], msg, type: "value_error" }]);
    if (!place) throw fail("place", UNKNOWN_PLACE);
    const t = now().getTime();
    if (input.starts_at.getTime() <= t) throw fail("starts_at", IN_THE_PAST);
    if (input.starts_at.getTime() > t + 366 * 86_400_000) throw fail("starts_at", TOO_FAR);
    const id = await db().transaction(async (tx) => {
      await requireGoodStanding(tx, viewer.id);
      if (input.group_id) {
        const [g] = await tx.select({ hiddenAt: groups.hiddenAt }).from(groups).where(eq(groups.id, input.group_id));
        if (!g) throw notFound(GROUP_NOT_FOUND);
        if (!isAdmin(await membershipOf(tx, input.group_id, viewer.id))) throw forbidden(ADMINS_ONLY);
        if (g.hiddenAt) throw notFound(GROUP_NOT_FOUND);
      }
      const [{ n }] = await tx
        .select({ n: count() })
        .from(events)
        .where(and(eq(events.organizerId, viewer.id), gt(events.endsAt, now())));
      if (n >= MAX_UPCOMING) throw conflict(TOO_MANY);
      const [row] = await tx
        .insert(events)
        .values({
          groupId: input.group_id ?? null,
          organizerId: viewer.id,
          title: input.title,
          description: input.description,
          startsAt: input.starts_at,
          endsAt: input.ends_at,
          place: place.label,
          loc: place.loc,
          address: input.address || null,
          capacity: input.capacity ?? null,
          recurrence: input.recurrence ?? null,
          // Members only means nothing without a group.
          membersOnly: input.group_id ? input.members_only : false,
        })
        .returning({ id: events.id });
      await tx.insert(eventRsvps).values({ eventId: row.id, userId: viewer.id });
      return row.id;
    });
    return eventView(db(), viewer, id);
  },
});
