import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";
import { prepareJobs, stopJobs } from "@/lib/jobs";
import { closeDb, openPglite, openPostgres, setDbHandle } from "./index";
import { withDatabase } from "./url";

/** Each test file gets a fresh migrated database (PGlite in memory, or a clone of the Postgres template) and its job queue. */
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  const template = process.env.DATABASE_URL ? inject("templateDb") : undefined;
  if (url && template) {
    const name = `gs_t_${template.split("_").pop()}_${randomBytes(4).toString("hex")}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name} template ${template}`);
    await admin.end();
    setDbHandle(openPostgres(withDatabase(url, name), { max: 5 }));
  } else {
    const handle = openPglite();
    await handle.migrate();
    setDbHandle(handle);
  }
  // The job queue starts before any test opens a transaction (PGlite has one connection).
  await prepareJobs();
});

afterAll(async () => {
  await stopJobs();
  await closeDb();
});
