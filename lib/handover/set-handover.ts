import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { conflict, invalid } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { ALREADY_COMPLETED } from "@/lib/trades/refusals";
import { ownedListing } from "@/lib/trades/access";
import { checkWindowFits, listingTiming } from "@/lib/trades/windows";
import { defineUseCase } from "@/lib/use-case";
import { handoverFor, type HandoverDTO } from "./index";
import { handoverInput } from "./schemas";

const { listingHandovers } = schema;

export const POST_SEEDS_ONLY = "Sending by post is for seeds only";
export const MEET_NEEDS_PLACE = "Say where to meet";
export const DOORSTEP_NEEDS_SPOT =
  "Say the exact pickup spot (only the gardener you reserve it for sees it)";
export const SPOT_DOORSTEP_ONLY = "Only a doorstep pickup has an exact spot";
export const POSTAGE_POST_ONLY = "Postage only is for seeds sent by post";

const field = (loc: string, msg: string) =>
  invalid(msg, [{ loc: ["body", loc], msg, type: "value_error" }]);

/**
 * PUT /api/listings/{id}/handover: the owner says how it changes hands (issue 32). `doorstep` needs the
 * exact `spot` (revealed only to the reserved gardener, lib/handover's spot rule), `meet` a `place`,
 * `post` is for seeds only, and may be `postage_only` (free but for the postage, which the receiver
 * pays). Up to 5 pickup windows, each inside the listing's availability.
 */
export const setHandover = defineUseCase({
  name: "handover.set",
  caller: "signed-in",
  limits: LIMITS.handover,
  input: handoverInput,
  run: async (
    viewer,
    { id, mode, place, spot, windows, postage_only },
  ): Promise<HandoverDTO> =>
    db().transaction(async (tx) => {
      const listing = await ownedListing(tx, viewer, id);
      if (listing.stateId === 3) throw conflict(ALREADY_COMPLETED);
      if (mode === "post" && listing.categoryId !== 2)
        throw field("mode", POST_SEEDS_ONLY);
      if (mode === "meet" && !place) throw field("place", MEET_NEEDS_PLACE);
      if (mode === "doorstep" && !spot)
        throw field("spot", DOORSTEP_NEEDS_SPOT);
      if (mode !== "doorstep" && spot) throw field("spot", SPOT_DOORSTEP_ONLY);
      if (postage_only && mode !== "post") throw field("postage_only", POSTAGE_POST_ONLY);
      // By post there is nothing to pick up: like the place, pickup windows are not kept.
      if (mode === "post") windows = [];
      const { until } = await listingTiming(tx, id);
      windows.forEach((w, i) => checkWindowFits(w, until, ["windows", i]));
      const values = {
        mode,
        place: mode === "post" ? null : place,
        spot: mode === "doorstep" ? spot : null,
        windows,
        postageOnly: postage_only,
        updatedAt: now(),
      };
      await tx
        .insert(listingHandovers)
        .values({ listingId: id, ...values })
        .onConflictDoUpdate({
          target: listingHandovers.listingId,
          set: values,
        });
      const [saved] = await tx
        .select({ id: listingHandovers.listingId })
        .from(listingHandovers)
        .where(eq(listingHandovers.listingId, id));
      return (await handoverFor(
        viewer,
        { id: saved!.id, owner_id: viewer.id },
        tx,
      ))!;
    }),
});
