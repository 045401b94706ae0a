import { eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { forbidden, unauthorized } from "@/lib/errors";
import { parse } from "@/lib/validation";
import { loginSchema } from "@/lib/validation/auth";
import { beginLoginAttempt, recordLoginSuccess } from "./login-throttle";
import { burnPasswordTime, verifyPassword } from "./password";
import { mintToken, revokeSession, type Viewer } from "./session";

export { verifyToken, sessionCookieName } from "./session";
export type { Viewer } from "./session";

export const INCORRECT_CREDENTIALS = "Incorrect email or password";

export const BANNED = "This account has been closed by GardenSwap's moderators.";

/** The login answer of a suspended or banned gardener (null when they may sign in). */
export function suspensionMessage(u: { suspendedUntil: Date | string | null; bannedAt: Date | string | null }, now = new Date()): string | null {
  if (u.bannedAt) return BANNED;
  if (!u.suspendedUntil || new Date(u.suspendedUntil) <= now) return null;
  const end = new Date(u.suspendedUntil).toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
  return `This account is suspended until ${end} UTC.`;
}

/**
 * Checks an e-mail and password; the same answer for an unknown e-mail and a wrong password. `ip`
 * keys the brake (lib/auth/login-throttle); every door reaches this through a use case that also
 * spends LIMITS.login (`logIn`, `checkCredentials`).
 */
export async function verifyCredentials(input: unknown, ip?: string | null) {
  const { email, password } = parse(loginSchema, input);
  await beginLoginAttempt(email, ip);
  const [user] = await db()
    .select({
      id: schema.users.id,
      username: schema.users.username,
      email: schema.users.email,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
      passwordHash: schema.users.passwordHash,
      tokenVersion: schema.users.tokenVersion,
      suspendedUntil: schema.users.suspendedUntil,
      bannedAt: schema.users.bannedAt,
    })
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    if (!user) await burnPasswordTime(password);
    throw unauthorized(INCORRECT_CREDENTIALS);
  }
  await recordLoginSuccess(email, ip);
  // Only after the right password: a suspension is nobody else's business.
  const refusal = suspensionMessage(user);
  if (refusal) throw forbidden(refusal);
  const { passwordHash: _omit, suspendedUntil: _s, bannedAt: _b, ...safe } = user;
  return safe;
}

/** POST /api/auth/login and the login form: a new session and its token. */
export async function login(input: unknown, ip?: string | null) {
  const user = await verifyCredentials(input, ip);
  const { token, expiresAt } = await mintToken(user);
  return {
    access_token: token,
    token_type: "bearer" as const,
    expires_at: expiresAt.toISOString(),
    user: { id: user.id, username: user.username, email: user.email, first_name: user.firstName, last_name: user.lastName },
  };
}

export async function logout(viewer: Viewer | null) {
  if (viewer) await revokeSession(viewer.sessionId);
}
