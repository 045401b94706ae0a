import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { tradesOf, type TradeDTO } from "./trade-records";

const IN_PROGRESS = new Set<TradeDTO["state"]>(["reserved", "given"]);
const isInProgress = (t: TradeDTO) => IN_PROGRESS.has(t.state);

/**
 * GET /api/trades: the caller's trades as giver and as receiver; `status` in_progress | done,
 * `role` giver | receiver, `listing_id` (one listing's), `with_user_id` (with one gardener).
 */
export const listTrades = defineUseCase({
  name: "trades.list",
  caller: "signed-in",
  input: z.object({
    status: z.enum(["in_progress", "done"], { message: "status is in_progress or done" }).optional(),
    role: z.enum(["giver", "receiver"], { message: "role is giver or receiver" }).optional(),
    listing_id: pathId("listing_id is a listing's id").optional(),
    with_user_id: pathId("with_user_id is a gardener's id").optional(),
  }),
  run: async (viewer, { status, role, listing_id, with_user_id }) => {
    const all = await tradesOf(viewer, { listingId: listing_id, withUserId: with_user_id });
    return all.filter((t) => (!role || t.role === role) && (!status || (status === "in_progress") === isInProgress(t)));
  },
});
