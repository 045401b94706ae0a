import "@/lib/validation/zod-config";
import { z } from "zod";
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from "zod-openapi";
import { errorBody } from "./shapes";
import { operations, type Operation } from "./operations";

const MEDIA = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
} as const;
const ERROR_TEXT: Record<number, string> = {
  400: "Bad request",
  401: "Not signed in (or the token expired): the client drops its session",
  403: "Not allowed",
  404: "Not found (also for what the caller may not see)",
  409: "Conflicts with the current state",
  413: "Body too large",
  415: "Unsupported content type",
  422: "Invalid input: one entry per field",
  429: "Too many requests: wait Retry-After seconds",
  503: "Database unreachable: retry after Retry-After seconds",
};

const pathParams = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** Splits a door's whole input into path params and the rest (query or body). */
function split(
  input: z.ZodType | undefined,
  path: string[],
): { params: z.ZodObject | undefined; rest: z.ZodType | undefined } {
  const params = path.length
    ? z.object(Object.fromEntries(path.map((p) => [p, z.string()])))
    : undefined;
  if (!input) return { params, rest: undefined };
  if (input instanceof z.ZodObject) {
    const keys = Object.keys(input.shape).filter((k) => !path.includes(k));
    // A new object of the same fields (pick refuses objects with refinements; those stay server-side).
    const rest = z.object(
      Object.fromEntries(keys.map((k) => [k, input.shape[k] as z.ZodType])),
    );
    return { params, rest: keys.length ? rest : undefined };
  }
  return { params, rest: input };
}

function errorResponse(status: number) {
  const headers =
    status === 429 || status === 503
      ? {
          "Retry-After": {
            description: "Seconds to wait",
            schema: { type: "integer" as const },
          },
        }
      : undefined;
  return {
    description: ERROR_TEXT[status] ?? String(status),
    headers,
    content: { [MEDIA.json]: { schema: errorBody } },
  };
}

function operationObject(
  method: string,
  path: string,
  op: Operation,
): ZodOpenApiOperationObject {
  const { params, rest } = split(op.input, pathParams(path));
  const hasBody = method !== "get" && method !== "delete";
  const requestParams: ZodOpenApiOperationObject["requestParams"] = {};
  if (params) requestParams.path = params;
  if (!hasBody && rest instanceof z.ZodObject) requestParams.query = rest;
  const requestBody =
    hasBody && rest
      ? {
          required: true,
          content: Object.fromEntries(
            (op.body ?? ["json"]).map((b) => [MEDIA[b], { schema: rest }]),
          ),
        }
      : undefined;

  const ok = op.ok;
  const okResponse =
    ok.schema === "none"
      ? { description: "Done" }
      : ok.schema === "redirect"
        ? {
            description: "See other: where to go next",
            headers: { Location: { schema: { type: "string" as const } } },
          }
        : ok.schema === "binary"
          ? {
              description: "The image",
              content: {
                "image/webp": {
                  schema: { type: "string" as const, format: "binary" },
                },
              },
            }
          : ok.schema === "html"
            ? { description: "An HTML page", content: { "text/html": { schema: { type: "string" as const } } } }
          : ok.schema === "calendar"
            ? {
                description: "An iCalendar (RFC 5545) file",
                headers: ok.headers
                  ? Object.fromEntries(
                      ok.headers.map((h) => [
                        h,
                        { schema: { type: "string" as const } },
                      ]),
                    )
                  : undefined,
                content: {
                  "text/calendar": { schema: { type: "string" as const } },
                },
              }
            : {
                description: "OK",
                headers: ok.headers
                  ? Object.fromEntries(
                      ok.headers.map((h) => [
                        h,
                        { schema: { type: "string" as const } },
                      ]),
                    )
                  : undefined,
                content: { [MEDIA.json]: { schema: ok.schema } },
              };
  const statuses = new Set([...(op.errors ?? []), 422, 503]);
  if (op.limited) statuses.add(429);
  if (op.access === "required" || op.access === "moderator") statuses.add(401);
  if (hasBody) statuses.add(413);
  const alsoOk = Object.entries(ok.also ?? {}).map(([s, description]) => [
    s,
    { ...okResponse, description },
  ]);
  const responses = Object.fromEntries([
    [String(ok.status), okResponse],
    ...alsoOk,
    ...[...statuses].sort().map((s) => [String(s), errorResponse(s)]),
  ]);
  return {
    operationId: `${method}${path.replace(/\/api|[{}]/g, "").replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
    summary: op.summary,
    security:
      op.access === "none"
        ? []
        : op.access === "optional"
          ? [{}, { bearer: [] }]
          : [{ bearer: [] }],
    requestParams,
    requestBody,
    responses,
  };
}

let built: ReturnType<typeof createDocument> | undefined;

/** The OpenAPI 3.1 document of every /api call, built once from the operations table. */
export function openApiDocument() {
  if (built) return built;
  const paths: ZodOpenApiPathsObject = {};
  for (const [key, op] of Object.entries(operations)) {
    const [method, path] = key.split(" ") as [string, string];
    const m = method.toLowerCase() as
      "get" | "post" | "put" | "patch" | "delete";
    paths[path] = { ...paths[path], [m]: operationObject(m, path, op) };
  }
  built = createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "GardenSwap API",
        version: "1",
        description:
          'JSON over HTTP. Sign in with POST /api/auth/login and send "Authorization: Bearer <access_token>". Errors are {"detail": ...}. See docs/api.md.',
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
      paths,
    },
    {
      // A File field (multipart image) is a binary string on the wire.
      override: ({ jsonSchema, zodSchema }) => {
        const def = zodSchema._zod.def as { type: string; fn?: unknown };
        if (def.type === "custom")
          Object.assign(jsonSchema, { type: "string", format: "binary" });
      },
      allowEmptySchema: { custom: true },
    },
  );
  return built;
}
