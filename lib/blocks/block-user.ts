import "@/lib/validation/zod-config";
import { z } from "zod";
import { db } from "@/db";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { blockPair, USER_NOT_FOUND } from "./index";

/** POST /api/users/{id}/block: both ways, at once, everywhere; idempotent. */
export const blockUser = defineUseCase({
  name: "blocks.block",
  caller: "signed-in",
  input: z.object({ id: pathId(USER_NOT_FOUND) }),
  limits: LIMITS.block,
  run: async (viewer, { id }) => {
    await db().transaction((tx) => blockPair(viewer.id, id, tx));
    return { user_id: id, blocked: true };
  },
});
