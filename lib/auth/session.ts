import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { parseCookie } from "cookie";
import { decode, encode } from "next-auth/jwt";
import { db, schema } from "@/db";
import { env } from "@/lib/env";
import { forbidden, unauthorized } from "@/lib/errors";
import { endSessionSockets, endUserSockets } from "@/lib/realtime";
import { mintViewer, type Viewer } from "@/lib/viewer";

export const SESSION_MAX_AGE_S = 7 * 24 * 60 * 60; // SPEC §9: 7 days (604800000 ms)


/** The signed-in person, as every domain function receives it (branded: only verifyToken makes one). */
export type { Viewer };

/** Not suspended or banned right now (on the users table of the query). */
export const notRestrictedSql = () => sql`(${schema.users.bannedAt} is null and (${schema.users.suspendedUntil} is null or ${schema.users.suspendedUntil} <= now()))`;

/** Whether MODERATOR_EMAILS names this address (any case). */
export function namedByConfig(email: string): boolean {
  const named = env()
    .MODERATOR_EMAILS.split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return named.includes(email.trim().toLowerCase());
}

/**
 * Moderators: granted (users.role, by `npm run moderator -- grant <email>` or on the desk), or named
 * by MODERATOR_EMAILS, but only once the gardener has confirmed that address (issue 29, H1):
 * registering a named address nobody has claimed yet gives nothing.
 */
export function isModerator(user: { email: string; role: string; emailVerifiedAt: Date | null }): boolean {
  if (user.role === "moderator") return true;
  return user.emailVerifiedAt !== null && namedByConfig(user.email);
}

/** The JWT claims GardenSwap adds to next-auth's token. */
export type SessionClaims = { sub: string; sid: string; tv: number; name: string };

export function sessionCookieName(): string {
  return env().PUBLIC_URL.startsWith("https://") ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

/** Creates the server-side session row that makes a token revocable. */
export async function startSession(user: { id: number; tokenVersion: number }): Promise<{ sid: string; expiresAt: Date }> {
  const sid = randomUUID();
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_S * 1000);
  await db().insert(schema.sessions).values({ id: sid, userId: user.id, expiresAt });
  return { sid, expiresAt };
}

/** Mints the same encrypted JWT next-auth puts in its cookie, so either works as a Bearer token. */
export async function mintToken(user: { id: number; username: string; tokenVersion: number }) {
  const { sid, expiresAt } = await startSession(user);
  const claims: SessionClaims = { sub: String(user.id), sid, tv: user.tokenVersion, name: user.username };
  const token = await encode({ token: claims, secret: env().AUTH_SECRET, maxAge: SESSION_MAX_AGE_S });
  return { token, sid, expiresAt };
}

/** A token is good only while its session row is live and the user's token_version is unchanged. */
export async function verifyToken(token: string | undefined | null): Promise<Viewer | null> {
  if (!token) return null;
  let claims: Partial<SessionClaims> | null = null;
  try {
    claims = (await decode({ token, secret: env().AUTH_SECRET })) as Partial<SessionClaims> | null;
  } catch {
    return null;
  }
  const userId = Number(claims?.sub);
  if (!claims || !Number.isSafeInteger(userId) || typeof claims.sid !== "string" || typeof claims.tv !== "number") return null;
  const [row] = await db()
    .select({ id: schema.users.id, username: schema.users.username, email: schema.users.email, role: schema.users.role, emailVerifiedAt: schema.users.emailVerifiedAt, language: schema.users.language })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(
      and(
        eq(schema.sessions.id, claims.sid),
        eq(schema.sessions.userId, userId),
        isNull(schema.sessions.revokedAt),
        gt(schema.sessions.expiresAt, sql`now()`),
        eq(schema.users.tokenVersion, claims.tv),
        // A suspended or banned gardener's old tokens stop working at once, whatever else holds.
        notRestrictedSql(),
      ),
    )
    .limit(1);
  return row ? mintViewer({ id: row.id, username: row.username, sessionId: claims.sid, isModerator: isModerator(row), verified: row.emailVerifiedAt !== null, language: row.language }) : null;
}

export async function revokeSession(sessionId: string) {
  await db().update(schema.sessions).set({ revokedAt: new Date() }).where(eq(schema.sessions.id, sessionId));
  endSessionSockets(sessionId);
}

/** Ends every session of a user (password reset, account deletion). */
export async function revokeAllSessions(userId: number) {
  await db()
    .update(schema.users)
    .set({ tokenVersion: sql`${schema.users.tokenVersion} + 1` })
    .where(eq(schema.users.id, userId));
  await db()
    .update(schema.sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt)));
  endUserSockets(userId);
}

/** The caller's token and how it came: a Bearer header (API clients) or the session cookie (browsers). */
export function credentialsFrom(headers: Headers): { token: string | null; via: "bearer" | "cookie" | null } {
  const auth = headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) return { token: auth.slice(7).trim() || null, via: "bearer" };
  const token = cookieValue(headers.get("cookie"), sessionCookieName());
  return { token, via: token ? "cookie" : null };
}

export const CROSS_SITE = "Cross-site request refused";

/**
 * A cookie is sent by the browser whoever made the page, so a cookie-authenticated unsafe request
 * (or socket handshake) must come from the app's own origin: PUBLIC_URL, or the host the request was
 * addressed to (the dev server, another port is another origin). Without Origin, a browser's
 * Sec-Fetch-Site must say same-origin; a request with neither is not from a browser page.
 */
export function fromOwnOrigin(headers: Headers, requestUrl?: string): boolean {
  const origin = headers.get("origin");
  if (!origin) {
    const site = headers.get("sec-fetch-site");
    return !site || site === "same-origin" || site === "none";
  }
  let o: URL;
  try {
    o = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file:) and garbage
  }
  if (o.origin === new URL(env().PUBLIC_URL).origin) return true;
  const host = headers.get("host") ?? (requestUrl ? new URL(requestUrl).host : null);
  return !!host && o.host === host && (o.protocol === "http:" || o.protocol === "https:");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  // `cookie` leaves undecodable values as they are (`foo=%` never throws).
  const jar = parseCookie(cookieHeader);
  if (jar[name] !== undefined) return jar[name];
  // next-auth splits large cookies into name.0, name.1, ...; our tokens stay small, but join chunks anyway.
  const chunks: string[] = [];
  for (let n = 0; jar[`${name}.${n}`] !== undefined; n++) chunks.push(jar[`${name}.${n}`]!);
  return chunks.length ? chunks.join("") : null;
}

/** Domain functions that need a signed-in viewer start here: anonymous callers get 401. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthorized();
  return viewer;
}

/** The viewer of an API request; a cookie-authenticated unsafe request from another origin is refused (403). */
export async function getViewer(request: Request): Promise<Viewer | null> {
  const { token, via } = credentialsFrom(request.headers);
  if (via === "cookie" && !SAFE_METHODS.has(request.method) && !fromOwnOrigin(request.headers, request.url)) throw forbidden(CROSS_SITE);
  return verifyToken(token);
}
