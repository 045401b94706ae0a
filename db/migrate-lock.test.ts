import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres } from "@/db";
import { missingServices, POSTGRES_URL } from "@/db/test-services";
import { withDatabase } from "@/db/url";

/**
 * Several instances starting on one new database at once (two app containers against one Postgres,
 * or two test files migrating the run's database through their proxies): each migrates, one at a
 * time under an advisory lock, and all start. Without the lock two created pg-boss's types at once
 * and one failed ("type job_state already exists"; CI's Postgres run lost a worker's database to it).
 */
const why = await missingServices("migrate-lock.test.ts", ["postgres"]);
const name = `gs_migrate_${process.pid}_${randomBytes(3).toString("hex")}`;
const admin = () => postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });

describe.skipIf(!!why)("migrations on one database from several instances at once", () => {
  afterAll(async () => {
    const sql = admin();
    await sql.unsafe(`drop database if exists ${name} with (force)`);
    await sql.end();
  });

  it("three instances migrate a new database at the same moment: all succeed, and the schema is there once", async () => {
    const sql = admin();
    await sql.unsafe(`create database ${name}`);
    await sql.end();
    const url = withDatabase(POSTGRES_URL, name);
    const handles = [openPostgres(url, { max: 2 }), openPostgres(url, { max: 2 }), openPostgres(url, { max: 2 })];
    try {
      const results = await Promise.allSettled(handles.map((h) => h.migrate()));
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      const check = postgres(url, { max: 1, onnotice: () => {} });
      const [{ n }] = await check<{ n: number }[]>`select count(*)::int as n from pg_type where typname = 'job_state'`;
      const [{ users }] = await check<{ users: string | null }[]>`select to_regclass('public.users')::text as users`;
      await check.end();
      expect(n).toBe(1);
      expect(users).toBe("users");
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  }, 60_000);
});
