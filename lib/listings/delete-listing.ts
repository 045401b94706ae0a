import "@/lib/validation/zod-config";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { deleteImageIfUnused } from "@/lib/images";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { LISTING_NOT_FOUND, NO_DELETE, ownListing } from "./index";

const { listings } = schema;

/** DELETE /api/listings/{id}: owner only (403 otherwise); the picture goes too unless something else shows it. */
export const deleteListing = defineUseCase({
  name: "listings.delete",
  caller: "signed-in",
  input: z.object({ id: pathId(LISTING_NOT_FOUND) }),
  run: async (viewer, { id }) => {
    const current = await ownListing(viewer, id, NO_DELETE);
    await db().transaction(async (tx) => {
      await tx.delete(listings).where(and(eq(listings.id, id), eq(listings.ownerId, viewer.id)));
      await deleteImageIfUnused(current.imageHash, tx);
    });
  },
});
