import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import nextEnv from "@next/env";

// A custom server reads the environment before Next would load .env*: load it first.
const dev = process.env.NODE_ENV !== "production";
/**
 * On SIGTERM, requests, socket events and jobs in flight get this long, together, to finish; the rest
 * of the stop takes well under a second, so 6 s stays inside the 10 s watchdog and a container's
 * usual 10 s before SIGKILL (decision 0002).
 */
const DRAIN_MS = 6_000;
nextEnv.loadEnvConfig(process.cwd(), dev);

async function main() {
  const [{ default: next }, { env }, { bootstrapDatabase }, { closeDb, databaseKnownDown, onDatabaseDown }, { attachRealtime }, { log }] = await Promise.all([
    import("next"),
    import("@/lib/env"),
    import("@/db/bootstrap"),
    import("@/db"),
    import("@/app/_realtime/socket-server"),
    import("@/lib/log"),
  ]);
  const { baseSecurityHeaders, documentCacheControl } = await import("@/lib/security/headers");
  const { refuseOrTrack, stopGracefully } = await import("@/lib/shutdown");
  const { markClientAddress } = await import("@/lib/security/client-ip");
  const { backSoonWhileDown } = await import("@/app/_doors/back-soon");
  const { answerExpectContinue, declaresTooMuch, refuseOversized } = await import("@/app/_doors/oversized-body");
  const { nodeDoor } = await import("@/app/_doors/node-route");
  const { observe, readRouteTable, serveMetrics, timeRequest } = await import("@/lib/metrics");
  const { queueHealth } = await import("@/lib/jobs");
  await import("@/app/_realtime/features");
  const e = env();
  const database = await bootstrapDatabase();
  // The embedded folder is this process's alone (db/data-lock.ts): the CLIs do their work through it.
  if (database.dataDir) {
    const { startLocalAdmin } = await import("@/db/local-admin");
    await startLocalAdmin(database, (what, err) => log.error(what, err));
  }
  // PGlite has no autovacuum worker: the embedded server vacuums itself (db/upkeep.ts).
  const { startEmbeddedUpkeep } = await import("@/db/upkeep");
  const stopUpkeep = startEmbeddedUpkeep(database, (done) => log.info(`embedded upkeep: VACUUM (ANALYZE) of ${done.tables} tables in ${done.ms} ms`), (err) => log.error("embedded upkeep failed", err));
  // The durable job queue (lib/jobs) with this instance's workers, before any request can enqueue.
  await import("@/lib/jobs/all");
  const { startWorkers } = await import("@/lib/jobs");
  // Jobs in flight at shutdown get DRAIN_MS, alongside the HTTP requests' (see shutdown below).
  const stopWorkers = await startWorkers({ graceMs: DRAIN_MS });

  // Anonymous public pages from memory, kept true by the database's change announcements (decision 0214).
  const { startPageCache } = await import("@/lib/page-cache/start");
  const pageCache = await startPageCache(database, { maxMb: e.PAGE_CACHE_MB ?? (dev ? 0 : 64), seconds: e.PAGE_CACHE_SECONDS });

  const app = next({ dev, hostname: e.HOST, port: e.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Route patterns for the request histogram (GET /metrics): the build's, or masked ids in development.
  const routes = readRouteTable(process.env.NEXT_DIST_DIR || ".next");
  const upgrade = app.getUpgradeHandler();

  const security = Object.entries(baseSecurityHeaders(e.PUBLIC_URL));
  const server = createServer((req, res) => {
    // Once stopping: 503 + Connection: close before any work; until then counted in flight (lib/shutdown.ts).
    if (refuseOrTrack(res)) return;
    timeRequest(req, res, routes);
    // On every response; pages get their nonce-based CSP from proxy.ts, which replaces this one.
    for (const [k, v] of security) res.setHeader(k, v);
    // The caller's address for per-IP limits (X-Forwarded-For only from TRUSTED_PROXIES); a client-sent value is overwritten.
    markClientAddress(req, e.TRUSTED_PROXIES);
    // Prometheus metrics of this instance, only with METRICS_TOKEN set and sent (lib/metrics.ts).
    if (serveMetrics(req, res, e.METRICS_TOKEN)) return;
    // A declared body over its limit is refused before Next reads it, readably (app/_doors/oversized-body.ts).
    if (declaresTooMuch(req)) return refuseOversized(req, res);
    // While the database is unreachable, pages answer a calm "back soon" with 503 (decision 0203).
    if (backSoonWhileDown(req, res, databaseKnownDown, onDatabaseDown)) return;
    // The hottest GETs (the marketplace list) skip Next's request handling: same use case, same answer (decision 0217).
    if (nodeDoor(req, res)) return;
    keepPublicPagesInBrowser(req, res, documentCacheControl);
    void pageCache.serve(req, res, () => void handle(req, res));
  });
  // Expect: 100-continue gets the 413 instead of 100 Continue when the declared body is too large.
  answerExpectContinue(server);
  // Idle keep-alive connections outlive a client's or a proxy's reuse window (load balancers idle for
  // 60 s): with Node's 5 s default the server may close one just as a client reuses it, which the
  // client sees as ECONNRESET (it happened in the e2e suite). The header timeout must exceed it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const realtime = await attachRealtime(server);
  observe({ sockets: () => realtime.io.engine.clientsCount, queue: queueHealth });
  // Other websocket upgrades (Next's hot reload in development) go to Next. Upgraded sockets leave
  // the HTTP server's bookkeeping, so keep them here to close them on shutdown.
  const upgraded = new Set<Duplex>();
  server.on("upgrade", (req, socket, head) => {
    if (req.url?.startsWith("/socket.io")) return;
    upgraded.add(socket);
    socket.once("close", () => upgraded.delete(socket));
    void upgrade(req, socket, head);
  });

  await new Promise<void>((resolve) => server.listen(e.PORT, e.HOST, resolve));
  log.info(`GardenSwap ready on http://${e.HOST === "0.0.0.0" ? "localhost" : e.HOST}:${e.PORT} (${dev ? "development" : "production"}, ${e.DATABASE_URL ? "postgres" : "embedded database"})`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    const force = setTimeout(() => {
      log.error("shutdown took longer than 10 s: forcing exit");
      process.exit(1);
    }, 10_000).unref();
    // Requests, socket events and jobs in flight finish together within DRAIN_MS; realtime and the
    // database close after them (well under a second), inside the 10 s watchdog (decision 0002).
    await stopGracefully({
      server,
      realtime,
      stopWorkers: () => stopWorkers().catch((err) => log.error("stopping the job workers failed", err)),
      closeDb: async () => {
        stopUpkeep();
        await pageCache.stop();
        await closeDb();
      },
      drainMs: DRAIN_MS,
      alsoAtOnce: () => {
        for (const socket of upgraded) socket.destroy();
      },
      onStep: (step, ms) => log.info(`shutdown: ${step} in ${ms} ms`),
    });
    clearTimeout(force);
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/**
 * Next sends every dynamic page `no-store`; an anonymous visitor's public HTML page is sent
 * `private, no-cache` instead (decision 0135), so the back/forward cache can keep it. Decided when
 * the head goes out, from the request and the response's status and type; RSC payloads (text/x-component)
 * and everything else keep Next's header.
 */
function keepPublicPagesInBrowser(req: IncomingMessage, res: ServerResponse, policy: typeof import("@/lib/security/headers").documentCacheControl) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const status = typeof args[0] === "number" ? args[0] : this.statusCode;
    // Headers passed to writeHead itself win over setHeader: Next sets them with setHeader before writing.
    if (String(this.getHeader("content-type") ?? "").startsWith("text/html") && String(this.getHeader("cache-control") ?? "").includes("no-store")) {
      const value = policy({ method: req.method, url: req.url, cookie: req.headers.cookie, authorization: req.headers.authorization }, status);
      if (value) {
        this.setHeader("cache-control", value);
        this.setHeader("vary", [String(this.getHeader("vary") ?? ""), "Cookie"].filter(Boolean).join(", "));
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}

main().catch((error) => {
  // A held data folder is an operator's mistake, not a crash: one clear line (db/data-lock.ts).
  console.error(error instanceof Error && error.name === "DataDirLockedError" ? error.message : error);
  process.exit(1);
});
