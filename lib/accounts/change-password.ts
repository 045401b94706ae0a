import "@/lib/validation/zod-config";
import { and, eq, isNull, ne } from "drizzle-orm";
import { db, schema } from "@/db";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { AppError, unauthorized } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { endSessionSockets } from "@/lib/realtime";
import { defineUseCase } from "@/lib/use-case";
import { changePasswordSchema } from "@/lib/validation/settings";

const { users, sessions } = schema;

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct";
export const PASSWORD_CHANGED = "Your password has been changed. You are signed out everywhere else.";


/** 403 on the current_password field: the form shows it there, the API as `detail`. */
const wrongCurrent = () => new AppError("forbidden", WRONG_CURRENT_PASSWORD, [{ loc: ["body", "current_password"], msg: WRONG_CURRENT_PASSWORD, type: "value_error" }]);

/**
 * POST /api/auth/password and the settings form (issue 31): the current password once more, then the
 * new one. Every other session ends (its row revoked, its sockets closed: a stolen cookie is out),
 * the caller's stays, so changing a password does not sign you out of the page you are on. The
 * limit stops guessing the current password with a borrowed session.
 */
export const changePassword = defineUseCase({
  name: "accounts.change-password",
  caller: "signed-in",
  input: changePasswordSchema,
  limits: LIMITS.changePassword,
  run: async (viewer, { current_password, new_password }) => {
    const [me] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, viewer.id)).limit(1);
    if (!me) throw unauthorized();
    if (!(await verifyPassword(me.passwordHash, current_password))) throw wrongCurrent();
    const passwordHash = await hashPassword(new_password);
    const ended = await db().transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, viewer.id));
      // Reset links asked for with the old password's knowledge are spent too.
      await tx.delete(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, viewer.id));
      return tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, viewer.id), isNull(sessions.revokedAt), ne(sessions.id, viewer.sessionId)))
        .returning({ id: sessions.id });
    });
    for (const { id } of ended) endSessionSockets(id);
    return { message: PASSWORD_CHANGED, other_sessions_ended: ended.length };
  },
});
