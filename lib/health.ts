import { sql } from "drizzle-orm";
import { db } from "@/db";
import { queueHealth } from "@/lib/jobs";
import { redisState } from "@/lib/redis";

/** Resolves with the promise's value, or rejects after `ms` (health never waits on a stalled database). */
function within<T>(ms: number, p: Promise<T>): Promise<T> {
  let t: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([p, new Promise<never>((_, reject) => (t = setTimeout(() => reject(new Error("timed out")), ms)))]).finally(() => clearTimeout(t));
}

/**
 * Readiness for operators and load balancers: whether the database answers (within 1.5 s, so the
 * whole answer comes within 2 s even when the database stalls), the job queue's health, and whether
 * Redis answers (null without REDIS_URL; "down" means degraded, not unready: decision 0203).
 */
export async function checkHealth(): Promise<{ database: "up" | "down"; redis: "up" | "down" | null; jobs: Awaited<ReturnType<typeof queueHealth>> | null }> {
  const redis = redisState();
  try {
    await within(1_500, db().execute(sql`select 1`));
  } catch {
    return { database: "down", redis, jobs: null };
  }
  return { database: "up", redis, jobs: await within(400, queueHealth()).catch(() => null) };
}
