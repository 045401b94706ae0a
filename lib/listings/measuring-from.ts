import "@/lib/validation/zod-config";
import { z } from "zod";
import { originFor } from "./near";
import { defineUseCase } from "@/lib/use-case";

/**
 * The marketplace's "near me": where distances would be measured from (a visitor's area `near`, or
 * the signed-in gardener's own place), as its label and units only; null when there is none or the
 * area is unknown. The point itself never leaves lib.
 */
export const measuringFrom = defineUseCase({
  name: "places.measuring-from",
  caller: "anyone",
  input: z.object({ near: z.string().optional() }),
  run: async (viewer, { near }) => {
    const origin = await originFor(viewer, near).catch(() => null);
    return origin && { units: origin.units, label: origin.label };
  },
});
