import "@/lib/validation/zod-config";
import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { db, schema } from "@/db";
import { conflict, notFound } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import type { DisputeState } from "@/lib/trades/dispute-no-show";
import { audit, reasonSchema } from "./index";

const { trades, listings } = schema;
export const DISPUTE_NOT_FOUND = "Dispute not found";
export const DISPUTE_DECIDED = "This dispute was already decided";

export type OpenDispute = {
  id: number;
  listing: { id: number; title: string };
  giver: { id: number; username: string };
  taker: { id: number; username: string };
  note: string;
  released_at: string | null;
  disputed_at: string;
};

/** GET /api/moderation/disputes: the open no-show disputes (issue 32), oldest first. */
export const listDisputes = defineUseCase({
  name: "moderation.disputes",
  caller: "moderator",
  input: z.object({}),
  run: async (): Promise<OpenDispute[]> => {
    const giver = alias(schema.users, "giver");
    const taker = alias(schema.users, "taker");
    const rows = await db()
      .select({ id: trades.id, listingId: listings.id, title: listings.title, giverId: giver.id, giverName: giver.username, takerId: taker.id, takerName: taker.username, note: trades.disputeNote, releasedAt: trades.releasedAt, disputedAt: trades.disputedAt })
      .from(trades)
      .innerJoin(listings, eq(listings.id, trades.listingId))
      .innerJoin(giver, eq(giver.id, trades.giverId))
      .innerJoin(taker, eq(taker.id, trades.receiverId))
      .where(eq(trades.disputeState, "open"))
      .orderBy(desc(trades.disputedAt))
      .limit(100);
    return rows.map((r) => ({
      id: r.id,
      listing: { id: r.listingId, title: r.title },
      giver: { id: r.giverId, username: r.giverName },
      taker: { id: r.takerId, username: r.takerName },
      note: r.note ?? "",
      released_at: r.releasedAt ? new Date(r.releasedAt).toISOString() : null,
      disputed_at: new Date(r.disputedAt!).toISOString(),
    }));
  },
});

/**
 * POST /api/moderation/disputes/{id} {"decision": "uphold"|"drop", "reason"}: upheld, the no-show
 * stands; dropped, it no longer counts in the gardener's kept-promise record. Audited.
 */
export const decideDispute = defineUseCase({
  name: "moderation.decide-dispute",
  caller: "moderator",
  limits: LIMITS.moderate,
  input: z.object({ id: pathId(DISPUTE_NOT_FOUND), decision: z.enum(["uphold", "drop"], { error: "decision is uphold or drop" }), reason: reasonSchema }),
  run: async (viewer, { id, decision, reason }): Promise<DisputeState> => {
    return db().transaction(async (tx) => {
      const [t] = await tx.select({ state: trades.disputeState, takerId: trades.receiverId }).from(trades).where(and(eq(trades.id, id), eq(trades.releaseReason, "no_show"))).for("update");
      if (!t?.state) throw notFound(DISPUTE_NOT_FOUND);
      if (t.state !== "open") throw conflict(DISPUTE_DECIDED);
      const state = decision === "uphold" ? ("upheld" as const) : ("dropped" as const);
      await tx.update(trades).set({ disputeState: state }).where(eq(trades.id, id));
      await audit(tx, { moderatorId: viewer.id, action: decision === "uphold" ? "uphold_dispute" : "drop_dispute", subjectUserId: t.takerId, targetId: id, reason });
      return { id, dispute_state: state };
    });
  },
});
