import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { createElement } from "react";
import { db, schema, type Tx } from "@/db";
import { isUniqueViolation } from "@/db/errors";
import { namedByConfig } from "@/lib/auth/session";
import { now } from "@/lib/clock";
import { conflict, invalid } from "@/lib/errors";
import { defineJob, enqueue } from "@/lib/jobs";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { VerifyEmail, verifySubject } from "@/lib/mail/emails/verify-email";
import { env } from "@/lib/env";
import { publishEvent } from "@/lib/events";
import { hashResetToken } from "./password-reset";
import { EMAIL_TAKEN } from "./register-account";

const { users, emailVerificationTokens, moderationActions } = schema;

/** Two days: long enough for a gardener who signs up on the phone and reads mail later. */
export const VERIFY_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
export const VERIFY_MAIL_KIND = "email_verification";
export const EMAIL_VERIFIED = "Thank you: your e-mail address is confirmed.";
export const VERIFICATION_SENT = "We sent a new confirmation link. Please check your inbox.";
export const ALREADY_VERIFIED = "Your e-mail address is already confirmed.";
export const INVALID_VERIFY_TOKEN = "Invalid or expired confirmation link. Please ask for a new one.";

/** The link e-mailed to the gardener: always the configured public origin, never the request's Host. */
export const verifyLink = (token: string) => `${env().PUBLIC_URL}/verify-email?token=${encodeURIComponent(token)}`;

/**
 * Sends `userId` a link that confirms `email` (sign-up, the Resend button, and a change of address:
 * call it with the new address after saving it). Nothing is sent when `email` is neither the
 * account's unconfirmed address nor its pending new one (issue 31: `pending_email`, switched in
 * only by its link). A fresh random token (only its sha256 is stored) replaces every older one:
 * only the newest link works.
 */
export async function sendVerification(userId: number, email: string): Promise<boolean> {
  const [user] = await db()
    .select({ email: users.email, pendingEmail: users.pendingEmail, username: users.username, verifiedAt: users.emailVerifiedAt, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return false;
  const wanted = email.toLowerCase();
  const to = user.pendingEmail?.toLowerCase() === wanted ? user.pendingEmail : user.email.toLowerCase() === wanted && !user.verifiedAt ? user.email : null;
  if (!to) return false;
  const token = randomBytes(32).toString("base64url");
  await db().transaction(async (tx) => {
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
    await tx.insert(emailVerificationTokens).values({
      userId,
      email: to,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(now().getTime() + VERIFY_TOKEN_TTL_MS),
    });
  });
  await sendMail({
    to,
    // In the gardener's language (issue 38): their setting, else English.
    subject: verifySubject(user.language ?? "en"),
    react: createElement(VerifyEmail, { username: user.username, verifyUrl: verifyLink(token), locale: user.language ?? "en" }),
    kind: VERIFY_MAIL_KIND,
  });
  return true;
}

/** The e-mail goes out in a job, after the answer: sign-up does not wait for a mail provider. */
export const verificationJob = defineJob<{ userId: number; email: string }>(
  "accounts.verification-link",
  { retryLimit: 3, retryDelaySeconds: 20, expireInSeconds: 60 },
  async ({ userId, email }) => {
    await sendVerification(userId, email);
  },
);

/** Queues the confirmation link for `email` (reusable by any change of address: it re-verifies). */
export const requestVerification = (userId: number, email: string) => enqueue(verificationJob, { userId, email });

/**
 * Marks the address of an e-mail change unconfirmed again and sends the link for it (issue 31's
 * POST /api/auth/email calls this after saving the new address).
 */
export async function emailChanged(userId: number, email: string) {
  await db().update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId));
  await db().delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
  await requestVerification(userId, email);
}

/**
 * Issue 31: the link sent to a pending new address makes it the account's address, confirmed (the
 * old one stops being the login only now). Taken by another account meanwhile: 409, as register says.
 */
async function switchToPendingEmail(tx: Tx, userId: number, email: string): Promise<{ id: number; email: string } | null> {
  const lower = email.toLowerCase();
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, lower), ne(users.id, userId)))
    .limit(1);
  if (taken) throw conflict(EMAIL_TAKEN, "email");
  const [user] = await tx
    .update(users)
    .set({ email: sql`${users.pendingEmail}`, pendingEmail: null, emailVerifiedAt: now() })
    .where(and(eq(users.id, userId), eq(sql`lower(${users.pendingEmail})`, lower)))
    .returning({ id: users.id, email: users.email });
  return user ?? null;
}

/**
 * POST /api/auth/verify and /verify-email: spends the token (single use, unexpired, for the address
 * the account still has) and confirms the address. A moderator named by MODERATOR_EMAILS becomes one
 * only now, and the audit log records it once ("granted by config").
 */
export async function confirmEmail(token: string): Promise<{ message: string; user_id: number }> {
  const userId = await db()
    .transaction(async (tx) => {
    const [spent] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now() })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashResetToken(token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now()),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    if (!spent) return null;
    const [confirmed] = await tx
      .update(users)
      .set({ emailVerifiedAt: now() })
      .where(and(eq(users.id, spent.userId), eq(sql`lower(${users.email})`, spent.email.toLowerCase())))
      .returning({ id: users.id, email: users.email });
    const user = confirmed ?? (await switchToPendingEmail(tx, spent.userId, spent.email));
    if (!user) return null;
    if (namedByConfig(user.email)) {
      const [already] = await tx
        .select({ id: moderationActions.id })
        .from(moderationActions)
        .where(and(eq(moderationActions.subjectUserId, user.id), eq(moderationActions.action, "grant_moderator"), eq(moderationActions.actor, "config")))
        .limit(1);
      if (!already) {
        await tx.insert(moderationActions).values({ moderatorId: null, actor: "config", action: "grant_moderator", subjectUserId: user.id, reason: "granted by config (MODERATOR_EMAILS, address confirmed)" });
        log.info(`moderator ${user.id} granted by config`);
      }
    }
    return user.id;
  })
    .catch((e: unknown) => {
      // Two accounts switching to the same pending address at once: the unique index decides.
      if (isUniqueViolation(e, "users_email_lower_idx")) throw conflict(EMAIL_TAKEN, "email");
      throw e;
    });
  if (userId === null) throw invalid(INVALID_VERIFY_TOKEN);
  // Issue 36: seed lots given to this address before the gardener joined are claimed by a subscriber.
  await publishEvent("email.confirmed", { userId });
  return { message: EMAIL_VERIFIED, user_id: userId };
}
