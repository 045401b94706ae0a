import { and, desc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { qualified } from "@/db/sql";
import { now } from "@/lib/clock";
import { conflict, invalid } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { ownedListing } from "@/lib/trades/access";
import { markCompleted, publishTradeChange, type TradeChange } from "@/lib/trades/steps";
import { defineUseCase } from "@/lib/use-case";
import { gardenerVisibleToId } from "@/lib/visibility";
import { requireGoodStanding } from "./access";
import { recordSwapsInput } from "./schemas";
import { swapSheetFor } from "./swap-sheet";

const { eventBringing, trades, eventRsvps } = schema;

export const NOT_BROUGHT = "Tick only what you brought to this swap day and still have";
export const NOT_AN_ATTENDEE = "Choose a gardener who went to this swap day";
export const NOT_GIVEN_TO_YOU = "Only what was recorded as given to you can be confirmed";
export const TOO_LATE = "Swaps can be recorded up to 30 days after the swap day";

/**
 * POST /api/events/{id}/swaps {"gave": [{listing_id, user_id}], "got": [listing_id]}: the one-screen
 * "What did you swap?". A gift ticked in `gave` becomes a trade as "Mark as given" makes one (lib/trades:
 * the listing completed, handed over to that gardener, who confirms), marked with the event; a gift in
 * `got` (given to the viewer at this swap day) is confirmed received. Both sides must have gone, and
 * see each other (not blocked either way, not suspended). Records feed My trades and the kept-promise record.
 */
export const recordSwaps = defineUseCase({
  name: "events.record-swaps",
  caller: "signed-in",
  input: recordSwapsInput,
  limits: LIMITS.eventRsvp,
  run: async (viewer, { id, gave, got }) => {
    const changes = await db().transaction(async (tx) => {
      await requireGoodStanding(tx, viewer.id);
      const sheet = await swapSheetFor(tx, viewer, id); // visible, going, started
      const [e] = await tx.select({ endsAt: schema.events.endsAt }).from(schema.events).where(eq(schema.events.id, id));
      if (now().getTime() - e!.endsAt.getTime() > 30 * 86_400_000) throw conflict(TOO_LATE);
      const out: TradeChange[] = [];
      for (const [i, g] of gave.entries()) {
        const fail = (msg: string, field: string) => invalid(msg, [{ loc: ["body", "gave", i, field], msg, type: "value_error" }]);
        const [b] = await tx.select({ id: eventBringing.listingId }).from(eventBringing).where(and(eq(eventBringing.eventId, id), eq(eventBringing.listingId, g.listing_id), eq(eventBringing.userId, viewer.id)));
        if (!b) throw fail(NOT_BROUGHT, "listing_id");
        const listing = await ownedListing(tx, viewer, g.listing_id);
        if (listing.stateId === 3) {
          if (sheet.gave.some((x) => x.listing.id === g.listing_id && x.to_user_id === g.user_id)) continue; // already recorded: a repeat is no change
          throw fail(NOT_BROUGHT, "listing_id");
        }
        const [ok] = await tx
          .select({ id: eventRsvps.userId })
          .from(eventRsvps)
          .where(and(eq(eventRsvps.eventId, id), eq(eventRsvps.userId, g.user_id), sql`${g.user_id}::int <> ${viewer.id}::int`, gardenerVisibleToId(viewer.id, qualified(eventRsvps.userId)), gardenerVisibleToId(g.user_id, sql`${viewer.id}::int`)));
        if (!ok) throw fail(NOT_AN_ATTENDEE, "user_id");
        await markCompleted(tx, g.listing_id, viewer.id, g.user_id);
        await tx
          .update(trades)
          .set({ eventId: id })
          .where(and(eq(trades.listingId, g.listing_id), eq(trades.state, "given"), eq(trades.receiverId, g.user_id)));
        out.push({ listingId: g.listing_id, step: "given", byUserId: viewer.id, toUserId: g.user_id });
      }
      for (const [i, listingId] of got.entries()) {
        const [t] = await tx
          .select({ id: trades.id, giverId: trades.giverId, state: trades.state })
          .from(trades)
          .where(and(eq(trades.listingId, listingId), eq(trades.eventId, id), eq(trades.receiverId, viewer.id)))
          .orderBy(desc(trades.id))
          .limit(1)
          .for("update");
        if (!t || !(t.state === "given" || t.state === "received")) throw invalid(NOT_GIVEN_TO_YOU, [{ loc: ["body", "got", i], msg: NOT_GIVEN_TO_YOU, type: "value_error" }]);
        if (t.state === "received") continue;
        const at = new Date();
        await tx.update(trades).set({ state: "received", confirmedAt: at, updatedAt: at }).where(eq(trades.id, t.id));
        out.push({ listingId, step: "confirmed", byUserId: viewer.id, toUserId: t.giverId });
      }
      return out;
    });
    for (const c of changes) await publishTradeChange(c);
    return db().transaction(async (tx) => swapSheetFor(tx, viewer, id));
  },
});
