import { sql } from "drizzle-orm";
import { db } from "@/db";
import { queueHealth } from "@/lib/jobs";

export const dynamic = "force-dynamic";

/** Liveness for operators: the database, and the job queue's health (waiting, failed, oldest due job). */
export async function GET() {
  try {
    await db().execute(sql`select 1`);
  } catch {
    return Response.json({ status: "error", database: "down", detail: "Database unreachable" }, { status: 503 });
  }
  const jobs = await queueHealth().catch(() => null);
  return Response.json({ status: "ok", database: "up", details: { jobs } }, { headers: { "Cache-Control": "no-store" } });
}
