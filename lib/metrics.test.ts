/**
 * GET /metrics as server.ts serves it (lib/metrics.ts in front of a stand-in for Next): 404 while
 * METRICS_TOKEN is unset, 401 without the token or with a wrong one, Prometheus text with it; the
 * request histogram counts by route pattern (never the raw URL), and rate-limit refusals, job attempts
 * and the sources server.ts hands over (sockets, queue depth) show up in a scrape.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metrics, observe, routeOf, routeTable, serveMetrics, timeRequest, tokenMatches } from "./metrics";
import { enforceLimits, resetLimits } from "./rate-limit";

const TOKEN = "metrics-token-for-tests-0123456789";
const table = routeTable({
  staticRoutes: [{ page: "/api/listings/want-listings", regex: "^/api/listings/want\\-listings(?:/)?$" }, { page: "/", regex: "^/(?:/)?$" }],
  dynamicRoutes: [{ page: "/api/listings/[id]", regex: "^/api/listings/([^/]+?)(?:/)?$" }],
});

/** server.ts's order: time the request, then /metrics, then "Next" (here: 200 for known routes, else 404). */
function start(token: string | undefined): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    timeRequest(req, res, table);
    if (serveMetrics(req, res, token)) return;
    const known = !["unmatched", "/metrics"].includes(routeOf(req.url, table));
    res.writeHead(known ? 200 : 404, { "content-type": "application/json" }).end(known ? "{}" : '{"detail":"Not found"}');
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

let on: { server: Server; url: string };
let off: { server: Server; url: string };
beforeAll(async () => {
  [on, off] = await Promise.all([start(TOKEN), start(undefined)]);
});
afterAll(async () => {
  await Promise.all([on, off].map(({ server }) => new Promise((r) => server.close(r))));
});

const scrape = async () => {
  const res = await fetch(`${on.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
};
/** The value of one series in Prometheus text, 0 when absent. */
const value = (text: string, series: string) => Number(text.split("\n").find((l) => l.startsWith(`${series} `))?.split(" ")[1] ?? 0);

describe("GET /metrics", () => {
  it("does not exist while METRICS_TOKEN is unset (404, nothing about metrics in the answer)", async () => {
    const res = await fetch(`${off.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("gardenswap_");
  });

  it("refuses a scrape without the token or with a wrong one (401, no figures)", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`]) {
      const res = await fetch(`${on.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get("www-authenticate")).toContain("Bearer");
      const body = await res.text();
      expect(JSON.parse(body)).toEqual({ detail: "Metrics need the operator's token" });
      expect(body).not.toContain("gardenswap_");
    }
    expect((await fetch(`${on.url}/metrics`, { method: "POST", headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(405);
  });

  it("counts requests by route pattern, method and status, with their latency", async () => {
    const series = (route: string, status: number) => `gardenswap_http_request_duration_seconds_count{method="GET",route="${route}",status="${status}"}`;
    const before = await scrape();
    for (const id of [17, 18, 19]) await fetch(`${on.url}/api/listings/${id}?x=${id}`);
    await fetch(`${on.url}/api/listings/want-listings`);
    await fetch(`${on.url}/no/such/page/12345`);
    const after = await scrape();
    expect(value(after, series("/api/listings/[id]", 200)) - value(before, series("/api/listings/[id]", 200))).toBe(3);
    expect(value(after, series("/api/listings/want-listings", 200)) - value(before, series("/api/listings/want-listings", 200))).toBe(1);
    expect(value(after, series("unmatched", 404)) - value(before, series("unmatched", 404))).toBe(1);
    expect(after).toContain('gardenswap_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/listings/[id]",status="200"}');
    // Never a raw URL as a label.
    expect(after).not.toMatch(/route="\/api\/listings\/1[789]"/);
    expect(after).not.toContain("12345");
  });

  it("shows rate-limit refusals by limit, job attempts, and what server.ts hands over (sockets, queue depth)", async () => {
    await resetLimits();
    const limits = [{ points: 1, per: 60, by: "ip" as const }];
    const ctx = { door: "test" as const, ip: "10.9.8.7" };
    const series = 'gardenswap_rate_limit_refusals_total{limit="test.metrics#0"}';
    const before = value(await scrape(), series);
    await enforceLimits("test.metrics", limits, null, {}, ctx);
    await expect(enforceLimits("test.metrics", limits, null, {}, ctx)).rejects.toThrow();
    await expect(enforceLimits("test.metrics", limits, null, {}, ctx)).rejects.toThrow();
    metrics().jobs.inc({ job: "test.job", result: "failed" });
    metrics().mail.inc({ outcome: "sent" });
    metrics().push.inc({ outcome: "gone" });
    observe({ sockets: () => 3, queue: async () => ({ waiting: 4, active: 1, failed: 2, oldest_waiting_seconds: 9 }) });
    const text = await scrape();
    expect(value(text, series) - before).toBe(2);
    expect(value(text, 'gardenswap_job_attempts_total{job="test.job",result="failed"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'gardenswap_mail_total{outcome="sent"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'gardenswap_push_total{outcome="gone"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, "gardenswap_sockets")).toBe(3);
    expect(value(text, 'gardenswap_jobs{state="waiting"}')).toBe(4);
    expect(value(text, 'gardenswap_jobs{state="failed"}')).toBe(2);
    expect(value(text, "gardenswap_jobs_oldest_waiting_seconds")).toBe(9);
    expect(text).toContain("gardenswap_process_resident_memory_bytes");
  });
});

describe("route patterns and the token check", () => {
  it("masks ids when there is no build manifest (development), and groups static files and sockets", () => {
    expect(routeOf("/api/listings/42/thanks?x=1", null)).toBe("/api/listings/[id]/thanks");
    expect(routeOf("/_next/static/chunks/abc.js", table)).toBe("/_next/static");
    expect(routeOf("/socket.io/?EIO=4", table)).toBe("/socket.io");
  });

  it("compares tokens whatever their length, and only bearer tokens", () => {
    expect(tokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(tokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(tokenMatches(TOKEN, TOKEN)).toBe(false);
    expect(tokenMatches(undefined, TOKEN)).toBe(false);
    expect(tokenMatches("Bearer ", TOKEN)).toBe(false);
  });
});
