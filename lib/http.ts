import { NextResponse } from "next/server";
import { getViewer, type Viewer } from "@/lib/auth/session";
import { AppError, invalid, isAppError, notFound, STATUS, unauthorized } from "@/lib/errors";
import { log } from "@/lib/log";
import { RateLimitedError } from "@/lib/rate-limit";

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Handler<V> = (request: Request, ctx: { viewer: V; params: Record<string, string> }) => Promise<unknown>;

/** The JSON body the spec's client reads: {"detail": "..."} or {"detail": [{loc, msg, type}]}. */
export function errorResponse(error: unknown): NextResponse {
  if (isAppError(error)) {
    const e = error as AppError;
    const body = e.issues?.length ? { detail: e.issues } : { detail: e.message };
    const headers: Record<string, string> = e.kind === "unauthorized" ? { "WWW-Authenticate": "Bearer" } : {};
    if (e instanceof RateLimitedError) headers["Retry-After"] = String(e.retryAfterS);
    if (e.kind === "unavailable") headers["Retry-After"] = "5";
    return NextResponse.json(body, { status: STATUS[e.kind], headers });
  }
  log.error("unhandled error in route handler", error);
  return NextResponse.json({ detail: "Internal server error" }, { status: 500 });
}

async function run<V>(request: Request, ctx: RouteContext | undefined, viewer: V, fn: Handler<V>) {
  const raw = ctx?.params ? await ctx.params : {};
  const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
  const result = await fn(request, { viewer, params });
  if (result instanceof Response) return result;
  if (result === undefined) return new NextResponse(null, { status: 204 });
  return NextResponse.json(result);
}

/** A route handler for anyone; `viewer` is null for anonymous callers. */
export function publicRoute(fn: Handler<Viewer | null>) {
  return async (request: Request, ctx?: RouteContext) => {
    try {
      return await run(request, ctx, await getViewer(request), fn);
    } catch (e) {
      return errorResponse(e);
    }
  };
}

/** A route handler for signed-in callers only: 401 otherwise, before any work is done. */
export function authedRoute(fn: Handler<Viewer>) {
  return async (request: Request, ctx?: RouteContext) => {
    try {
      const viewer = await getViewer(request);
      if (!viewer) throw unauthorized();
      return await run(request, ctx, viewer, fn);
    } catch (e) {
      return errorResponse(e);
    }
  };
}

/** Malformed JSON is a 400-class answer, never a 500. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
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
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    let form: FormData;
    try {
      form = await request.formData();
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

/** Path ids: anything but a positive integer is simply not found. */
export function parseId(value: string | undefined, what = "Not found"): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw notFound(what);
  const id = Number(value);
  if (id < 1) throw notFound(what);
  return id;
}
