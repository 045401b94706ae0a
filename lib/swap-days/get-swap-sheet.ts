import { db } from "@/db";
import { defineUseCase } from "@/lib/use-case";
import { eventId } from "./schemas";
import { swapSheetFor } from "./swap-sheet";

/** GET /api/events/{id}/swaps: the "What did you swap?" sheet of a gardener who went. */
export const getSwapSheet = defineUseCase({
  name: "events.swap-sheet",
  caller: "signed-in",
  input: eventId,
  run: async (viewer, { id }) => swapSheetFor(db(), viewer, id),
});
