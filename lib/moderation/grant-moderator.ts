import "@/lib/validation/zod-config";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { conflict, notFound } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { setModerator } from "./set-moderator";

export const NO_SUCH_GARDENER = "No gardener with this e-mail";
export const NOT_VERIFIED = "This gardener has not confirmed their e-mail address yet: only confirmed addresses can moderate";

export const grantSchema = z.object({
  email: z.string({ error: "Enter the gardener's e-mail address" }).trim().min(3, { error: "Enter the gardener's e-mail address" }).max(254),
});

/**
 * POST /api/moderation/moderators {email} and the desk's grant form: makes a gardener with a
 * confirmed address a moderator; the audit log records who granted whom.
 */
export const grantModerator = defineUseCase({
  name: "moderation.grant",
  caller: "moderator",
  input: grantSchema,
  limits: LIMITS.moderate,
  run: async (viewer, { email }) =>
    db().transaction(async (tx) => {
      const [u] = await tx
        .select({ id: schema.users.id, verifiedAt: schema.users.emailVerifiedAt })
        .from(schema.users)
        .where(eq(sql`lower(${schema.users.email})`, email.toLowerCase()))
        .limit(1);
      if (!u) throw notFound(NO_SUCH_GARDENER);
      if (!u.verifiedAt) throw conflict(NOT_VERIFIED);
      const username = (await setModerator(tx, email, true, { moderatorId: viewer.id }))!;
      return { id: u.id, username, moderator: true };
    }),
});
