import "@/lib/validation/zod-config";
import { and, eq, inArray } from "drizzle-orm";
import { db, schema } from "@/db";
import { invalid, notFound } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { publishEvent } from "@/lib/events";
import { defineUseCase } from "@/lib/use-case";
import { MSG, wantsSaveSchema, WANTS_PER_CATEGORY } from "@/lib/validation/listings";
import { writeWishGroups } from "./audience";
import { columns, listWants, lockUser, maxIssue, WANT_NOT_FOUND, wishTitleColumns, type WantDTO } from "./index";

const { wantItems } = schema;

/**
 * The /post-want form saved at once (SPEC §4): deletions, then creations, then updates, in one
 * transaction. The wish rules are the schema's (shared with the form); the count per category is
 * checked again against the database, so a refused save changes nothing. Counts against the
 * wish-creation limit, as the API's POST does.
 */
export const saveWants = defineUseCase({
  name: "wants.save",
  caller: "signed-in",
  input: wantsSaveSchema,
  limits: LIMITS.createWish,
  run: async (viewer, { items, groups }): Promise<WantDTO[]> => {
    const kept = items.filter((i) => !i.toDelete && i.title.trim() !== "");
    const changed: number[] = [];
    await db().transaction(async (tx) => {
      await lockUser(tx, viewer.id);
      const existing = await tx.select(columns).from(wantItems).where(eq(wantItems.userId, viewer.id));
      const byId = new Map(existing.map((w) => [w.id, w]));
      // Ids that are not the viewer's are simply not theirs to touch.
      for (const i of items) if (i.id !== undefined && !byId.has(i.id)) throw notFound(WANT_NOT_FOUND);
      const toDelete = items.filter((i) => i.id !== undefined && (i.toDelete || i.title.trim() === "")).map((i) => i.id!);
      if (toDelete.length) await tx.delete(wantItems).where(and(eq(wantItems.userId, viewer.id), inArray(wantItems.id, toDelete)));
      const remaining = existing.filter((w) => !toDelete.includes(w.id));
      const creations = kept.filter((i) => i.id === undefined);
      for (const c of [1, 2, 3]) {
        const total = remaining.filter((w) => w.category_id === c).length + creations.filter((i) => i.category_id === c).length;
        if (total > WANTS_PER_CATEGORY) throw invalid(MSG.wantMax, maxIssue(c));
      }
      for (const i of creations) {
        const [row] = await tx.insert(wantItems).values({ userId: viewer.id, categoryId: i.category_id, ...(await wishTitleColumns(tx, viewer.id, i.title.trim(), i.category_id)) }).returning({ id: wantItems.id });
        changed.push(row.id);
      }
      for (const i of kept) {
        if (i.id === undefined) continue;
        const before = byId.get(i.id)!;
        if (before.title !== i.title.trim()) {
          await tx.update(wantItems).set(await wishTitleColumns(tx, viewer.id, i.title.trim(), before.category_id)).where(and(eq(wantItems.id, i.id), eq(wantItems.userId, viewer.id)));
          changed.push(i.id);
        }
      }
      // Who sees the list (issue 34): every wish kept, as the form chose; matching runs again for each.
      if (groups !== undefined) {
        const all = (await tx.select({ id: wantItems.id }).from(wantItems).where(eq(wantItems.userId, viewer.id))).map((w) => w.id);
        await writeWishGroups(tx, viewer.id, all, groups);
        for (const id of all) if (!changed.includes(id)) changed.push(id);
      }
    });
    for (const id of changed) await publishEvent("wish.changed", { wantId: id });
    return listWants(viewer);
  },
});
