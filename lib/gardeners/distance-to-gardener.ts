import "@/lib/validation/zod-config";
import { z } from "zod";
import { gardenerDistance, originFor } from "@/lib/listings/near";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";

/**
 * Seller profiles and chat headers: how far a gardener is, as a bucket, and their town label.
 * Measured from `near` (a visitor's area: an unknown place measures nothing) or else from the
 * signed-in viewer's own place. Never a number.
 */
export const distanceToGardener = defineUseCase({
  name: "gardeners.distance",
  caller: "anyone",
  input: z.object({ id: pathId("User not found"), near: z.string().optional() }),
  run: async (viewer, { id, near }) => {
    // An unknown area measures nothing (a database that does not answer fails the lookup below anyway).
    return gardenerDistance(await originFor(viewer, near).catch(() => null), id);
  },
});
