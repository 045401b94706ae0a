import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { createElement } from "react";
import { db, schema } from "@/db";
import { ResetPasswordEmail, resetPasswordSubject } from "@/lib/mail/emails/reset-password-email";
import { hashPassword } from "@/lib/auth/password";
import { revokeAllSessions } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { invalid } from "@/lib/errors";
import { defineJob } from "@/lib/jobs";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";

const { users, passwordResetTokens, outbox } = schema;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000; // 1 hour
/** At most this many reset e-mails per address and hour: stops anyone from mail-bombing a gardener. */
export const RESET_MAILS_PER_HOUR = 5;
export const RESET_MAIL_KIND = "password_reset";
export const RESET_REQUESTED = "If an account exists with this email, you will receive a password reset link";
export const RESET_DONE = "Your password has been reset. You can now log in with your new password.";
export const INVALID_RESET_TOKEN = "Invalid or expired reset token. Please request a new password reset link.";

export const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The link e-mailed to the gardener: always the configured public origin, never the request's Host. */
export const resetLink = (token: string) => `${env().PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;

/**
 * The work behind POST /api/auth/request-password-reset (use case `requestPasswordReset`). The
 * answer never tells whether the address has an account. For a known one: a fresh random token
 * (only its sha256 is stored) replaces every older one, and the link goes out by e-mail.
 */
export async function sendResetLink(email: string, now = new Date()) {
  const [user] = await db()
    .select({ id: users.id, email: users.email, username: users.username, language: users.language })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user) return { message: RESET_REQUESTED };

  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const [{ sent }] = await db()
    .select({ sent: count() })
    .from(outbox)
    .where(and(eq(outbox.to, user.email), eq(outbox.kind, RESET_MAIL_KIND), gt(outbox.createdAt, hourAgo)));
  if (sent >= RESET_MAILS_PER_HOUR) {
    log.warn(`password reset for user ${user.id} skipped: ${sent} e-mails in the last hour`);
    return { message: RESET_REQUESTED };
  }

  const token = randomBytes(32).toString("base64url");
  await db().transaction(async (tx) => {
    // A new request replaces older ones: only the newest link works.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
  });
  await sendMail({
    to: user.email,
    // In the gardener's language (issue 38): their setting, else English.
    subject: resetPasswordSubject(user.language ?? "en"),
    react: createElement(ResetPasswordEmail, { username: user.username, resetUrl: resetLink(token), locale: user.language ?? "en" }),
    kind: RESET_MAIL_KIND,
  });
  return { message: RESET_REQUESTED };
}

/**
 * The reset-link work runs in this job, after the answer: a request does the same thing (one
 * enqueue) whether or not the address has an account, so its timing tells nothing (issue 12).
 */
export const resetLinkJob = defineJob<{ email: string }>("accounts.reset-link", { retryLimit: 3, retryDelaySeconds: 20, expireInSeconds: 60 }, async ({ email }) => {
  await sendResetLink(email);
});

/**
 * The work behind POST /api/auth/reset-password (use case `resetPassword`). The token is spent
 * atomically (single use, unexpired), the password replaced, and every session of the user ended:
 * whoever had the old password is out.
 */
export async function setNewPassword(data: { token: string; new_password: string }) {
  const passwordHash = await hashPassword(data.new_password);
  const userId = await db().transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(data.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    return spent.userId;
  });
  if (userId === null) throw invalid(INVALID_RESET_TOKEN);
  await revokeAllSessions(userId);
  return { message: RESET_DONE };
}
