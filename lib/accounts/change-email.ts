import "@/lib/validation/zod-config";
import { and, eq, ne, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { verifyPassword } from "@/lib/auth/password";
import { AppError, conflict, invalid, unauthorized } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { changeEmailSchema } from "@/lib/validation/settings";
import { WRONG_CURRENT_PASSWORD } from "./change-password";
import { requestVerification } from "./email-verification";
import { EMAIL_TAKEN } from "./register-account";

const { users, emailVerificationTokens } = schema;

export const SAME_EMAIL = "This is already your e-mail address";
export const EMAIL_CHANGE_SENT = "We sent a confirmation link to your new address. Until you open it, your current address stays your login.";


/**
 * POST /api/auth/email and the settings form (issue 31): asks to move the account to a new address.
 * Nothing changes for login or mail yet: the new address waits in `pending_email` and gets a
 * confirmation link; opening it (lib/accounts/email-verification) makes it the address. The
 * password is asked again (a borrowed session must not take the account over by its address); an
 * address another account has is 409, as register says.
 */
export const changeEmail = defineUseCase({
  name: "accounts.change-email",
  caller: "signed-in",
  input: changeEmailSchema,
  limits: LIMITS.changeEmail,
  run: async (viewer, { email, password }) => {
    const [me] = await db().select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, viewer.id)).limit(1);
    if (!me) throw unauthorized();
    if (!(await verifyPassword(me.passwordHash, password))) {
      throw new AppError("forbidden", WRONG_CURRENT_PASSWORD, [{ loc: ["body", "password"], msg: WRONG_CURRENT_PASSWORD, type: "value_error" }]);
    }
    if (me.email.toLowerCase() === email.toLowerCase()) throw invalid(SAME_EMAIL, [{ loc: ["body", "email"], msg: SAME_EMAIL, type: "value_error" }]);
    const [taken] = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, viewer.id)))
      .limit(1);
    if (taken) throw conflict(EMAIL_TAKEN, "email");
    await db().transaction(async (tx) => {
      await tx.update(users).set({ pendingEmail: email }).where(eq(users.id, viewer.id));
      // Only the newest link works: an older link for another address is spent.
      await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, viewer.id));
    });
    await requestVerification(viewer.id, email);
    return { message: EMAIL_CHANGE_SENT, pending_email: email };
  },
});
