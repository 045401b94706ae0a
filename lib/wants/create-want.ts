import { db, schema } from "@/db";
import { invalid } from "@/lib/errors";
import { publishEvent } from "@/lib/events";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { MSG, wantCreateSchema, WANTS_PER_CATEGORY } from "@/lib/validation/listings";
import { writeWishGroups } from "./audience";
import { columns, countIn, lockUser, maxIssue, wishTitleColumns } from "./index";

const { wantItems } = schema;

/** POST /api/listings/want-listings with title, category_id and optional groups (issue 34): at most 5 per category. A wish far out of season sleeps (issue 35). */
export const createWant = defineUseCase({
  name: "wants.create",
  caller: "signed-in",
  input: wantCreateSchema,
  limits: LIMITS.createWish,
  run: async (viewer, data) => {
    const row = await db().transaction(async (tx) => {
      await lockUser(tx, viewer.id);
      if ((await countIn(tx, viewer.id, data.category_id)) >= WANTS_PER_CATEGORY) throw invalid(MSG.wantMax, maxIssue(data.category_id));
      const [created] = await tx.insert(wantItems).values({ userId: viewer.id, categoryId: data.category_id, ...(await wishTitleColumns(tx, viewer.id, data.title, data.category_id)) }).returning(columns);
      if (data.groups?.length) await writeWishGroups(tx, viewer.id, [created.id], data.groups);
      return created;
    });
    await publishEvent("wish.changed", { wantId: row.id });
    return row;
  },
});
