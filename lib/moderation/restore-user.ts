import "@/lib/validation/zod-config";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { notFound } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { audit } from "./index";
import { USER_NOT_FOUND } from "./suspend-user";

const { users } = schema;

/** POST /api/moderation/users/{id}/restore: lifts a suspension or ban (the gardener logs in again). */
export const restoreUser = defineUseCase({
  name: "moderation.restore_user",
  caller: "moderator",
  input: z.object({
    id: pathId(USER_NOT_FOUND),
    reason: z.string().trim().max(1000, { error: "Keep the reason under 1,000 characters" }).optional().default(""),
  }),
  limits: LIMITS.moderate,
  run: async (viewer, { id, reason }) => {
    return db().transaction(async (tx) => {
      const [u] = await tx.update(users).set({ suspendedUntil: null, bannedAt: null }).where(eq(users.id, id)).returning({ id: users.id, username: users.username });
      if (!u) throw notFound(USER_NOT_FOUND);
      await audit(tx, { moderatorId: viewer.id, action: "restore_user", subjectUserId: id, targetType: "user", targetId: id, reason });
      return { id: u.id, username: u.username, suspended_until: null, banned: false };
    });
  },
});
