import "@/lib/validation/zod-config";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { notFound } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { NOT_BLOCKED, USER_NOT_FOUND } from "./index";

const { blocks } = schema;

/** DELETE /api/users/{id}/block: only the blocker lifts their own block (a friendship does not come back). */
export const unblockUser = defineUseCase({
  name: "blocks.unblock",
  caller: "signed-in",
  input: z.object({ id: pathId(USER_NOT_FOUND) }),
  limits: LIMITS.block,
  run: async (viewer, { id }) => {
    const gone = await db()
      .delete(blocks)
      .where(and(eq(blocks.blockerId, viewer.id), eq(blocks.blockedId, id)))
      .returning({ id: blocks.blockedId });
    if (!gone.length) throw notFound(NOT_BLOCKED);
  },
});
