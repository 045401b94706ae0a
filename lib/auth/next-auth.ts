import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { verifyCredentials } from "./index";
import { revokeSession, SESSION_MAX_AGE_S, sessionCookieName, startSession, type SessionClaims } from "./session";

/**
 * next-auth v4 mounted at /api/session (the spec's API owns /api/auth). Its JWT carries our
 * session id and token_version, so verifyToken() can refuse tokens after logout or reset.
 */
export function authOptions(): NextAuthOptions {
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
            const user = await verifyCredentials(credentials ?? {});
            return { id: String(user.id), name: user.username, email: user.email, tokenVersion: user.tokenVersion };
          } catch {
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
