import { createHash, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * This instance's metrics for Prometheus (`GET /metrics`, decision 0224), kept with prom-client. With
 * several instances each serves its own: Prometheus scrapes every instance and sums.
 *
 * One registry per process on globalThis: server.ts's bundle and Next's route bundles each load this
 * module, and a refusal counted in a route handler must reach the registry server.ts serves.
 * Labels are bounded: route patterns (never a raw URL), use-case limit names, job names, outcomes.
 */
type Metrics = {
  registry: Registry;
  http: Histogram<"method" | "route" | "status">;
  mail: Counter<"outcome">;
  push: Counter<"outcome">;
  rateLimited: Counter<"limit">;
  jobs: Counter<"job" | "result">;
  sources: Sources;
};

/** What only server.ts knows, read at scrape time. */
type Sources = {
  sockets?: () => number;
  queue?: () => Promise<{ waiting: number; active: number; failed: number; oldest_waiting_seconds: number | null }>;
};

const g = globalThis as { __gardenswapMetrics?: Metrics };

function create(): Metrics {
  const registry = new Registry();
  const sources: Sources = {};
  collectDefaultMetrics({ register: registry, prefix: "gardenswap_" });
  const http = new Histogram({
    name: "gardenswap_http_request_duration_seconds",
    help: "HTTP requests by route pattern, method and status: their count is the request rate, their buckets the latency",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "gardenswap_sockets",
    help: "Live socket.io connections on this instance",
    registers: [registry],
    collect() {
      if (sources.sockets) this.set(sources.sockets());
    },
  });
  // One queue query per scrape, read by both gauges (prom-client collects them side by side).
  let reading: { at: number; health: ReturnType<NonNullable<Sources["queue"]>> } | undefined;
  const queueHealth = () => {
    if (!sources.queue) return Promise.resolve(null);
    if (!reading || Date.now() - reading.at > 1_000) reading = { at: Date.now(), health: sources.queue() };
    // The database down: the gauges keep their last values rather than failing the whole scrape.
    return reading.health.catch(() => null);
  };
  new Gauge({
    name: "gardenswap_jobs",
    help: "Jobs in the durable queue (shared by every instance) by state: waiting (due or deferred), active, failed for good",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const h = await queueHealth();
      if (!h) return;
      this.set({ state: "waiting" }, h.waiting);
      this.set({ state: "active" }, h.active);
      this.set({ state: "failed" }, h.failed);
    },
  });
  new Gauge({
    name: "gardenswap_jobs_oldest_waiting_seconds",
    help: "Age of the oldest due job (0: none waiting)",
    registers: [registry],
    async collect() {
      const h = await queueHealth();
      if (h) this.set(h.oldest_waiting_seconds ?? 0);
    },
  });
  const jobs = new Counter({
    name: "gardenswap_job_attempts_total",
    help: "Job attempts run by this instance's workers, by job and result (failed: the attempt threw; it is retried until its limit)",
    labelNames: ["job", "result"] as const,
    registers: [registry],
  });
  const mail = new Counter({
    name: "gardenswap_mail_total",
    help: "E-mails by outcome: sent (the provider accepted), failed (an attempt failed), stored (no provider: kept in the outbox), skipped (recipient suspended)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const push = new Counter({
    name: "gardenswap_push_total",
    help: "Web pushes by outcome: sent, gone (subscription expired or its host not allowed: removed), retry (push service busy or unreachable), dropped (refused otherwise)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: "gardenswap_rate_limit_refusals_total",
    help: "Calls refused by a rate limit (429), by limit",
    labelNames: ["limit"] as const,
    registers: [registry],
  });
  return { registry, http, mail, push, rateLimited, jobs, sources };
}

export const metrics = (): Metrics => (g.__gardenswapMetrics ??= create());

/** server.ts hands over what is read at scrape time: the socket count and the job queue's depth. */
export function observe(sources: Sources) {
  Object.assign(metrics().sources, sources);
}

// ---------------------------------------------------------------- route patterns

type RouteTable = { page: string; regex: RegExp }[];

/**
 * The route patterns of the build (Next's routes-manifest.json: "/api/listings/[id]"), so a histogram
 * has one series per route, not per URL. A path no route matches is "unmatched"; static files are
 * "/_next/static" and socket.io's polling "/socket.io".
 */
export function routeTable(manifest: { staticRoutes?: { page: string; regex: string }[]; dynamicRoutes?: { page: string; regex: string }[] }): RouteTable {
  return [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((r) => ({ page: r.page, regex: new RegExp(r.regex) }));
}

/** The build's route table, or null (development before the first build: then ids are masked instead). */
export function readRouteTable(distDir: string): RouteTable | null {
  try {
    return routeTable(JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8")));
  } catch {
    return null;
  }
}

const ID_LIKE = /^(\d+|[0-9a-f-]{16,}|[\w-]{24,})$/i;

export function routeOf(url: string | undefined, table: RouteTable | null): string {
  const pathname = (url ?? "/").split("?")[0]!;
  if (pathname.startsWith("/_next/static/")) return "/_next/static";
  if (pathname.startsWith("/_next/image")) return "/_next/image";
  if (pathname.startsWith("/socket.io")) return "/socket.io";
  if (pathname === "/metrics") return "/metrics";
  if (!table) return pathname.split("/").map((s) => (ID_LIKE.test(s) ? "[id]" : s)).join("/");
  // Static routes come first in the table: "/api/listings/want-listings" before "/api/listings/[id]".
  for (const r of table) if (r.regex.test(pathname)) return r.page;
  return "unmatched";
}

/** Times one request from its arrival to its last byte, labelled by route pattern, method and status. */
export function timeRequest(req: IncomingMessage, res: ServerResponse, table: RouteTable | null) {
  const end = metrics().http.startTimer();
  res.once("finish", () => end({ method: req.method ?? "GET", route: routeOf(req.url, table), status: String(res.statusCode) }));
}

// ---------------------------------------------------------------- the door

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Bearer token check in constant time (both sides hashed first, so their lengths say nothing either). */
export function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics`, answered before Next (server.ts). Without METRICS_TOKEN it does not exist (404 like
 * any unknown path, via Next); with it, 401 without `Authorization: Bearer <token>`. Returns whether
 * it answered.
 */
export function serveMetrics(req: IncomingMessage, res: ServerResponse, token: string | undefined): boolean {
  if (!token || (req.url ?? "").split("?")[0] !== "/metrics") return false;
  const headers = { "cache-control": "no-store" };
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { ...headers, allow: "GET, HEAD", "content-type": "application/json" }).end(JSON.stringify({ detail: "Method not allowed" }));
    return true;
  }
  if (!tokenMatches(req.headers.authorization, token)) {
    res.writeHead(401, { ...headers, "www-authenticate": 'Bearer realm="metrics"', "content-type": "application/json" }).end(JSON.stringify({ detail: "Metrics need the operator's token" }));
    return true;
  }
  const { registry } = metrics();
  registry.metrics().then(
    (text) => res.writeHead(200, { ...headers, "content-type": registry.contentType }).end(req.method === "HEAD" ? undefined : text),
    () => res.writeHead(503, { ...headers, "content-type": "application/json", "retry-after": "5" }).end(JSON.stringify({ detail: "Metrics unavailable" })),
  );
  return true;
}
