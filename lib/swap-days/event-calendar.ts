import { db } from "@/db";
import { now } from "@/lib/clock";
import { env } from "@/lib/env";
import { calendarFile } from "@/lib/handover/ics";
import { defineUseCase } from "@/lib/use-case";
import { isGoing, visibleEvent } from "./access";
import { recurrenceLabel } from "./recurrence";
import { eventId } from "./schemas";

/**
 * GET /api/events/{id}/calendar.ics: the swap day as a calendar entry, for anyone who may see it.
 * LOCATION is the exact address for the organiser and the gardeners going, else the town or postcode.
 */
export const eventCalendar = defineUseCase({
  name: "events.calendar",
  caller: "anyone",
  input: eventId,
  run: async (viewer, { id }) => {
    const e = await visibleEvent(db(), viewer, id);
    const insider = !!viewer && (viewer.id === e.organizerId || (await isGoing(db(), id, viewer.id)));
    const url = `${env().PUBLIC_URL}/events/${id}`;
    const repeat = recurrenceLabel(e.startsAt, e.recurrence);
    const body = calendarFile({
      // Stable per event: downloading again updates the same calendar entry.
      uid: `event-${id}@gardenswap`,
      stamp: now(),
      start: e.startsAt,
      end: e.endsAt,
      summary: e.cancelledAt ? `Cancelled: ${e.title}` : e.title,
      location: insider && e.address ? `${e.address}, ${e.place}` : e.place,
      description: `GardenSwap swap day${repeat ? ` (${repeat})` : ""}. ${url}`,
      url,
    });
    return { filename: `gardenswap-swap-day-${id}.ics`, body, insider };
  },
});
