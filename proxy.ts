import { NextResponse, type NextRequest } from "next/server";

/**
 * Only redirects: anonymous visitors of signed-in-only pages go to /login first. Layouts, pages
 * and the domain still check the session properly (a cookie here is not proof of anything).
 */
const PROTECTED = [
  "/my-listings",
  "/my-listings-old",
  "/listings/new",
  "/post-want",
  "/personal-info",
  "/invite-your-friends",
  "/profile",
  "/myfriends",
  "/messages",
  "/filter-page",
  "/have-want-search",
  "/friend-search",
  "/match-noti",
  "/friend-invi",
  "/my-friend-listing",
  "/editlisting",
];

const hasSessionCookie = (req: NextRequest) =>
  req.cookies.getAll().some((c) => c.name.startsWith("next-auth.session-token") || c.name.startsWith("__Secure-next-auth.session-token"));

export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const isProtected =
    PROTECTED.some((p) => pathname === p || pathname.startsWith(`${p}/`)) || /^\/listings\/\d+\/edit$/.test(pathname);
  if (isProtected && !hasSessionCookie(req)) {
    const url = req.nextUrl.clone();
    url.pathname = "/login";
    url.search = `?next=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(url);
  }
  return NextResponse.next();
}

export const config = { matcher: ["/((?!api|_next|socket.io|favicon.ico|icon.svg|.*\\.(?:png|jpg|svg|webp|woff2)$).*)"] };
