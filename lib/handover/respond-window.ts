import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { conflict, forbidden, invalid } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { publishTradeChange, type TradeChange } from "@/lib/trades/steps";
import { tradesOf } from "@/lib/trades/trade-records";
import {
  proposeWindowIn,
  remindAtOf,
  windowRow,
  WINDOW_PAST,
} from "@/lib/trades/windows";
import { defineUseCase } from "@/lib/use-case";
import { windowActionInput } from "./schemas";
import { reservationOf } from "./trade-side";

const { tradeWindows } = schema;

export const WINDOW_REQUIRED =
  'Say which time you propose: window {"start", "end"}';
export const NOTHING_PROPOSED =
  "No pickup time is waiting for an answer: propose one";
export const WAIT_FOR_ANSWER =
  "You proposed this time: the other gardener accepts or declines it";

/**
 * POST /api/listings/{id}/window {"action": "accept"|"decline"|"propose", "window"?}: either gardener of
 * the open reservation (issue 32). Propose (with a window) replaces any earlier time; accept and decline
 * are for the side that did not propose. Accepting fixes the reminder time (lib/trades/windows.ts
 * remindAtFor); the other gardener is told through the trade.changed event (bell, live, push, e-mail).
 */
export const respondWindow = defineUseCase({
  name: "handover.window",
  caller: "signed-in",
  limits: LIMITS.window,
  input: windowActionInput,
  run: async (viewer, { id, action, window }) => {
    const change = await db().transaction(async (tx): Promise<TradeChange> => {
      const { trade, otherId } = await reservationOf(tx, viewer, id);
      const tell = (step: TradeChange["step"]): TradeChange => ({
        listingId: id,
        step,
        byUserId: viewer.id,
        toUserId: otherId,
      });
      if (action === "propose") {
        if (!window)
          throw invalid(WINDOW_REQUIRED, [
            { loc: ["body", "window"], msg: WINDOW_REQUIRED, type: "missing" },
          ]);
        await proposeWindowIn(tx, trade, viewer.id, window);
        return tell("window_proposed");
      }
      const current = await windowRow(tx, trade.id);
      if (!current || current.status !== "proposed")
        throw conflict(NOTHING_PROPOSED);
      if (current.proposedBy === viewer.id) throw forbidden(WAIT_FOR_ANSWER);
      const at = now();
      if (action === "decline") {
        await tx
          .update(tradeWindows)
          .set({ status: "declined", updatedAt: at })
          .where(eq(tradeWindows.tradeId, trade.id));
        return tell("window_declined");
      }
      if (current.endsAt.getTime() <= at.getTime()) throw conflict(WINDOW_PAST);
      const remindAt = await remindAtOf(tx, id, current.startsAt, at);
      await tx
        .update(tradeWindows)
        .set({
          status: "agreed",
          agreedAt: at,
          remindAt,
          remindedAt: null,
          coming: null,
          updatedAt: at,
        })
        .where(eq(tradeWindows.tradeId, trade.id));
      return tell("window_agreed");
    });
    await publishTradeChange(change);
    const [trade] = await tradesOf(viewer, { listingId: id, limit: 1 });
    return trade;
  },
});
