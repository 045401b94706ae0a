import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres, setDbHandle } from "./index";
import { withDatabase } from "./url";

/**
 * Migrations run once per test run, not once per file. With DATABASE_URL set: one migrated template
 * database, which each test file clones (`create database ... template`). Otherwise: one migrated
 * PGlite, dumped to a tarball that each test file loads (`loadDataDir`) when it first touches the
 * database (db/test-setup.ts). Files never see each other's rows.
 */
type Template = { provided: { templateDb?: string; pgliteTemplate?: string }; teardown: () => Promise<void> };
/** Both vitest projects (vitest.config.ts) run this setup: the template is made once and shared. */
const shared = globalThis as { __gardenswapTestTemplate?: { users: number; ready: Promise<Template> } };

export default async function setup(project: TestProject) {
  const s = (shared.__gardenswapTestTemplate ??= { users: 0, ready: makeTemplate() });
  s.users += 1;
  const t = await s.ready;
  if (t.provided.templateDb) project.provide("templateDb", t.provided.templateDb);
  if (t.provided.pgliteTemplate) project.provide("pgliteTemplate", t.provided.pgliteTemplate);
  return async () => {
    s.users -= 1;
    if (s.users > 0) return;
    shared.__gardenswapTestTemplate = undefined;
    await t.teardown();
  };
}

async function makeTemplate(): Promise<Template> {
  const url = process.env.DATABASE_URL;
  if (!url) return pgliteTemplate();
  const template = `gs_template_${process.pid}`;
  const admin = postgres(url, { max: 8, onnotice: () => {}, connect_timeout: 5 });
  try {
    await admin.unsafe(`drop database if exists ${template}`);
  } catch (e) {
    throw new Error(`DATABASE_URL is set but Postgres is unreachable (${(e as Error).message}); unset it to test on PGlite`);
  }
  await admin.unsafe(`create database ${template}`);
  const handle = openPostgres(withDatabase(url, template), { max: 1 });
  await migrateAll(handle);
  await handle.close();
  return {
    provided: { templateDb: template },
    teardown: async () => {
      const leftovers = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${`gs_t_${process.pid}_%`} or datname = ${template}`;
      // Each drop waits for a checkpoint; dropped together they share them (137 s one by one under load).
      await Promise.all(leftovers.map(({ datname }) => admin.unsafe(`drop database if exists ${datname} with (force)`)));
      await admin.end();
    },
  };
}

/** The app's migrations, the job queue's schema (pg-boss installs it on its first start) and every job's queue. */
async function migrateAll(handle: ReturnType<typeof openPglite>) {
  await handle.migrate();
  setDbHandle(handle);
  await import("@/lib/jobs/all");
  const { prepareJobs, stopJobs } = await import("@/lib/jobs");
  await prepareJobs();
  await stopJobs();
  setDbHandle(undefined);
}

async function pgliteTemplate(): Promise<Template> {
  const handle = openPglite();
  await migrateAll(handle);
  const dump = await (handle.client as import("@electric-sql/pglite").PGlite).dumpDataDir("none");
  await handle.close();
  const file = path.resolve(process.env.DATA_DIR ?? "./data/test", `template-${process.pid}.tar`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { provided: { pgliteTemplate: file }, teardown: async () => rmSync(file, { force: true }) };
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDb: string;
    pgliteTemplate: string;
  }
}
