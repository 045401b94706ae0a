import { describe, expect, it } from "vitest";
import { GET } from "./route";

describe("GET /api/health", () => {
  it("reports the database and the job queue's health", async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: "ok", database: "up" });
    expect(body.details.jobs).toMatchObject({ waiting: expect.any(Number), active: expect.any(Number), failed: expect.any(Number) });
    expect(body.details.jobs).toHaveProperty("oldest_waiting_seconds");
  });
});

describe("GET /api/health on an incomplete schema (a partial restore: review F2)", () => {
  it("answers 503 naming what is missing, and 200 again once it is back", async () => {
    const { db } = await import("@/db");
    const { sql } = await import("drizzle-orm");
    await db().execute(sql`alter table want_items rename to want_items_gone`);
    await db().execute(sql`alter function gs_crop_key(text[], text) rename to gs_crop_key_gone`);
    try {
      const res = await GET();
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toEqual({ status: "error", database: "incomplete", detail: "Database schema incomplete", missing: ["table want_items", "function gs_crop_key"] });
    } finally {
      await db().execute(sql`alter function gs_crop_key_gone(text[], text) rename to gs_crop_key`);
      await db().execute(sql`alter table want_items_gone rename to want_items`);
    }
    expect((await GET()).status).toBe(200);
  });

  it("answers 503 when migrations are missing", async () => {
    const { db } = await import("@/db");
    const { sql } = await import("drizzle-orm");
    // A plain table, not a temporary one: on Postgres's pool the restore may run on another connection.
    await db().execute(sql`create table gs_mig_keep as select * from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    await db().execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    try {
      const res = await GET();
      expect(res.status).toBe(503);
      expect((await res.json()).missing).toEqual([expect.stringMatching(/^1 of \d+ migrations$/)]);
    } finally {
      await db().execute(sql`insert into drizzle.__drizzle_migrations select * from gs_mig_keep`);
      await db().execute(sql`drop table gs_mig_keep`);
    }
    expect((await GET()).status).toBe(200);
  });
});
