import { and, eq, inArray, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { qualified } from "@/db/sql";
import { forbidden, invalid } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { notHiddenByModeratorSql, stillOfferedSql } from "@/lib/visibility";
import { isGoing, NOT_GOING, requireGoodStanding, requireOpen, visibleEvent } from "./access";
import { myChoices } from "./event-view";
import { bringingInput } from "./schemas";

const { eventBringing, eventHoping, listings, wantItems } = schema;

export const NOT_YOUR_AVAILABLE_LISTING = "Bring your own listings that are still available";
export const NOT_YOUR_WISH = "Hope for your own wishes only";

/**
 * PUT /api/events/{id}/bringing {"listing_ids", "wish_ids"}: what a gardener going brings (their own
 * available listings, held for the day: lib/trades refuses to reserve them for anyone until it ends)
 * and hopes for (their own wishes). Replaces both lists.
 */
export const setBringing = defineUseCase({
  name: "events.bringing",
  caller: "signed-in",
  input: bringingInput,
  limits: LIMITS.eventRsvp,
  run: async (viewer, { id, listing_ids, wish_ids }) =>
    db().transaction(async (tx) => {
      const e = await visibleEvent(tx, viewer, id);
      await requireGoodStanding(tx, viewer.id);
      requireOpen(e);
      if (!(await isGoing(tx, id, viewer.id))) throw forbidden(NOT_GOING);
      const lids = [...new Set(listing_ids)];
      const wids = [...new Set(wish_ids)];
      if (lids.length) {
        const ok = await tx
          .select({ id: listings.id })
          .from(listings)
          .where(and(inArray(listings.id, lids), pickableListingsSql(viewer.id)));
        const bad = lids.filter((l) => !ok.some((r) => r.id === l));
        if (bad.length) throw invalid(NOT_YOUR_AVAILABLE_LISTING, [{ loc: ["body", "listing_ids", lids.indexOf(bad[0])], msg: NOT_YOUR_AVAILABLE_LISTING, type: "value_error" }]);
      }
      if (wids.length) {
        const ok = await tx.select({ id: wantItems.id }).from(wantItems).where(and(inArray(wantItems.id, wids), eq(wantItems.userId, viewer.id)));
        const bad = wids.filter((w) => !ok.some((r) => r.id === w));
        if (bad.length) throw invalid(NOT_YOUR_WISH, [{ loc: ["body", "wish_ids", wids.indexOf(bad[0])], msg: NOT_YOUR_WISH, type: "value_error" }]);
      }
      await tx.delete(eventBringing).where(and(eq(eventBringing.eventId, id), eq(eventBringing.userId, viewer.id)));
      await tx.delete(eventHoping).where(and(eq(eventHoping.eventId, id), eq(eventHoping.userId, viewer.id)));
      if (lids.length) await tx.insert(eventBringing).values(lids.map((listingId) => ({ eventId: id, listingId, userId: viewer.id })));
      if (wids.length) await tx.insert(eventHoping).values(wids.map((wantId) => ({ eventId: id, wantId, userId: viewer.id })));
      const mine = await myChoices(tx, id, viewer.id);
      return { listing_ids: mine.listingIds, wish_ids: mine.wishIds };
    }),
});

/** The viewer's listings that may be brought: their own, active, available, still offered, not hidden. */
export const pickableListingsSql = (userId: number) =>
  sql`(${qualified(listings.ownerId)} = ${userId} and ${qualified(listings.isActive)} and ${qualified(listings.stateId)} = 1 and ${stillOfferedSql()} and ${notHiddenByModeratorSql()})`;
