import postgres from "postgres";
import { createClient } from "redis";

/**
 * Tests that need a real Redis or Postgres. A service counts as configured when its TEST_* variable
 * (or DATABASE_URL for Postgres) is set, or under CI: then being unreachable fails the run. Otherwise
 * the test skips and says why.
 */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
export const POSTGRES_URL = process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const hidePassword = (url: string) => url.replace(/\/\/[^@/]*@/, "//***@");

async function redisError(): Promise<string | null> {
  const c = createClient({ url: REDIS_URL, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  c.on("error", () => {});
  try {
    await c.connect();
    await c.ping();
    await c.quit();
    return null;
  } catch {
    return `Redis is not reachable at ${hidePassword(REDIS_URL)}`;
  }
}

async function postgresError(): Promise<string | null> {
  const sql = postgres(POSTGRES_URL, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return null;
  } catch {
    return `Postgres is not reachable at ${hidePassword(POSTGRES_URL)}`;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/**
 * Null when every service is there; otherwise the reason to skip, printed once. Throws when a
 * missing service was configured, so CI cannot pass by skipping.
 */
export async function missingServices(file: string, services: ("redis" | "postgres")[]): Promise<string | null> {
  for (const service of services) {
    const why = service === "redis" ? await redisError() : await postgresError();
    if (!why) continue;
    const configured = !!process.env.CI || (service === "redis" ? !!process.env.TEST_REDIS_URL : !!(process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL));
    if (configured) throw new Error(`${file}: ${why}, but it is configured (${service === "redis" ? "TEST_REDIS_URL" : "DATABASE_URL/TEST_POSTGRES_URL"} or CI)`);
    console.warn(`${file}: skipped — ${why} (set ${service === "redis" ? "TEST_REDIS_URL" : "TEST_POSTGRES_URL"} to point elsewhere).`);
    return why;
  }
  return null;
}

/**
 * Tests of several server instances: they share one Postgres and one Redis, which is a Postgres
 * deployment's shape, so they belong to the run with DATABASE_URL set (CI runs the suite on PGlite,
 * then on Postgres with Redis). On an embedded-database run they skip and say so; with DATABASE_URL
 * set they need both services, as missingServices says.
 */
export async function missingInstanceServices(file: string): Promise<string | null> {
  if (process.env.DATABASE_URL) return missingServices(file, ["redis", "postgres"]);
  const why = "several server instances share one Postgres: this file runs when DATABASE_URL is set (CI's Postgres run)";
  console.warn(`${file}: skipped — ${why}.`);
  return why;
}
