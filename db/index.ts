// Only server code may reach the database: a client component that imports this (directly or not) fails to build.
import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { env } from "@/lib/env";
import { acquireDataDirLock, releaseDataDirLock } from "./data-lock";
import { log } from "@/lib/log";
import { DatabaseBreaker } from "./breaker";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or an open transaction: domain functions accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

type Handle = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The driver's client: each bundle wraps it with its own drizzle (see `db()`). */
  client: PGlite | postgres.Sql;
  /** The connection URL (postgres only): the job queue opens its own small pool (lib/jobs). */
  url?: string;
  /** The embedded database's folder (pglite on disk only). */
  dataDir?: string;
  /** Applies the migrations of `folder` not yet applied (default: this build's; the upgrade test passes an older commit's). */
  migrate: (folder?: string) => Promise<void>;
  close: () => Promise<void>;
  /** Postgres only: the client-side deadline and circuit breaker (db/breaker.ts). */
  breaker?: DatabaseBreaker;
};

/**
 * One handle per process, kept on globalThis: Next bundles route handlers apart from server.ts,
 * so module state is not shared, and two PGlite instances on one directory silently lose writes.
 */
type Openers = { openPglite: typeof openPglite; openPostgres: typeof openPostgres };
const g = globalThis as { __gardenswapDb?: Handle; __gardenswapOpenDb?: (open: Openers) => Handle; __gardenswapDbLoaded?: boolean };
// Tells db/test-setup.ts that this test file loaded database code (pure unit files never open one).
g.__gardenswapDbLoaded = true;

/** The advisory lock the Postgres migrations run under (any fixed number; "GS" in ASCII). */
const MIGRATION_LOCK = 0x4753;

export function migrationsFolder(): string {
  // Resolved from the working directory: bundlers move this file, the repository layout stays.
  return path.resolve(process.cwd(), "db/migrations");
}

/**
 * drizzle asks postgres.js for unnamed statements, so Postgres parses and plans every query anew;
 * named ones are parsed once per connection and cached by postgres.js by their text (drizzle keeps
 * values out of the text, so the set of texts is small). Measured in bench/api-vs-bare.
 */
function preparedStatements(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key !== "unsafe") return Reflect.get(target, key, receiver);
      return (query: string, params?: unknown[], options?: { prepare?: boolean }) =>
        target.unsafe(query, params as postgres.ParameterOrJSON<never>[], { ...options, prepare: true });
    },
  });
}

/**
 * Every query (and transaction) of the pool goes through the breaker (db/breaker.ts), so a held
 * connection cannot hang a request: postgres.js queries run when awaited (`then`), which is where
 * the guard sits; `values()` and friends return the same query, so they keep it.
 */
function guarded(client: postgres.Sql, breaker: DatabaseBreaker): postgres.Sql {
  const guard = <Q extends PromiseLike<unknown>>(query: Q): Q => {
    const then = query.then.bind(query);
    const guardedThen: PromiseLike<unknown>["then"] = (ok, fail) => breaker.guard(() => ({ then })).then(ok, fail);
    return Object.assign(query, { then: guardedThen });
  };
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === "unsafe") return (...args: Parameters<postgres.Sql["unsafe"]>) => guard(target.unsafe(...args));
      if (key === "begin") return (...args: unknown[]) => breaker.guard(() => (target.begin as (...a: unknown[]) => Promise<unknown>)(...args));
      return Reflect.get(target, key, receiver);
    },
  });
}

export function openPostgres(url: string, opts: { max?: number } = {}): Handle {
  // Never hang on the database: a connection attempt gives up after 5 s and the server cancels a
  // statement after 10 s; the breaker (db/breaker.ts) answers within about 2 s when the database
  // stops answering altogether (a partition: the server never sees the statement to cancel it).
  const breaker = new DatabaseBreaker(url, undefined, (open) =>
    open ? log.warn("database unreachable: breaker open, answering 503 until it answers again") : log.info("database answers again: breaker closed"),
  );
  const client = guarded(
    preparedStatements(
      postgres(url, {
        max: opts.max ?? 10,
        onnotice: () => {},
        connect_timeout: 5,
        keep_alive: 30,
        // Idle connections close after a minute: fewer held open for nothing, and none kept stale.
        idle_timeout: 60,
        connection: { statement_timeout: 10_000 },
        socket: breaker.socket,
      } as postgres.Options<Record<string, never>>),
    ),
    breaker,
  );
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    client,
    url,
    breaker,
    migrate: async (folder = migrationsFolder()) => {
      // Several instances (or test files) may start on one database at once: drizzle's migrator takes
      // no lock, so two would both create the same tables and types and one would fail. An advisory
      // lock on a connection of its own (a session lock is released by the session that took it)
      // lets one migrate while the others wait, then find nothing left to do.
      const lock = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
      try {
        await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migratePostgres(db as never, { migrationsFolder: folder });
      } finally {
        await lock.end({ timeout: 5 });
      }
    },
    close: () => {
      breaker.dispose();
      return client.end({ timeout: 5 });
    },
  };
}

/**
 * Whether the database is known to be unreachable right now (the Postgres breaker is open): the
 * custom server answers pages "back soon" with 503 meanwhile (app/_doors/back-soon.ts).
 */
export function databaseKnownDown(): boolean {
  return g.__gardenswapDb?.breaker?.open === true;
}

/** Calls `listener` when the database becomes known down (the breaker opens); returns its removal. */
export function onDatabaseDown(listener: () => void): () => void {
  const breaker = g.__gardenswapDb?.breaker;
  breaker?.onOpen.add(listener);
  return () => void breaker?.onOpen.delete(listener);
}

/**
 * PGlite reserves Postgres's default 128 MB of shared buffers inside its WASM memory; its files
 * already sit in the OS page cache, so 32 MB costs little speed and saves about 100 MB of RSS
 * (decision 0190).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

/**
 * dataDir undefined → in-memory (tests); loadDataDir starts from a dump (tests' migrated template,
 * `npm run db:restore`). A folder is locked for this process until close (db/data-lock.ts): a second
 * process gets DataDirLockedError instead of silently diverging from the first.
 */
export function openPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Handle {
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    // Named in the messages other processes print ("waiting for the server (pid N) ...").
    const script = path.basename(process.argv[1] ?? "node");
    acquireDataDirLock(dataDir, /server\.[mc]?[jt]s$/.test(script) ? "server" : script);
  }
  let client: PGlite;
  try {
    client = new PGlite({ dataDir, extensions: { pg_trgm, cube, btree_gist }, startParams: PGLITE_START_PARAMS, loadDataDir: opts.loadDataDir });
  } catch (e) {
    if (dataDir) releaseDataDirLock(dataDir);
    throw e;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    client,
    migrate: async (folder = migrationsFolder()) => {
      await migratePglite(db as never, { migrationsFolder: folder });
    },
    dataDir,
    close: async () => {
      try {
        await client.close();
      } finally {
        if (dataDir) releaseDataDirLock(dataDir);
      }
    },
  };
}

export function dbHandle(): Handle {
  if (!g.__gardenswapDb && g.__gardenswapOpenDb) g.__gardenswapDb = g.__gardenswapOpenDb({ openPglite, openPostgres });
  if (!g.__gardenswapDb) {
    const e = env();
    g.__gardenswapDb = e.DATABASE_URL
      ? openPostgres(e.DATABASE_URL)
      : openPglite(path.resolve(e.DATA_DIR, "pg"));
  }
  return g.__gardenswapDb;
}

/**
 * The process-wide database, wrapped by this module copy's drizzle. Next bundles route handlers
 * apart from server.ts, so each bundle has its own drizzle classes; a drizzle instance made by
 * another copy maps every row through drizzle's slow cross-copy `is()` check (a fifth of the
 * API's CPU in bench/api-vs-bare). One connection pool, one cheap wrapper per copy.
 */
let local: { handle: Handle; db: Db } | undefined;
export function db(): Db {
  const handle = dbHandle();
  if (local?.handle !== handle) {
    const own =
      handle.kind === "pglite"
        ? drizzlePglite(handle.client as PGlite, { schema })
        : drizzlePostgres(handle.client as postgres.Sql, { schema });
    local = { handle, db: own as unknown as Db };
  }
  return local.db;
}

/**
 * Tests install their own (fresh) database, or (db/test-setup.ts) an opener on
 * `globalThis.__gardenswapOpenDb`, so a file that never touches the database never opens one.
 */
export function setDbHandle(handle: Handle | undefined) {
  g.__gardenswapDb = handle;
}

export async function closeDb() {
  const h = g.__gardenswapDb;
  g.__gardenswapDb = undefined;
  await h?.close();
}


export { schema };
