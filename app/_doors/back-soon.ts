import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { UNAVAILABLE_RETRY_S } from "@/lib/outage";

/*
 * Pages while the database is unreachable (decision 0203). A page cannot choose its own status in
 * Next (a failed load renders app/error.tsx with 500), so the custom server decides: while the
 * database breaker is open, a page request gets this calm page with 503 + Retry-After at once, and a
 * page that failed with 5xx because the database went down meanwhile is replaced by it. A load
 * balancer or monitor then tells "database down, try again" from a bug.
 */

const STYLE =
  "body{margin:0;font-family:system-ui,sans-serif;background:#f7f5ef;color:#2f3a2f}main{min-height:80vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1rem;padding:1.5rem;text-align:center}h1{color:#3f6b3f;margin:0}p{max-width:24rem;margin:0}a{color:#3f6b3f;font-weight:700}";
const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");

export const BACK_SOON_TITLE = "GardenSwap will be back soon";
const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${BACK_SOON_TITLE}</title><style>${STYLE}</style></head><body><main><h1>We'll be back soon</h1><p>GardenSwap can't reach its garden shed for a moment. Nothing you saved is lost. Please try again in a minute.</p><a href="">Try again</a></main></body></html>`;

/** A GET or HEAD for a page (not the API, Next's assets, the socket, or a file of public/). */
export function isPageRequest(req: Pick<IncomingMessage, "method" | "url">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = (req.url ?? "/").split("?")[0];
  return !/^\/(api|_next|socket\.io)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

function sendBackSoon(req: IncomingMessage, res: ServerResponse, writeHead: ServerResponse["writeHead"], end: ServerResponse["end"]) {
  writeHead.call(res, 503, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "retry-after": String(UNAVAILABLE_RETRY_S),
    "content-security-policy": `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  });
  (end as (chunk?: string) => ServerResponse).call(res, req.method === "HEAD" ? undefined : HTML);
}

/**
 * For the custom server, before Next handles a request: answers a page request "back soon" (503)
 * while `databaseDown()`, and returns true; otherwise returns false and watches the response, so
 * a page that fails with 5xx while the database is down, or is still rendering when `onDown` says
 * it went down, is answered "back soon" instead.
 */
export function backSoonWhileDown(req: IncomingMessage, res: ServerResponse, databaseDown: () => boolean, onDown?: (listener: () => void) => () => void): boolean {
  if (!isPageRequest(req)) return false;
  const { writeHead, write, end } = res;
  if (databaseDown()) {
    sendBackSoon(req, res, writeHead, end);
    return true;
  }
  let replaced = false;
  // Decided when the head goes out (explicitly, or implicitly by the first write or end).
  const replaces = (r: ServerResponse, status: number) => {
    if (!replaced && !r.headersSent && status >= 500 && databaseDown()) {
      replaced = true;
      // Next's headers for its page go; the server's security headers stay (the CSP is replaced).
      for (const name of r.getHeaderNames()) if (/^(content-|cache-control$|vary$|etag$|link$|set-cookie$|transfer-encoding$|x-nextjs)/.test(name)) r.removeHeader(name);
      sendBackSoon(req, r, writeHead, end);
      // Next may still be rendering: its later header calls must not throw (headers already sent).
      r.setHeader = () => r;
      r.appendHeader = () => r;
      r.removeHeader = () => {};
    }
    return replaced;
  };
  // The database found down while the page renders: answer now, not after Next's error page is ready.
  const stopListening = onDown?.(() => void replaces(res, 500));
  if (stopListening) res.once("close", stopListening);
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (replaces(this, typeof args[0] === "number" ? args[0] : this.statusCode)) return this;
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  // Next's own error page goes nowhere once replaced.
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (replaces(this, this.statusCode)) return true;
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as typeof res.write;
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (replaces(this, this.statusCode)) return this;
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.end;
  return false;
}
