import "@/lib/validation/zod-config";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { isModerator } from "@/lib/auth/session";
import { notFound } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { setModerator } from "./set-moderator";

export const USER_NOT_FOUND = "User not found";

/**
 * DELETE /api/moderation/moderators/{user_id} and the desk's revoke button: takes a gardener's
 * granted rights away (audited). `moderator` in the answer is what remains: an address still named
 * by MODERATOR_EMAILS keeps the desk until the operator removes it there.
 */
export const revokeModerator = defineUseCase({
  name: "moderation.revoke",
  caller: "moderator",
  input: z.object({ user_id: pathId(USER_NOT_FOUND) }),
  limits: LIMITS.moderate,
  run: async (viewer, { user_id }) =>
    db().transaction(async (tx) => {
      const [u] = await tx
        .select({ email: schema.users.email, emailVerifiedAt: schema.users.emailVerifiedAt })
        .from(schema.users)
        .where(eq(schema.users.id, user_id))
        .limit(1);
      if (!u) throw notFound(USER_NOT_FOUND);
      const username = (await setModerator(tx, u.email, false, { moderatorId: viewer.id }))!;
      return { id: user_id, username, moderator: isModerator({ ...u, role: "member" }) };
    }),
});
