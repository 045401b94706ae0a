import "@/lib/validation/zod-config";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { conflict, forbidden } from "@/lib/errors";
import { requireGoodStanding } from "@/lib/groups";
import { isUniqueViolation } from "@/db/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { shownLot } from "./index";
import { reportGrowOutInput } from "./schemas";

const { seedLotReports, users } = schema;

export const NOT_YOUR_LOT = "Only the gardener who has this lot can report how it came up";
export const ALREADY_REPORTED = "You have already reported how this lot came up";

/** The region a report counts under: the part of the town label after its comma ("Portland, OR" → "OR"). */
export const regionOf = (townLabel: string | null) => {
  const part = townLabel?.split(",").pop()?.trim();
  return part ? part : null;
};

/**
 * POST /api/seed-lots/{code}/reports {"sown", "came_up", "true_to_type"}: the lot's owner says how
 * it came up, once. The report counts under the owner's region, never their town or place.
 */
export const reportGrowOut = defineUseCase({
  name: "seed-lots.report",
  caller: "signed-in",
  input: reportGrowOutInput,
  limits: LIMITS.growOutReport,
  run: async (viewer, { code, sown, came_up, true_to_type }) =>
    db()
      .transaction(async (tx) => {
        await requireGoodStanding(tx, viewer);
        const lot = await shownLot(viewer, code, tx);
        if (lot.ownerId !== viewer.id) throw forbidden(NOT_YOUR_LOT);
        const [me] = await tx.select({ label: users.locationLabel }).from(users).where(eq(users.id, viewer.id));
        const region = regionOf(me?.label ?? null);
        await tx.insert(seedLotReports).values({ lotId: lot.id, userId: viewer.id, crop: lot.crop, variety: lot.variety, sown, cameUp: came_up, trueToType: true_to_type, region });
        return { code, sown, came_up, true_to_type, region };
      })
      .catch((e: unknown) => {
        if (isUniqueViolation(e, "seed_lot_reports_once_idx")) throw conflict(ALREADY_REPORTED);
        throw e;
      }),
});
