import "@/lib/validation/zod-config";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { NO_DELETE_WANT, ownWant, WANT_NOT_FOUND } from "./index";

const { wantItems } = schema;

/** DELETE /api/listings/want-listings/{id} and the delete button on /my-listings. Owner only. */
export const deleteWant = defineUseCase({
  name: "wants.delete",
  caller: "signed-in",
  input: z.object({ id: pathId(WANT_NOT_FOUND) }),
  run: async (viewer, { id }) => {
    await ownWant(viewer, id, NO_DELETE_WANT);
    await db().delete(wantItems).where(and(eq(wantItems.id, id), eq(wantItems.userId, viewer.id)));
  },
});
