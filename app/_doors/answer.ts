import { AppError, isAppError, STATUS } from "@/lib/errors";
import { log } from "@/lib/log";
import { asAppError, UNAVAILABLE_RETRY_S } from "@/lib/outage";
import { RateLimitedError } from "@/lib/rate-limit";
import { detailIn } from "./details";
import { DEFAULT_LOCALE, pickLocale, type Locale } from "@/lib/i18n/locales";

/**
 * What the route doors share and that needs nothing of Next: the error answer, the cache policy,
 * the input of a query string. Route handlers (route.ts, http.ts) wrap these in NextResponse; the
 * node door (node-route.ts) runs inside server.ts's bundle, where `next/server` is not loaded.
 */

/** The JSON body the spec's client reads: {"detail": "..."} or {"detail": [{loc, msg, type}]}, with its status and headers. */
export function errorAnswer(error: unknown, locale: Locale = DEFAULT_LOCALE): { status: number; headers: Record<string, string>; body: unknown } {
  const e = asAppError(error);
  if (e) {
    // In the caller's language where the detail has a translation (issue 38); the English is the SPEC's.
    const body = { detail: detailIn(e.issues?.length ? e.issues : e.message, locale) };
    const headers: Record<string, string> = { "Content-Language": locale, ...(e.kind === "unauthorized" ? { "WWW-Authenticate": "Bearer" } : {}) };
    if (e instanceof RateLimitedError) headers["Retry-After"] = String(e.retryAfterS);
    if (e.kind === "unavailable") headers["Retry-After"] = String(UNAVAILABLE_RETRY_S);
    return { status: STATUS[e.kind], headers, body };
  }
  log.error("unhandled error in route handler", error);
  return { status: 500, headers: { "Content-Language": locale }, body: { detail: detailIn("Internal server error", locale) } };
}

/** The language of an API answer: the signed-in gardener's setting, else Accept-Language, else English (decision 0231). */
export const callerLocale = (headers: Headers, viewer: { language?: Locale | null } | null): Locale =>
  pickLocale({ user: viewer?.language, acceptLanguage: headers.get("accept-language") });

/**
 * Every route-handler answer says how it may be cached, unless the handler chose (public images,
 * crop suggestions): a request with credentials (Bearer or session cookie) gets `private, no-store`,
 * since its JSON may carry an e-mail, an address or messages and must not rely on shared caches
 * skipping Authorization/Cookie requests (security review L9); an anonymous one `no-cache` (stored
 * only to be revalidated; public caching is each route's own decision).
 */
export const SIGNED_IN_CACHE = "private, no-store";
export const ANONYMOUS_CACHE = "no-cache";

/** Query parameters as an object; a repeated key becomes an array. */
export function queryParams(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of params) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

export const readsQuery = (method: string) => method === "GET" || method === "HEAD" || method === "DELETE";

/**
 * The kernel names every input field ["body", ...]; a door knows better: a GET/DELETE input is the
 * query string, and a path parameter is the path (the documented `loc` of SPEC §7's errors).
 */
export function located(e: unknown, method: string, params: Record<string, string>): unknown {
  if (!isAppError(e) || !e.issues?.length) return e;
  const where = readsQuery(method) ? "query" : "body";
  const issues = e.issues.map((i) => (i.loc[0] !== "body" ? i : { ...i, loc: [typeof i.loc[1] === "string" && i.loc[1] in params ? "path" : where, ...i.loc.slice(1)] }));
  return new AppError(e.kind, e.message, issues, e.field);
}

/** The caller's address as our own server recorded it (server.ts overwrites any client-sent value). */
export function clientIp(headers: Headers): string | null {
  return headers.get("x-gardenswap-ip") ?? null;
}
