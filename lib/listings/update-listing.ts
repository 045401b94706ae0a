import { freshBounds } from "@/lib/crops/keeping";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { listingCropColumns } from "@/lib/crops/columns";
import { invalid } from "@/lib/errors";
import { deleteImageIfUnused, imageBytes, imageField, processImage, saveImage } from "@/lib/images";
import { publishEvent } from "@/lib/events";
import { applyStateId, publishTradeChange } from "@/lib/trades/steps";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { listingUpdateSchema, MSG, sellNeedsPrice } from "@/lib/validation/listings";
import { checkAvailableUntil } from "@/lib/validation/freshness";
import { writeAudience } from "./audience";
import { glutColumns } from "@/lib/listings/glut-columns";
import { storedGlut } from "@/lib/trades/portions";
import { LISTING_NOT_FOUND, NO_EDIT, ownListing, readListing } from "./index";

const { listings } = schema;

/**
 * PATCH /api/listings/{id}: only SPEC §7's fields; a new picture replaces (and frees) the old one. Owner only.
 * `state_id` goes through the trade steps (applyStateId), so My trades stays true for SPEC §7's client.
 */
export const updateListing = defineUseCase({
  name: "listings.update",
  caller: "signed-in",
  input: listingUpdateSchema.extend({ id: pathId(LISTING_NOT_FOUND), image: imageField }),
  run: async (viewer, { id, image: file, ...data }) => {
    const current = await ownListing(viewer, id, NO_EDIT);
    const typeId = data.type_id ?? current.typeId;
    let price = data.price ?? current.price;
    if (sellNeedsPrice(typeId, price)) throw invalid(MSG.sellPrice, [{ loc: ["body", "price"], msg: MSG.sellPrice, type: "custom" }]);
    if (typeId !== 1) price = 0;
    const image = await imageBytes(file);
    // Decoded before the transaction: a decode waiting for its slot must not hold a connection.
    const processed = image ? await processImage(image) : null;
    // The crop decides how long it may be offered (issue 35): the new title's crops, else the stored ones.
    const titleCrops = data.title !== undefined ? listingCropColumns(data.title) : null;
    const change = await db().transaction(async (tx) => {
      // First, so a refused state change (422/409) rolls back before anything else is written.
      const told = data.state_id !== undefined ? await applyStateId(tx, viewer, id, data.state_id) : null;
      const stored = processed ? await saveImage(processed, viewer.id, tx) : null;
      const glut = glutColumns(await storedGlut(tx, id), data, { categoryId: data.category_id ?? current.categoryId, title: data.title ?? current.title });
      await tx
        .update(listings)
        .set({
          ...(data.title !== undefined && titleCrops && { title: data.title, ...titleCrops }),
          ...(data.description !== undefined && { description: data.description }),
          ...(data.is_active !== undefined && { isActive: data.is_active }),
          ...(data.category_id !== undefined && { categoryId: data.category_id }),
          ...(data.available_until !== undefined && {
            availableUntil: checkAvailableUntil(data.available_until, data.category_id ?? current.categoryId, freshBounds(data.category_id ?? current.categoryId, titleCrops?.crops ?? current.crops)),
            expiryRemindedAt: null,
          }),
          ...(stored && { featuredImageHash: stored.hash }),
          ...glut,
          typeId,
          price,
          updatedAt: new Date(),
        })
        .where(and(eq(listings.id, id), eq(listings.ownerId, viewer.id)));
      // Who may see it (issue 34): is_public and groups together, as PATCH .../visibility takes them.
      await writeAudience(tx, id, viewer.id, { is_public: data.is_public, groups: data.groups });
      if (stored && current.imageHash && current.imageHash !== stored.hash) await deleteImageIfUnused(current.imageHash, tx);
      return told;
    });
    await publishTradeChange(change);
    await publishEvent("listing.changed", { listingId: id });
    return readListing(viewer, id);
  },
});
