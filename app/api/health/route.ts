import { checkHealth } from "@/lib/health";

export const dynamic = "force-dynamic";

/** Readiness for operators and load balancers (lib/health): the database, and the job queue's health. */
export async function GET() {
  const noStore = { "Cache-Control": "no-store" };
  const { database, redis, jobs, missing } = await checkHealth();
  // A database without its whole schema (a partial restore) is not ready: every listing would 500.
  if (database === "incomplete") return Response.json({ status: "error", database: "incomplete", detail: "Database schema incomplete", missing }, { status: 503, headers: { ...noStore, "Retry-After": "5" } });
  if (database === "down") return Response.json({ status: "error", database: "down", detail: "Database unreachable" }, { status: 503, headers: { ...noStore, "Retry-After": "5" } });
  // Redis down: still ready (200), but degraded (decision 0203): every instance shares that Redis,
  // so taking instances out of a load balancer for it would turn a degraded service into a down one.
  if (redis === "down") return Response.json({ status: "degraded", database: "up", redis: "down", details: { jobs } }, { headers: noStore });
  return Response.json({ status: "ok", database: "up", ...(redis ? { redis } : {}), details: { jobs } }, { headers: noStore });
}
