import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { RateLimitedError } from "@/lib/rate-limit";
import { execute } from "@/lib/use-case";
import { checkCredentials } from "./check-credentials";
import { revokeSession, SESSION_MAX_AGE_S, sessionCookieName, startSession, type SessionClaims } from "./session";

/** The request next-auth answers: the caller's address, and where a rate-limit refusal goes. */
export type AuthCall = { ip: string | null; refused?: (e: RateLimitedError) => void };

/**
 * next-auth v4 mounted at /api/session (the spec's API owns /api/auth). Its JWT carries our
 * session id and token_version, so verifyToken() can refuse tokens after logout or reset.
 * Credentials go through `checkCredentials`: the login limits of every other door. next-auth turns
 * any refusal into a 401, so a rate-limit refusal is handed to `call.refused` for the route to answer 429.
 */
export function authOptions(call: AuthCall = { ip: null }): NextAuthOptions {
  const e = env();
  return {
    secret: e.AUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    jwt: { maxAge: SESSION_MAX_AGE_S },
    pages: { signIn: "/login", error: "/login" },
    cookies: {
      sessionToken: {
        name: sessionCookieName(),
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: e.PUBLIC_URL.startsWith("https://") },
      },
    },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials) {
          try {
            const user = await execute(checkCredentials, null, () => credentials ?? {}, { door: "route", ip: call.ip });
            return { id: String(user.id), name: user.username, email: user.email, tokenVersion: user.tokenVersion };
          } catch (e) {
            if (e instanceof RateLimitedError) call.refused?.(e);
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as { id: string; name: string; tokenVersion: number };
          const { sid } = await startSession({ id: Number(u.id), tokenVersion: u.tokenVersion });
          const claims: SessionClaims = { sub: u.id, sid, tv: u.tokenVersion, name: u.name };
          return { ...token, ...claims };
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { name: token.name as string, id: Number(token.sub) } as typeof session.user };
      },
    },
    events: {
      async signOut({ token }) {
        const sid = (token as Partial<SessionClaims> | null)?.sid;
        if (sid) await revokeSession(sid);
      },
    },
  };
}
