import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres, setDbHandle } from "./index";
import { readTemplateState, type TemplateState } from "./test-reset";
import { withDatabase } from "./url";

/**
 * Migrations run once per test run, not once per file. With DATABASE_URL set: one migrated template
 * database, which each test file clones (`create database ... template`). Otherwise: one migrated
 * PGlite, dumped to a tarball that each test file loads (`loadDataDir`) when it first touches the
 * database (db/test-setup.ts). A worker keeps that database for the files it runs next and puts it
 * back to the template's state between them (db/test-reset.ts). Files never see each other's rows.
 */
type Provided = { templateDb?: string; pgliteTemplate?: string; templateState: TemplateState };
type Template = { provided: Provided; teardown: () => Promise<void> };
/** Both vitest projects (vitest.config.ts) run this setup: the template is made once and shared. */
const shared = globalThis as { __gardenswapTestTemplate?: { users: number; ready: Promise<Template> } };

export default async function setup(project: TestProject) {
  const s = (shared.__gardenswapTestTemplate ??= { users: 0, ready: makeTemplate() });
  s.users += 1;
  const t = await s.ready;
  if (t.provided.templateDb) project.provide("templateDb", t.provided.templateDb);
  if (t.provided.pgliteTemplate) project.provide("pgliteTemplate", t.provided.pgliteTemplate);
  project.provide("templateState", t.provided.templateState);
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
  // The pid alone could collide with a run in another PID namespace sharing this server.
  const template = `gs_template_${process.pid}${randomBytes(3).toString("hex")}`;
  const admin = postgres(url, { max: 8, onnotice: () => {}, connect_timeout: 5 });
  try {
    await admin.unsafe(`drop database if exists ${template}`);
  } catch (e) {
    throw new Error(`DATABASE_URL is set but Postgres is unreachable (${(e as Error).message}); unset it to test on PGlite`);
  }
  await admin.unsafe(`create database ${template}`);
  const handle = openPostgres(withDatabase(url, template), { max: 1 });
  await migrateAll(handle);
  const templateState = await readTemplateState((text) => (handle.client as postgres.Sql).unsafe(text) as never);
  await handle.close();
  return {
    provided: { templateDb: template, templateState },
    teardown: async () => {
      const clones = `gs_t_${template.split("_").pop()}_%`;
      const leftovers = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${clones} or datname = ${template}`;
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
  const dump = await (handle.client as PGlite).dumpDataDir("none");
  await handle.close();
  // Read from the dump as the files load it (a loaded dump's sequences stand further on than the live
  // template's: Postgres logs them ahead), so that a reset matches a freshly loaded file exactly.
  const loaded = openPglite(undefined, { loadDataDir: dump });
  const templateState = await readTemplateState(async (text) => (await (loaded.client as PGlite).query(text)).rows as never);
  await loaded.close();
  const file = path.resolve(process.env.DATA_DIR ?? "./data/test", `template-${process.pid}.tar`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { provided: { pgliteTemplate: file, templateState }, teardown: async () => rmSync(file, { force: true }) };
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDb: string;
    pgliteTemplate: string;
    templateState: TemplateState;
  }
}
