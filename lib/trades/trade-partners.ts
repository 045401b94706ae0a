import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { tradePartnersOf } from "./talked-to";

/** GET /api/trades/partners: the gardeners the caller may reserve for or hand over to (talked to, not blocked either way). */
export const listTradePartners = defineUseCase({
  name: "trades.partners",
  caller: "signed-in",
  input: z.object({}),
  run: (viewer) => tradePartnersOf(viewer),
});
