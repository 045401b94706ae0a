import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openPostgres } from "./index";
import { withDatabase } from "./url";

/**
 * With DATABASE_URL set, tests run on real Postgres: one migrated template database, then each
 * test file clones its own from it (db/test-setup.ts), so files never see each other's rows.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const template = `gs_template_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${template}`);
  await admin.unsafe(`create database ${template}`);
  const handle = openPostgres(withDatabase(url, template), { max: 1 });
  await handle.migrate();
  await handle.close();
  project.provide("templateDb", template);
  return async () => {
    const leftovers = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${`gs_t_${process.pid}_%`} or datname = ${template}`;
    for (const { datname } of leftovers) await admin.unsafe(`drop database if exists ${datname} with (force)`);
    await admin.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDb: string;
  }
}
