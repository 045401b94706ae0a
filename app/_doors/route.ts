import "@/lib/validation/zod-config";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { getViewer } from "@/lib/auth/session";
import { AppError, isAppError } from "@/lib/errors";
import { errorResponse, readBody, withCachePolicy } from "@/app/_doors/http";
import { execute, type CallerKind, type UseCase } from "@/lib/use-case";

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Params = Record<string, string>;

export type RouteOptions<O> = {
  /** Builds the use case's raw input; by default the query (GET, DELETE) or the body, plus path params. */
  input?: (request: Request, params: Params) => unknown;
  /** Status of a successful answer with a body (201 for creations); an undefined result is 204. */
  status?: number;
  /** Full control of the answer (headers, pagination links). */
  respond?: (output: O, request: Request) => Response;
};

/** Query parameters as an object; a repeated key becomes an array. */
export function queryOf(request: Request): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URL(request.url).searchParams) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

const readsQuery = (method: string) => method === "GET" || method === "HEAD" || method === "DELETE";

async function defaultInput(request: Request, params: Params): Promise<unknown> {
  if (readsQuery(request.method)) return { ...queryOf(request), ...params };
  const { fields, form } = await readBody(request);
  const files: Record<string, File> = {};
  for (const [k, v] of form?.entries() ?? []) if (typeof v !== "string") files[k] = v;
  return { ...fields, ...files, ...params };
}

/**
 * The kernel names every input field ["body", ...]; a door knows better: a GET/DELETE input is the
 * query string, and a path parameter is the path (the documented `loc` of SPEC §7's errors).
 */
function located(e: unknown, method: string, params: Params): unknown {
  if (!isAppError(e) || !e.issues?.length) return e;
  const where = readsQuery(method) ? "query" : "body";
  const issues = e.issues.map((i) => (i.loc[0] !== "body" ? i : { ...i, loc: [typeof i.loc[1] === "string" && i.loc[1] in params ? "path" : where, ...i.loc.slice(1)] }));
  return new AppError(e.kind, e.message, issues, e.field);
}

/** The caller's address as our own server recorded it (server.ts overwrites any client-sent value). */
export function clientIp(headers: Headers): string | null {
  return headers.get("x-gardenswap-ip") ?? null;
}

/**
 * The route-handler door: `export const POST = route(createListing, { status: 201 })`.
 * Reads the session (cookie or Bearer), builds the input, runs the use case, maps AppError to
 * `{"detail": ...}` with its status.
 */
export function route<S extends z.ZodType, O, C extends CallerKind>(useCase: UseCase<S, O, C>, opts: RouteOptions<O> = {}) {
  return async (request: Request, ctx?: RouteContext): Promise<Response> => {
    let params: Params = {};
    try {
      const raw = ctx?.params ? await ctx.params : {};
      params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
      const viewer = await getViewer(request);
      const output = await execute(useCase, viewer, () => (opts.input ? opts.input(request, params) : defaultInput(request, params)), {
        door: "route",
        ip: clientIp(request.headers),
      });
      if (opts.respond) return withCachePolicy(request, opts.respond(output, request));
      if (output === undefined) return withCachePolicy(request, new NextResponse(null, { status: 204 }));
      return withCachePolicy(request, NextResponse.json(output, { status: opts.status ?? 200 }));
    } catch (e) {
      return withCachePolicy(request, errorResponse(opts.input ? e : located(e, request.method, params)));
    }
  };
}
