import "@/lib/validation/zod-config";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { publishEvent } from "@/lib/events";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { wantUpdateSchema } from "@/lib/validation/listings";
import { writeWishGroups } from "./audience";
import { columns, NO_EDIT_WANT, ownWant, WANT_NOT_FOUND, wishTitleColumns } from "./index";

const { wantItems } = schema;

/**
 * PATCH /api/listings/want-listings/{id}: the title and/or groups (issue 34). Owner only. A new title
 * decides again whether the wish sleeps; `dormant_until: null` wakes it now (issue 35; it is never set
 * by hand: the season decides).
 */
export const updateWant = defineUseCase({
  name: "wants.update",
  caller: "signed-in",
  input: wantUpdateSchema.extend({ id: pathId(WANT_NOT_FOUND), dormant_until: z.null().optional() }),
  run: async (viewer, { id, title, groups, dormant_until }) => {
    await ownWant(viewer, id, NO_EDIT_WANT);
    const row = await db().transaction(async (tx) => {
      if (groups !== undefined) await writeWishGroups(tx, viewer.id, [id], groups);
      const mine = and(eq(wantItems.id, id), eq(wantItems.userId, viewer.id));
      if (title !== undefined) {
        const [{ categoryId }] = await tx.select({ categoryId: wantItems.categoryId }).from(wantItems).where(mine);
        await tx.update(wantItems).set(await wishTitleColumns(tx, viewer.id, title, categoryId)).where(mine);
      }
      if (dormant_until === null) await tx.update(wantItems).set({ dormantUntil: null }).where(mine);
      const [after] = await tx.select(columns).from(wantItems).where(eq(wantItems.id, id));
      return after;
    });
    await publishEvent("wish.changed", { wantId: id });
    return row;
  },
});
