import { and, asc, eq, inArray } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import { now } from "@/lib/clock";
import { conflict, forbidden } from "@/lib/errors";
import type { Reader } from "@/lib/viewer";
import { gardenerVisibleTo } from "@/lib/visibility";
import { isGoing, NOT_GOING, visibleEvent } from "./access";
import { attendeesFor } from "./event-view";

const { eventBringing, listings, trades, users } = schema;

export const NOT_STARTED = "You can record swaps once the swap day has started";

/**
 * "What did you swap?" (issue 34): for a gardener who went, once the day has started. What they
 * brought (and to whom each went, if recorded), the others who went, and what others recorded as
 * given to them (to confirm).
 */
export async function swapSheetFor(tx: Tx, reader: Reader, eventId: number) {
  const e = await visibleEvent(tx, reader, eventId);
  if (!(await isGoing(tx, eventId, reader.id))) throw forbidden(NOT_GOING);
  if (e.startsAt.getTime() > now().getTime()) throw conflict(NOT_STARTED);
  const attendees = await attendeesFor(tx, reader, eventId);
  const brought = await tx
    .select({ id: listings.id, title: listings.title, stateId: listings.stateId })
    .from(eventBringing)
    .innerJoin(listings, eq(listings.id, eventBringing.listingId))
    .where(and(eq(eventBringing.eventId, eventId), eq(eventBringing.userId, reader.id)))
    .orderBy(asc(listings.title));
  const given = brought.length
    ? await tx
        .select({ listingId: trades.listingId, receiverId: trades.receiverId, state: trades.state })
        .from(trades)
        .where(and(eq(trades.eventId, eventId), inArray(trades.listingId, brought.map((b) => b.id)), inArray(trades.state, ["given", "received", "not_received"])))
    : [];
  const got = await tx
    .select({ listingId: listings.id, title: listings.title, giverId: users.id, giver: users.username, state: trades.state })
    .from(trades)
    .innerJoin(listings, eq(listings.id, trades.listingId))
    .innerJoin(users, eq(users.id, trades.giverId))
    .where(and(eq(trades.eventId, eventId), eq(trades.receiverId, reader.id), inArray(trades.state, ["given", "received", "not_received"]), gardenerVisibleTo(reader, qualified(users.id))))
    .orderBy(asc(listings.title));
  return {
    event: { id: e.id, title: e.title, starts_at: e.startsAt.toISOString() },
    attendees,
    gave: brought.map((b) => {
      const t = given.find((g) => g.listingId === b.id);
      return { listing: { id: b.id, title: b.title }, to_user_id: t?.receiverId ?? null, recorded: !!t, completed_elsewhere: !t && b.stateId === 3 };
    }),
    got: got.map((g) => ({ listing: { id: g.listingId, title: g.title }, from: { id: g.giverId, username: g.giver }, received: g.state === "received" })),
  };
}
export type SwapSheet = Awaited<ReturnType<typeof swapSheetFor>>;
