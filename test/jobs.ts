import { sql } from "drizzle-orm";
import { db } from "@/db";

/**
 * How many jobs of these kinds some worker may still run now: running, or due (waiting or to be
 * retried; one deferred to later is left out). Tests wait for 0 instead of a fixed "nothing more happens"
 * window: once none is left, whatever those jobs do is done.
 */
export async function unfinishedJobs(...jobs: { name: string }[]): Promise<number> {
  let n = 0;
  for (const job of jobs) {
    const res = await db().execute(
      sql`select count(*)::int as n from pgboss.job where name = ${job.name} and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
    );
    const rows = (res as { rows?: { n: number }[] }).rows ?? (res as unknown as { n: number }[]);
    n += Number(rows[0].n);
  }
  return n;
}
