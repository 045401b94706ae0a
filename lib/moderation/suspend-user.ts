import "@/lib/validation/zod-config";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { invalid, notFound } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { audit, closeReportsAbout, endPresence, reasonSchema } from "./index";

const { users } = schema;

export const USER_NOT_FOUND = "User not found";
export const NOT_YOURSELF = "You cannot suspend yourself";
export const MAX_DAYS = 3650;
export const DAYS_MSG = `days must be a whole number from 1 to ${MAX_DAYS}, or null for a ban`;

export const suspendSchema = z.object({
  id: pathId(USER_NOT_FOUND),
  days: z.union([z.null(), z.coerce.number().int().min(1).max(MAX_DAYS)], { error: DAYS_MSG }),
  reason: reasonSchema,
});

/**
 * POST /api/moderation/users/{id}/suspend: N days, or `days: null` bans. Ends every session and
 * socket of the gardener at once, hides their listings, wishes and profile (the visibility rule
 * reads the suspension), stops their e-mails; login answers with the end date.
 */
export const suspendUser = defineUseCase({
  name: "moderation.suspend",
  caller: "moderator",
  input: suspendSchema,
  limits: LIMITS.moderate,
  run: async (viewer, { id, days, reason }) => {
    if (id === viewer.id) throw invalid(NOT_YOURSELF);
    const until = days === null ? null : new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    const row = await db().transaction(async (tx) => {
      const [u] = await tx
        .update(users)
        .set(until ? { suspendedUntil: until, bannedAt: null } : { bannedAt: new Date(), suspendedUntil: null })
        .where(eq(users.id, id))
        .returning({ id: users.id, username: users.username });
      if (!u) throw notFound(USER_NOT_FOUND);
      await audit(tx, { moderatorId: viewer.id, action: until ? "suspend" : "ban", subjectUserId: id, targetType: "user", targetId: id, reason, until });
      await closeReportsAbout(tx, id, viewer.id);
      return u;
    });
    await endPresence(id);
    return { id: row.id, username: row.username, suspended_until: until?.toISOString() ?? null, banned: until === null };
  },
});
