/**
 * A Postgres partition (issue 30 item 3, review F3/F10): the app talks to Postgres through a TCP
 * proxy that holds every byte in both directions, as a dropped network path does. The API answers
 * 503 + Retry-After and a page answers the "back soon" page with 503, each within 2 s (they hung for
 * the whole partition before); health says down; once the path heals, everything answers 200 again
 * by itself. A refused Postgres answers as promptly.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backSoonWhileDown, BACK_SOON_TITLE } from "@/app/_doors/back-soon";
import { GET as healthGET } from "@/app/api/health/route";
import { GET as listingsGET } from "@/app/api/listings/route";
import { POSTGRES_URL, missingServices } from "@/db/test-services";
import { listListings } from "@/lib/listings/list-listings";
import { invoke } from "@/lib/use-case";
import { req } from "@/test/http";
import { startTcpProxy } from "@/test/tcp-proxy";
import { databaseKnownDown, dbHandle, onDatabaseDown, openPostgres, setDbHandle } from "./index";

const why = await missingServices("partition.test.ts", ["postgres"]);

async function timed<T>(p: Promise<T>) {
  const t0 = Date.now();
  const value = await p;
  return { value, ms: Date.now() - t0 };
}

/**
 * A page as the custom server serves it: the back-soon gate of server.ts in front of a "page" that
 * loads listings through the use case and, like Next, renders its error page with 500 when that throws.
 */
function pageServer(): Promise<Server> {
  const server = createServer((request, res) => {
    if (backSoonWhileDown(request, res, databaseKnownDown, onDatabaseDown)) return;
    invoke(listListings, null, {}).then(
      () => res.writeHead(200, { "content-type": "text/html" }).end("<title>Listings</title>"),
      () => res.writeHead(500, { "content-type": "text/html" }).end("<title>Something went wrong</title>"),
    );
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe.skipIf(!!why)("Postgres behind a proxy that partitions", () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let original: ReturnType<typeof dbHandle>;
  let pages: Server;
  let pageUrl: string;
  const page = () => fetch(pageUrl, { signal: AbortSignal.timeout(30_000) });

  beforeAll(async () => {
    original = dbHandle();
    const target = new URL(POSTGRES_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(POSTGRES_URL);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const handle = openPostgres(viaProxy.toString(), { max: 3 });
    await handle.migrate();
    setDbHandle(handle);
    pages = await pageServer();
    pageUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}/listings`;
  }, 60_000);

  afterAll(async () => {
    proxy?.set("forward");
    await dbHandle().close().catch(() => {});
    setDbHandle(original);
    pages?.closeAllConnections();
    await new Promise((r) => pages?.close(r));
    await proxy?.close();
  });

  it("answers 503 within 2 s on the API and on pages while partitioned, and 200 again by itself once healed", async () => {
    expect((await listingsGET(req("/api/listings/"))).status).toBe(200);
    expect((await page()).status).toBe(200);

    proxy.set("partition");
    // The first requests meet the partition on open connections: each is answered within 2 s.
    const [api, html] = await Promise.all([timed(listingsGET(req("/api/listings/"))), timed(page())]);
    expect(api.value.status).toBe(503);
    expect(api.value.headers.get("retry-after")).toBe("5");
    expect(api.ms).toBeLessThan(2_000);
    expect(html.value.status).toBe(503);
    expect(html.value.headers.get("retry-after")).toBe("5");
    expect(await html.value.text()).toContain(BACK_SOON_TITLE);
    expect(html.ms).toBeLessThan(2_000);
    // Known down now: later requests are answered at once, health agrees.
    const again = await timed(listingsGET(req("/api/listings/")));
    expect(again.value.status).toBe(503);
    expect(again.ms).toBeLessThan(500);
    const health = await timed(healthGET());
    expect(health.value.status).toBe(503);
    expect(health.ms).toBeLessThan(2_000);
    const pageAgain = await timed(page());
    expect(pageAgain.value.status).toBe(503);
    expect(pageAgain.ms).toBeLessThan(500);

    // Still partitioned a few seconds on: still prompt 503s, nothing hangs.
    await new Promise((r) => setTimeout(r, 3_000));
    const later = await timed(listingsGET(req("/api/listings/")));
    expect(later.value.status).toBe(503);
    expect(later.ms).toBeLessThan(2_000);

    proxy.set("forward");
    await expect.poll(async () => (await listingsGET(req("/api/listings/"))).status, { timeout: 10_000, interval: 250 }).toBe(200);
    expect((await page()).status).toBe(200);
    expect((await healthGET()).status).toBe(200);
  }, 60_000);

  it("answers 503 within 2 s while Postgres refuses connections, and recovers", async () => {
    expect((await listingsGET(req("/api/listings/"))).status).toBe(200);
    proxy.set("refuse");
    for (let i = 0; i < 3; i++) {
      const api = await timed(listingsGET(req("/api/listings/")));
      expect(api.value.status).toBe(503);
      expect(api.ms).toBeLessThan(2_000);
    }
    const html = await timed(page());
    expect(html.value.status).toBe(503);
    expect(html.ms).toBeLessThan(2_000);
    proxy.set("forward");
    await expect.poll(async () => (await listingsGET(req("/api/listings/"))).status, { timeout: 10_000, interval: 250 }).toBe(200);
  }, 60_000);
});
