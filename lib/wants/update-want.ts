import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { wishCropColumns } from "@/lib/crops/columns";
import { publishEvent } from "@/lib/events";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { wantUpdateSchema } from "@/lib/validation/listings";
import { writeWishGroups } from "./audience";
import { columns, NO_EDIT_WANT, ownWant, WANT_NOT_FOUND } from "./index";

const { wantItems } = schema;

/** PATCH /api/listings/want-listings/{id}: the title and/or groups (issue 34). Owner only. */
export const updateWant = defineUseCase({
  name: "wants.update",
  caller: "signed-in",
  input: wantUpdateSchema.extend({ id: pathId(WANT_NOT_FOUND) }),
  run: async (viewer, { id, title, groups }) => {
    await ownWant(viewer, id, NO_EDIT_WANT);
    const row = await db().transaction(async (tx) => {
      if (groups !== undefined) await writeWishGroups(tx, viewer.id, [id], groups);
      if (title !== undefined) await tx.update(wantItems).set({ title, ...wishCropColumns(title) }).where(and(eq(wantItems.id, id), eq(wantItems.userId, viewer.id)));
      const [after] = await tx.select(columns).from(wantItems).where(eq(wantItems.id, id));
      return after;
    });
    await publishEvent("wish.changed", { wantId: id });
    return row;
  },
});
