import postgres from "postgres";

/** The Postgres the outage tests reach: the run's DATABASE_URL, else TEST_POSTGRES_URL, else the local one. */
export const TEST_POSTGRES = process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** Whether it answers within 2 s: files that need a real Postgres skip (with a warning) when it does not. */
export async function postgresReachable(url = TEST_POSTGRES): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}
