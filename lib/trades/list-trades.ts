import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { tradesOf, type TradeDTO } from "./index";

const IN_PROGRESS = new Set<TradeDTO["state"]>(["reserved", "given"]);

/** GET /api/trades: the caller's trades as giver and as receiver; `status` in_progress | done, `role` giver | receiver. */
export const listTrades = defineUseCase({
  name: "trades.list",
  caller: "signed-in",
  input: z.object({
    status: z.enum(["in_progress", "done"], { message: "status is in_progress or done" }).optional(),
    role: z.enum(["giver", "receiver"], { message: "role is giver or receiver" }).optional(),
  }),
  run: async (viewer, { status, role }) => {
    const all = await tradesOf(viewer);
    return all.filter((t) => (!role || t.role === role) && (!status || (status === "in_progress") === IN_PROGRESS.has(t.state)));
  },
});
