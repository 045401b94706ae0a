import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { heldForSwapDay } from "@/lib/trades/held-for-swap-day";
import { visibleListing } from "@/lib/trades/access";
import { listingId } from "@/lib/trades/schemas";
import { defineUseCase } from "@/lib/use-case";
import { eventVisibleTo } from "@/lib/visibility";

/**
 * The listing page's "Held for the swap day" line (issue 34): the swap day a visible listing is
 * brought to, while it is not over; its title only when the viewer may see the event.
 */
export const listingHeld = defineUseCase({
  name: "events.listing-held",
  caller: "signed-in",
  input: listingId,
  run: async (viewer, { id }) => {
    await visibleListing(db(), viewer, id);
    const held = await heldForSwapDay(db(), id);
    if (!held) return null;
    const [seen] = await db().select({ id: schema.events.id }).from(schema.events).where(and(eq(schema.events.id, held.eventId), eventVisibleTo(viewer)));
    return { event_id: seen ? held.eventId : null, title: seen ? held.title : null, ends_at: held.endsAt.toISOString() };
  },
});
