import { and, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { conflict } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { requireGoodStanding, requireOpen, visibleEvent } from "./access";
import { rsvpInput } from "./schemas";

const { eventRsvps, eventBringing, eventHoping } = schema;

export const FULL = "This swap day is full ({n} of {n} going). Try again later: someone may drop out.";

/**
 * POST /api/events/{id}/rsvp {"going"}: going takes a place (409 when full; the event row is locked so
 * two last-place answers cannot both win); not going frees it and drops what one was bringing and
 * hoping for. Answers the viewer's side and the count.
 */
export const rsvpEvent = defineUseCase({
  name: "events.rsvp",
  caller: "signed-in",
  input: rsvpInput,
  limits: LIMITS.eventRsvp,
  run: async (viewer, { id, going }) =>
    db().transaction(async (tx) => {
      const e = await visibleEvent(tx, viewer, id, { lock: true });
      await requireGoodStanding(tx, viewer.id);
      requireOpen(e);
      const count = async () => (await tx.select({ n: sql<number>`count(*)::int` }).from(eventRsvps).where(eq(eventRsvps.eventId, id)))[0]?.n ?? 0;
      const mine = and(eq(eventRsvps.eventId, id), eq(eventRsvps.userId, viewer.id));
      if (going) {
        const [already] = await tx.select({ id: eventRsvps.userId }).from(eventRsvps).where(mine);
        if (!already) {
          const n = await count();
          if (e.capacity !== null && n >= e.capacity) throw conflict(FULL.replaceAll("{n}", String(e.capacity)));
          await tx.insert(eventRsvps).values({ eventId: id, userId: viewer.id });
        }
      } else {
        await tx.delete(eventRsvps).where(mine);
        await tx.delete(eventBringing).where(and(eq(eventBringing.eventId, id), eq(eventBringing.userId, viewer.id)));
        await tx.delete(eventHoping).where(and(eq(eventHoping.eventId, id), eq(eventHoping.userId, viewer.id)));
      }
      return { going, going_count: await count() };
    }),
});
