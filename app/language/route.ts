import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { BAD_LANGUAGE, LANG_COOKIE, isLocale } from "@/lib/i18n/locales";
import { safeNextPath } from "@/lib/validation/auth";
import { callerLocale } from "@/app/_doors/answer";
import { detailIn } from "@/app/_doors/details";

/**
 * GET /language?set=es[&next=/listings/5]: a visitor's language chooser (the footer's links, issue 38).
 * Keeps the choice in their browser for a year and goes back to the page they were on (`next`, else the
 * Referer's path when it is ours, else /). A signed-in gardener's setting still wins (Settings → Language).
 * Nothing is stored on the server, and a page's own ?lang= stays a plain link (hreflang), cached as such.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const set = url.searchParams.get("set");
  if (!isLocale(set)) {
    const locale = callerLocale(request.headers, null);
    return NextResponse.json({ detail: detailIn(BAD_LANGUAGE, locale) }, { status: 422, headers: { "Content-Language": locale } });
  }
  const base = env().PUBLIC_URL;
  let back = url.searchParams.get("next");
  if (back === null) {
    const referer = request.headers.get("referer");
    try {
      const from = referer ? new URL(referer) : null;
      back = from && from.origin === new URL(base).origin ? from.pathname + from.search : null;
    } catch {
      back = null;
    }
  }
  // The chosen language decides now: a ?lang= left in the way back would outvote it.
  const path = safeNextPath(back, "/", { authPages: true });
  const target = new URL(path, `${base}/`);
  target.searchParams.delete("lang");
  const res = NextResponse.redirect(target, 303);
  res.cookies.set(LANG_COOKIE, set, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "lax", httpOnly: true });
  res.headers.set("cache-control", "no-store");
  return res;
}
