import "@/lib/validation/zod-config";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { getViewer } from "@/lib/auth/session";
import { errorResponse, readBody, withCachePolicy } from "@/app/_doors/http";
import { callerLocale, clientIp, located, queryParams, readsQuery } from "@/app/_doors/answer";
import type { Viewer } from "@/lib/auth/session";
import { execute, type CallerKind, type UseCase } from "@/lib/use-case";

export { clientIp };

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
  return queryParams(new URL(request.url).searchParams);
}

async function defaultInput(request: Request, params: Params): Promise<unknown> {
  if (readsQuery(request.method)) return { ...queryOf(request), ...params };
  const { fields, form } = await readBody(request);
  const files: Record<string, File> = {};
  for (const [k, v] of form?.entries() ?? []) if (typeof v !== "string") files[k] = v;
  return { ...fields, ...files, ...params };
}

/**
 * The route-handler door: `export const POST = route(createListing, { status: 201 })`.
 * Reads the session (cookie or Bearer), builds the input, runs the use case, maps AppError to
 * `{"detail": ...}` with its status.
 */
export function route<S extends z.ZodType, O, C extends CallerKind>(useCase: UseCase<S, O, C>, opts: RouteOptions<O> = {}) {
  return async (request: Request, ctx?: RouteContext): Promise<Response> => {
    let params: Params = {};
    let viewer: Viewer | null = null;
    try {
      const raw = ctx?.params ? await ctx.params : {};
      params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
      viewer = await getViewer(request);
      const output = await execute(useCase, viewer, () => (opts.input ? opts.input(request, params) : defaultInput(request, params)), {
        door: "route",
        ip: clientIp(request.headers),
      });
      if (opts.respond) return withCachePolicy(request, opts.respond(output, request));
      if (output === undefined) return withCachePolicy(request, new NextResponse(null, { status: 204 }));
      return withCachePolicy(request, NextResponse.json(output, { status: opts.status ?? 200 }));
    } catch (e) {
      return withCachePolicy(request, errorResponse(opts.input ? e : located(e, request.method, params), callerLocale(request.headers, viewer)));
    }
  };
}
