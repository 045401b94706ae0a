import { and, eq, isNull } from "drizzle-orm";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { forbidden } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { publishTradeChange, releaseIn, type TradeChange } from "@/lib/trades/steps";
import { tradesOf } from "@/lib/trades/trade-records";
import { defineUseCase } from "@/lib/use-case";
import type { Reader } from "@/lib/viewer";
import { comingInput } from "./schemas";
import { reservationOf } from "./trade-side";

const { listings, trades, tradeWindows, notifications } = schema;

export const ONLY_RESERVED_GARDENER =
  "Only the gardener it is reserved for answers this";

/**
 * POST /api/listings/{id}/coming {"coming"}: the reserved gardener answers the reminder (issue 32).
 * true: the owner hears "still coming". false ("Can't make it"): the reservation is released at once
 * through the owner's own release path (lib/trades releaseIn, reason "cancelled", so whatever follows a
 * release follows this one too), recorded as released by the gardener, and the owner is told.
 */
export const answerComing = defineUseCase({
  name: "handover.coming",
  caller: "signed-in",
  limits: LIMITS.window,
  input: comingInput,
  run: async (viewer, { id, coming }) => {
    await answerComingAs(viewer, id, coming);
    const [trade] = await tradesOf(viewer, { listingId: id, limit: 1 });
    return trade;
  },
});

/** The step itself, for the signed-in gardener or (coming-link.ts) the gardener a signed e-mail link names. */
export async function answerComingAs(
  viewer: Reader,
  id: number,
  coming: boolean,
): Promise<void> {
  const change = await db().transaction(async (tx): Promise<TradeChange> => {
    // The listing row first, as the owner's steps lock it (ownedListing), then the trade.
    const [listing] = await tx
      .select({
        id: listings.id,
        ownerId: listings.ownerId,
        stateId: listings.stateId,
        categoryId: listings.categoryId,
        title: listings.title,
        isActive: listings.isActive,
        crops: listings.crops,
      })
      .from(listings)
      .where(eq(listings.id, id))
      .for("update");
    const { trade, side } = await reservationOf(tx, viewer, id);
    if (side !== "receiver") throw forbidden(ONLY_RESERVED_GARDENER);
    const at = now();
    await tx
      .update(tradeWindows)
      .set({ coming, updatedAt: at })
      .where(eq(tradeWindows.tradeId, trade.id));
    // The reminder is answered: it no longer waits in the bell.
    await tx
      .update(notifications)
      .set({ readAt: at })
      .where(
        and(
          eq(notifications.userId, viewer.id),
          eq(notifications.kind, "trade_reminder"),
          eq(notifications.listingId, id),
          isNull(notifications.readAt),
        ),
      );
    if (!coming) {
      await releaseIn(tx, listing!, "cancelled");
      await tx
        .update(trades)
        .set({ releasedBy: viewer.id })
        .where(eq(trades.id, trade.id));
    }
    return {
      listingId: id,
      step: coming ? "coming" : "cancelled",
      byUserId: viewer.id,
      toUserId: trade.giverId,
    };
  });
  await publishTradeChange(change);
}
