import { freshBounds } from "@/lib/crops/keeping";
import "@/lib/validation/zod-config";
import { z } from "zod";
import { db, schema } from "@/db";
import { listingCropColumns } from "@/lib/crops/columns";
import { imageBytes, imageField, processImage, saveImage } from "@/lib/images";
import { publishEvent } from "@/lib/events";
import { ownerLocSql } from "@/lib/places/move-gardener";
import { invalid } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { markCompleted } from "@/lib/trades/steps";
import { RESERVE_AFTER_POSTING } from "@/lib/trades/refusals";
import { defineUseCase } from "@/lib/use-case";
import { listingCreateSchema } from "@/lib/validation/listings";
import { checkAvailableUntil, defaultAvailableUntil } from "@/lib/validation/freshness";
import { writeAudience } from "./audience";
import { readListing } from "./index";
import { glutColumns, NO_GLUT } from "@/lib/listings/glut-columns";

const { listings } = schema;

/**
 * POST /api/listings/ (multipart with an optional `image`, or JSON): the owner is always the viewer.
 * `state_id` 3 records a completion with someone else, like PATCH; 2 needs a gardener (422).
 * `groups` (issue 34) shows it in those groups: for them only unless `is_public`.
 */
export const createListing = defineUseCase({
  name: "listings.create",
  caller: "signed-in",
  input: z.intersection(z.object({ image: imageField }), listingCreateSchema),
  limits: LIMITS.createListing,
  run: async (viewer, data) => {
    if (data.state_id === 2) throw invalid(RESERVE_AFTER_POSTING);
    const image = await imageBytes(data.image);
    // Decoded before the transaction: a decode waiting for its slot must not hold a connection.
    const processed = image ? await processImage(image) : null;
    const crops = listingCropColumns(data.title);
    const id = await db().transaction(async (tx) => {
      const stored = processed ? await saveImage(processed, viewer.id, tx) : null;
      const [row] = await tx
        .insert(listings)
        .values({
          ownerId: viewer.id,
          title: data.title,
          ...crops,
          description: data.description,
          price: data.price,
          isActive: data.is_active,
          isPublic: data.is_public,
          typeId: data.type_id,
          stateId: 1,
          categoryId: data.category_id,
          availableUntil: data.available_until ? checkAvailableUntil(data.available_until, data.category_id, freshBounds(data.category_id, crops.crops)) : defaultAvailableUntil(data.category_id, undefined, freshBounds(data.category_id, crops.crops)),
          featuredImageHash: stored?.hash ?? null,
          loc: ownerLocSql(viewer.id),
          // A glut (issue 36): quantity, unit and how it is shared; none given, one thing as before.
          ...glutColumns(NO_GLUT, data, { categoryId: data.category_id, title: data.title }),
        })
        .returning({ id: listings.id });
      // Groups (issue 34): written after the row exists; a group that is not theirs rolls it all back (403).
      if (data.groups !== undefined) await writeAudience(tx, row.id, viewer.id, { is_public: data.is_public, groups: data.groups });
      if (data.state_id === 3) await markCompleted(tx, row.id, viewer.id, null);
      return row.id;
    });
    await publishEvent("listing.changed", { listingId: id });
    return readListing(viewer, id);
  },
});
