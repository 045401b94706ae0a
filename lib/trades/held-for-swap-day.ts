import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { now } from "@/lib/clock";

const { eventBringing, events } = schema;

export const HELD_FOR_SWAP_DAY = "Held for the swap day “{title}”: it can be reserved once the day is over";

/**
 * A listing its owner brings to a swap day that is not over or cancelled (issue 34) is "held for the
 * day": not reservable for anyone until it ends. The flag is read here, where reserving happens, and
 * by the listing page; the bringing itself is lib/swap-days'.
 */
export async function heldForSwapDay(tx: Tx, listingId: number): Promise<{ eventId: number; title: string; endsAt: Date } | null> {
  const [row] = await tx
    .select({ eventId: events.id, title: events.title, endsAt: events.endsAt })
    .from(eventBringing)
    .innerJoin(events, eq(events.id, eventBringing.eventId))
    .where(and(eq(eventBringing.listingId, listingId), isNull(events.cancelledAt), gt(events.endsAt, now())))
    .orderBy(asc(events.startsAt))
    .limit(1);
  return row ?? null;
}
