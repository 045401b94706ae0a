import { redirect } from "next/navigation";
import { cache } from "react";
import { sessionCookieName, verifyToken, type Viewer } from "@/lib/auth/session";
import { nextRequest } from "./next-request";

/** The viewer of the page being rendered (server components and server actions), once per request. */
export const getPageViewer = cache(async (): Promise<Viewer | null> => {
  const jar = await nextRequest.cookies();
  return verifyToken(jar.get(sessionCookieName())?.value);
});

/** Signed-in-only pages: anonymous visitors go to /login (with a way back). */
export async function requirePageViewer(returnTo?: string): Promise<Viewer> {
  const viewer = await getPageViewer();
  if (!viewer) {
    // No cookie at all means this render follows a logout in the same request (the logout
    // action's own redirect to /login must win); a stale or revoked cookie gets a way back.
    const hadCookie = (await nextRequest.cookies()).has(sessionCookieName());
    redirect(returnTo && hadCookie ? `/login?next=${encodeURIComponent(returnTo)}` : "/login");
  }
  return viewer;
}

/** Sets the session cookie after a login done by a server action. */
export async function setSessionCookie(token: string, expiresAt: Date) {
  const jar = await nextRequest.cookies();
  jar.set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: sessionCookieName().startsWith("__Secure-"),
    expires: expiresAt,
  });
}

export async function clearSessionCookie() {
  const jar = await nextRequest.cookies();
  jar.delete(sessionCookieName());
}
