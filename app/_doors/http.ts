import { NextResponse } from "next/server";
import { credentialsFrom, getViewer, type Viewer } from "@/lib/auth/session";
import { AppError, invalid, isAppError } from "@/lib/errors";
import { ANONYMOUS_CACHE, callerLocale, errorAnswer, SIGNED_IN_CACHE } from "./answer";
import type { Locale } from "@/lib/i18n/locales";
import { assertNoNul } from "@/lib/validation";
import { BODY_LIMIT, BODY_TOO_LARGE, UPLOAD_BODY_LIMIT } from "./body-limits";

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Handler<V> = (request: Request, ctx: { viewer: V; params: Record<string, string> }) => Promise<unknown>;

/** The JSON body the spec's client reads: {"detail": "..."} or {"detail": [{loc, msg, type}]} (answer.ts). */
export function errorResponse(error: unknown, locale?: Locale): NextResponse {
  const { status, headers, body } = errorAnswer(error, locale);
  return NextResponse.json(body, { status, headers });
}

export { ANONYMOUS_CACHE, SIGNED_IN_CACHE };

/** The cache policy (answer.ts) on an answer whose handler chose none. */
export function withCachePolicy<R extends Response>(request: Request, response: R): R {
  if (response.headers.has("cache-control")) return response;
  try {
    response.headers.set("cache-control", credentialsFrom(request.headers).via ? SIGNED_IN_CACHE : ANONYMOUS_CACHE);
  } catch {
    // Immutable headers (Response.redirect): left as they are.
  }
  return response;
}

async function run<V>(request: Request, ctx: RouteContext | undefined, viewer: V, fn: Handler<V>) {
  const raw = ctx?.params ? await ctx.params : {};
  const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
  assertNoNul(Object.fromEntries(new URL(request.url).searchParams)); // query strings some doors read without parse()
  const result = await fn(request, { viewer, params });
  if (result instanceof Response) return result;
  if (result === undefined) return new NextResponse(null, { status: 204 });
  return NextResponse.json(result);
}

/** A route handler for anyone; `viewer` is null for anonymous callers. */
export function publicRoute(fn: Handler<Viewer | null>) {
  return async (request: Request, ctx?: RouteContext) => {
    let viewer: Viewer | null = null;
    try {
      viewer = await getViewer(request);
      return withCachePolicy(request, await run(request, ctx, viewer, fn));
    } catch (e) {
      return withCachePolicy(request, errorResponse(e, callerLocale(request.headers, viewer)));
    }
  };
}

/** Bodies are read by streaming and cut off at these sizes (413 before the rest is read). */
export { BODY_LIMIT, BODY_TOO_LARGE, UPLOAD_BODY_LIMIT };
export const JSON_ONLY = "Content-Type must be application/json";

const tooLarge = () => new AppError("too_large", BODY_TOO_LARGE);

/**
 * The body's bytes, at most `max` of them: a declared Content-Length over the limit is refused
 * before anything is read, and a chunked body is cancelled as soon as it passes the limit, so an
 * oversized body never sits in memory.
 */
export async function readLimited(request: Request, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (declared > max) {
    await request.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** A browser signed in by cookie (no Bearer token): such callers get the stricter CSRF rules. */
export function isCookieCaller(request: Request): boolean {
  return credentialsFrom(request.headers).via === "cookie";
}

const isJsonType = (type: string) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type.trim());

/**
 * Malformed JSON is a 400-class answer, never a 500. A cookie caller must say application/json:
 * a cross-site form can send text/plain without a preflight, so that is never parsed as JSON for them.
 */
export async function readJson(request: Request): Promise<unknown> {
  if (isCookieCaller(request) && !isJsonType(request.headers.get("content-type") ?? "")) {
    if ((await readLimited(request, BODY_LIMIT)).byteLength > 0) throw new AppError("unsupported", JSON_ONLY);
    return {};
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await readLimited(request, BODY_LIMIT));
  } catch (e) {
    if (isAppError(e)) throw e;
    throw invalid("Malformed JSON body");
  }
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw invalid("Malformed JSON body");
  }
}

/** A form-encoded or multipart body as FormData; JSON bodies are read as objects instead. */
export async function readBody(request: Request): Promise<{ fields: Record<string, unknown>; form?: FormData }> {
  const type = request.headers.get("content-type") ?? "";
  const multipart = type.includes("multipart/form-data");
  if (multipart || type.includes("application/x-www-form-urlencoded")) {
    const bytes = await readLimited(request, multipart ? UPLOAD_BODY_LIMIT : BODY_LIMIT);
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    } catch {
      throw invalid("Malformed form body");
    }
    const fields: Record<string, unknown> = {};
    for (const [k, v] of form.entries()) if (typeof v === "string") fields[k] = v;
    return { fields, form };
  }
  const body = await readJson(request);
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw invalid("Expected a JSON object");
  return { fields: body as Record<string, unknown> };
}
