import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import nextEnv from "@next/env";

// A custom server reads the environment before Next would load .env*: load it first.
const dev = process.env.NODE_ENV !== "production";
nextEnv.loadEnvConfig(process.cwd(), dev);

async function main() {
  const [{ default: next }, { env }, { bootstrapDatabase }, { closeDb }, { attachRealtime }, { log }] = await Promise.all([
    import("next"),
    import("@/lib/env"),
    import("@/db/bootstrap"),
    import("@/db"),
    import("@/app/_realtime/socket-server"),
    import("@/lib/log"),
  ]);
  const { baseSecurityHeaders, documentCacheControl } = await import("@/lib/security/headers");
  const { answerExpectContinue, declaresTooMuch, refuseOversized } = await import("@/app/_doors/oversized-body");
  await import("@/app/_realtime/features");
  const e = env();
  await bootstrapDatabase();
  // The durable job queue (lib/jobs) with this instance's workers, before any request can enqueue.
  await import("@/lib/jobs/all");
  const { startWorkers } = await import("@/lib/jobs");
  // Jobs in flight at shutdown get 4 s: with the HTTP side's 3 s that stays within the 10 s watchdog
  // below and a container's usual 10 s before SIGKILL (8 s here, plus 3, once overran it under load).
  const stopWorkers = await startWorkers({ graceMs: 4_000 });

  const app = next({ dev, hostname: e.HOST, port: e.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  const upgrade = app.getUpgradeHandler();

  const security = Object.entries(baseSecurityHeaders(e.PUBLIC_URL));
  const server = createServer((req, res) => {
    // On every response; pages get their nonce-based CSP from proxy.ts, which replaces this one.
    for (const [k, v] of security) res.setHeader(k, v);
    // The caller's address as this server saw it, for per-IP limits; a client-sent value is overwritten.
    req.headers["x-gardenswap-ip"] = req.socket.remoteAddress ?? "";
    // A declared body over its limit is refused before Next reads it, readably (app/_doors/oversized-body.ts).
    if (declaresTooMuch(req)) return refuseOversized(req, res);
    keepPublicPagesInBrowser(req, res, documentCacheControl);
    void handle(req, res);
  });
  // Expect: 100-continue gets the 413 instead of 100 Continue when the declared body is too large.
  answerExpectContinue(server);
  // Idle keep-alive connections outlive a client's or a proxy's reuse window (load balancers idle for
  // 60 s): with Node's 5 s default the server may close one just as a client reuses it, which the
  // client sees as ECONNRESET (it happened in the e2e suite). The header timeout must exceed it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const realtime = await attachRealtime(server);
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
    // Stop accepting and drop idle keep-alive connections; requests in flight get a short grace.
    server.close();
    server.closeIdleConnections();
    for (const socket of upgraded) socket.destroy();
    const grace = setTimeout(() => server.closeAllConnections(), 3_000).unref();
    // Each step's time is logged, so a slow shutdown says where it waited.
    const timed = async (step: string, run: () => Promise<unknown>) => {
      const t0 = Date.now();
      await run();
      log.info(`shutdown: ${step} in ${Date.now() - t0} ms`);
    };
    // Disconnects every socket, then resolves once the HTTP server has let go of its last connection.
    await timed("connections closed", () => realtime.close());
    // Jobs in flight get a grace period; unfinished ones run again on some instance (at least once).
    await timed("job workers stopped", () => stopWorkers().catch((err) => log.error("stopping the job workers failed", err)));
    clearTimeout(grace);
    await timed("database closed", () => closeDb());
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
  console.error(error);
  process.exit(1);
});
