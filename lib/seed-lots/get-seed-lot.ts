import "@/lib/validation/zod-config";
import { defineUseCase } from "@/lib/use-case";
import { shownLot, toView, type SeedLotView } from "./index";
import { lotCodeInput } from "./schemas";

/** GET /api/seed-lots/{code}: one lot (anyone; 404 when its owner is hidden from the caller). */
export const getSeedLot = defineUseCase({
  name: "seed-lots.get",
  caller: "anyone",
  input: lotCodeInput,
  run: async (viewer, { code }): Promise<SeedLotView> => toView(await shownLot(viewer, code), viewer),
});
