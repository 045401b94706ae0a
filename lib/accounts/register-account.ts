import "@/lib/validation/zod-config";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { db, schema } from "@/db";
import { isUniqueViolation } from "@/db/errors";
import { hashPassword } from "@/lib/auth/password";
import { conflict } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { registerSchema } from "@/lib/validation/auth";
import { requestVerification } from "./email-verification";

const { users } = schema;

export const EMAIL_TAKEN = "An account with this email already exists";
export const USERNAME_TAKEN = "This username is already taken";

/** Creates the account (internal: the register use cases call it after their limits). */
export async function createAccount(data: z.output<typeof registerSchema>) {
  const [emailTaken, usernameTaken] = await Promise.all([
    db().select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, data.email.toLowerCase())).limit(1),
    db().select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, data.username.toLowerCase())).limit(1),
  ]);
  if (emailTaken.length) throw conflict(EMAIL_TAKEN, "email");
  if (usernameTaken.length) throw conflict(USERNAME_TAKEN, "username");
  const passwordHash = await hashPassword(data.password);
  try {
    const [user] = await db()
      .insert(users)
      .values({ email: data.email, username: data.username, firstName: data.first_name, lastName: data.last_name, passwordHash, language: data.language })
      .returning({ id: users.id, username: users.username, email: users.email });
    // Every way to sign up sends the confirmation link (issue 29); the account works at once anyway.
    await requestVerification(user.id, user.email);
    return user;
  } catch (e) {
    // Two sign-ups racing for the same name: the unique index decides.
    if (isUniqueViolation(e, "users_email_lower_idx")) throw conflict(EMAIL_TAKEN, "email");
    if (isUniqueViolation(e, "users_username_lower_idx")) throw conflict(USERNAME_TAKEN, "username");
    throw e;
  }
}

/** POST /api/auth/register: a new account (no session; the client logs in next). */
export const registerAccount = defineUseCase({
  name: "accounts.register",
  caller: "anyone",
  input: registerSchema,
  limits: LIMITS.register,
  run: async (_viewer, data) => createAccount(data),
});
