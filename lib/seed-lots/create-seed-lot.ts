import "@/lib/validation/zod-config";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { conflict, forbidden, invalid, notFound } from "@/lib/errors";
import { requireGoodStanding } from "@/lib/groups";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { LISTING_NOT_FOUND } from "@/lib/validation/listings";
import { catalogueVariety, newLotCode, shownLot } from "./index";
import { createSeedLotInput } from "./schemas";
import { PARENT_NOT_FOUND } from "./words";

const { seedLots, listings } = schema;

export const UNKNOWN_VARIETY = "Choose a variety from the catalogue, as crop/variety (e.g. tomato/brandywine)";
export const NOT_A_SEED_LISTING = "Only a seed listing can carry a seed lot";
export const NOT_YOUR_SEED_LISTING = "You can only add a seed lot to your own listing";
export const LISTING_HAS_LOT = "This listing already carries a seed lot";
export const OTHER_CROP_PARENT = "The parent lot is of another crop";

/**
 * POST /api/seed-lots: the caller's seed lot of a catalogue variety, with its story (pollination,
 * month saved, source) and optionally the lot it came from (`parent_code`, a lot the caller may see,
 * of the same crop) and the caller's seed listing that offers it (one lot per listing).
 */
export const createSeedLot = defineUseCase({
  name: "seed-lots.create",
  caller: "signed-in",
  input: createSeedLotInput,
  limits: LIMITS.createSeedLot,
  run: async (viewer, input): Promise<{ code: string }> => {
    const found = catalogueVariety(input.variety);
    if (!found) throw invalid(UNKNOWN_VARIETY, [{ loc: ["body", "variety"], msg: UNKNOWN_VARIETY, type: "value_error" }]);
    const [year, month] = input.saved.split("-").map(Number);
    return db().transaction(async (tx) => {
      await requireGoodStanding(tx, viewer);
      let parentId: number | null = null;
      if (input.parent_code) {
        const parent = await shownLot(viewer, input.parent_code, tx).catch(() => {
          throw notFound(PARENT_NOT_FOUND);
        });
        if (parent.crop !== found.crop.slug) throw invalid(OTHER_CROP_PARENT);
        parentId = parent.id;
      }
      if (input.listing_id !== undefined) {
        const [listing] = await tx.select({ ownerId: listings.ownerId, categoryId: listings.categoryId }).from(listings).where(eq(listings.id, input.listing_id)).for("update");
        if (!listing) throw notFound(LISTING_NOT_FOUND);
        if (listing.ownerId !== viewer.id) throw forbidden(NOT_YOUR_SEED_LISTING);
        if (listing.categoryId !== 2) throw invalid(NOT_A_SEED_LISTING);
        const [has] = await tx.select({ id: seedLots.id }).from(seedLots).where(and(eq(seedLots.listingId, input.listing_id))).limit(1);
        if (has) throw conflict(LISTING_HAS_LOT);
      }
      const code = newLotCode();
      await tx.insert(seedLots).values({
        code,
        ownerId: viewer.id,
        crop: found.crop.slug,
        variety: found.variety.slug,
        pollination: input.pollination,
        savedMonth: month,
        savedYear: year,
        source: input.source,
        parentId,
        listingId: input.listing_id ?? null,
      });
      return { code };
    });
  },
});
