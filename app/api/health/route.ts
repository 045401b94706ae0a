import { checkHealth } from "@/lib/health";

export const dynamic = "force-dynamic";

/** Readiness for operators and load balancers (lib/health): the database, and the job queue's health. */
export async function GET() {
  const noStore = { "Cache-Control": "no-store" };
  const { database, jobs } = await checkHealth();
  if (database === "down") return Response.json({ status: "error", database: "down", detail: "Database unreachable" }, { status: 503, headers: { ...noStore, "Retry-After": "5" } });
  return Response.json({ status: "ok", database: "up", details: { jobs } }, { headers: noStore });
}
