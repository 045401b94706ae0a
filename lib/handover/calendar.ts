import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { env } from "@/lib/env";
import { notFound } from "@/lib/errors";
import { listingId } from "@/lib/trades/schemas";
import { windowRow } from "@/lib/trades/windows";
import { defineUseCase } from "@/lib/use-case";
import { calendarFile } from "./ics";
import { locationFor } from "./index";
import { reservationOf } from "./trade-side";

const { listings, users } = schema;

export const NO_WINDOW = "No pickup time has been proposed yet";

/**
 * GET /api/listings/{id}/calendar.ics: the pickup as a calendar entry, for the two gardeners of the
 * open reservation only (issue 32). LOCATION is the meeting place, or for a doorstep pickup the exact
 * spot (both callers may read it under the spot rule) — the file is never offered to anyone else.
 */
export const getCalendar = defineUseCase({
  name: "handover.calendar",
  caller: "signed-in",
  input: listingId,
  run: async (viewer, { id }) =>
    db().transaction(async (tx) => {
      const { trade, side, otherId } = await reservationOf(tx, viewer, id);
      const w = await windowRow(tx, trade.id);
      if (!w || w.status === "declined") throw notFound(NO_WINDOW);
      const [listing] = await tx
        .select({ title: listings.title })
        .from(listings)
        .where(eq(listings.id, id));
      const [other] = await tx
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, otherId));
      const where = await locationFor(tx, id);
      const summary =
        side === "giver"
          ? `${other?.username ?? "A gardener"} picks up ${listing!.title}`
          : `Pick up ${listing!.title} from ${other?.username ?? "a gardener"}`;
      const url = `${env().PUBLIC_URL}/listings/${id}`;
      const event = {
        // Stable per trade: downloading again updates the same calendar entry.
        uid: `trade-${trade.id}@gardenswap`,
        stamp: now(),
        start: w.startsAt,
        end: w.endsAt,
        summary: w.status === "agreed" ? summary : `${summary} (proposed)`,
        location: where?.mode === "post" ? "By post" : (where?.text ?? null),
        description: `GardenSwap trade: ${listing!.title}. ${url}`,
        url,
      };
      return {
        filename: `gardenswap-pickup-${id}.ics`,
        body: calendarFile(event),
      };
    }),
});
