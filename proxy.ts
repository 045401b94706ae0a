import { NextResponse, type NextRequest } from "next/server";
import { hasSessionCookie, pageCsp } from "@/lib/security/headers";
import { LOCALE_HEADER, isLocale } from "@/lib/i18n/locales";

/**
 * Only redirects: anonymous visitors of signed-in-only pages go to /login first. Layouts, pages
 * and the domain still check the session properly (a cookie here is not proof of anything).
 * It also gives every page its nonce-based Content-Security-Policy (lib/security/headers.ts).
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
  "/my-trades",
  "/settings",
  "/events/new",
  "/groups/new",
];

export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const isProtected =
    PROTECTED.some((p) => pathname === p || pathname.startsWith(`${p}/`)) || /^\/listings\/\d+\/edit$/.test(pathname) || /^\/events\/\d+\/swapped$/.test(pathname) || /^\/groups\/\d+\/members$/.test(pathname);
  if (isProtected && !hasSessionCookie(req.headers.get("cookie") ?? undefined)) {
    const url = req.nextUrl.clone();
    url.pathname = "/login";
    url.search = `?next=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(url);
  }
  // A fresh nonce per page: Next reads it from the request's CSP and puts it on its inline scripts.
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = pageCsp(nonce, { dev: process.env.NODE_ENV !== "production", https: req.nextUrl.protocol === "https:", mapTiles: process.env.MAP_TILE_URL });
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  // A link's ?lang= (hreflang alternates, the footer's chooser) reaches the render as a header: layouts
  // cannot read the query. Always set or removed here, so a client's own header never counts (decision 0231).
  const lang = req.nextUrl.searchParams.get("lang");
  if (isLocale(lang)) requestHeaders.set(LOCALE_HEADER, lang);
  else requestHeaders.delete(LOCALE_HEADER);
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  res.headers.set("content-security-policy", csp);
  return res;
}

export const config = { matcher: ["/((?!api|_next|socket.io|favicon.ico|icon.svg|.*\\.(?:png|jpg|svg|webp|woff2)$).*)"] };
