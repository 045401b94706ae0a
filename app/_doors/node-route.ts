import "@/lib/validation/zod-config";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { z } from "zod";
import { credentialsFrom, getViewer } from "@/lib/auth/session";
import { execute, type CallerKind, type UseCase } from "@/lib/use-case";
import { ANONYMOUS_CACHE, callerLocale, clientIp, errorAnswer, located, queryParams, SIGNED_IN_CACHE } from "@/app/_doors/answer";
import type { Viewer } from "@/lib/auth/session";
import { listListings } from "@/lib/listings/list-listings";
import { listingsPage } from "@/app/api/listings/page-answer";

/**
 * The node door (decision 0217): a few hot GETs answered by server.ts itself, before Next. Next's
 * request handling costs about 1 CPU-ms for any call, an unknown path included, which was a third
 * of the marketplace list's cost (bench/api-vs-bare). The use case is the one the route handler
 * runs, through the same kernel (`execute`: caller kind, the zod input, limits), with the same
 * viewer (getViewer: cookie or Bearer), the same answer (listingsPage), the same error bodies and
 * cache policy; server.ts has already set the security headers and the client's address. What Next
 * would add is matched: `Vary: Accept-Encoding` and gzip for a body of 1 KB or more when the client
 * accepts it. Only GET of exactly these paths comes here; every other method and path goes to Next.
 */
type Answer = { body: unknown; headers?: Record<string, string> };

const zip = promisify(gzip);
/** Next's compression starts at 1 KB (the `compression` middleware's threshold). */
const GZIP_FROM = 1024;

/** A route's GET as a node handler; `respond` builds the body and headers from the output. */
export function nodeRoute<S extends z.ZodType, O, C extends CallerKind>(useCase: UseCase<S, O, C>, respond: (output: O, url: URL) => Answer) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const headers = headersOf(req);
    let status = 200;
    let out: Record<string, string>;
    let body: string;
    let viewer: Viewer | null = null;
    try {
      // Only the parts getViewer reads: the credentials (a GET is never a cross-site refusal).
      viewer = await getViewer({ method: "GET", url: url.href, headers } as Request);
      const output = await execute(useCase, viewer, () => queryParams(url.searchParams), { door: "route", ip: clientIp(headers) });
      const answer = respond(output, url);
      out = { "content-type": "application/json", ...answer.headers };
      body = JSON.stringify(answer.body);
    } catch (e) {
      const a = errorAnswer(located(e, "GET", {}), callerLocale(headers, viewer));
      status = a.status;
      out = { "content-type": "application/json", ...a.headers };
      body = JSON.stringify(a.body);
    }
    out["cache-control"] ??= credentialsFrom(headers).via ? SIGNED_IN_CACHE : ANONYMOUS_CACHE;
    out["vary"] = "Accept-Encoding";
    let bytes: Buffer | string = body;
    if (Buffer.byteLength(body) >= GZIP_FROM && /\bgzip\b/i.test(String(req.headers["accept-encoding"] ?? ""))) {
      bytes = await zip(body);
      out["content-encoding"] = "gzip";
    }
    out["content-length"] = String(Buffer.byteLength(bytes));
    res.writeHead(status, out);
    res.end(bytes);
  };
}

/** The request's headers as the few `Headers` reads the session and limits make. */
function headersOf(req: IncomingMessage): Headers {
  const get = (name: string) => {
    const v = req.headers[name.toLowerCase()];
    return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
  };
  return { get, has: (name: string) => get(name) !== null } as Headers;
}

const routes = new Map<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>>([
  ["/api/listings/", nodeRoute(listListings, listingsPage)],
  ["/api/listings", nodeRoute(listListings, listingsPage)],
]);

/** server.ts: answers the request here when it is one of the node door's GETs (true), else leaves it to Next. */
export function nodeDoor(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "GET") return false;
  const url = req.url ?? "";
  const q = url.indexOf("?");
  const handler = routes.get(q < 0 ? url : url.slice(0, q));
  if (!handler) return false;
  void handler(req, res).catch(() => {
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ detail: "Internal server error" }));
  });
  return true;
}
