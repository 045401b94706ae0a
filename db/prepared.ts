import { is, Placeholder, sql, type SQL } from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import { db, type Db } from "./index";

/**
 * Statements built once and run many times (decision 0217). Building a query with drizzle walks
 * every chunk of its SQL through `is()` checks, and mapping its rows checks every field of every
 * row the same way: on the marketplace list that was a sixth of the API's CPU. A hot read instead
 * names its shape (`key`), builds its SQL once with a placeholder for every value, and runs the
 * kept statement with this call's values; its rows come back as arrays, in select order, for the
 * caller to map.
 *
 * A value written straight into a kept statement would be served to every later call (another
 * gardener's id, yesterday's date), so a statement with any value that is not a placeholder is
 * refused. Under vitest every call also builds the statement again and checks the kept text is the
 * same: a key that misses part of the shape fails the tests instead of reading the wrong rows.
 */
type Kept = { text: string; query: PgPreparedQuery<PreparedQueryConfig & { execute: unknown[][] }> };

const dialect = new PgDialect();
const kept = new WeakMap<Db, Map<string, Kept>>();
/** Shapes are few (flags × sorts); this only bounds a misuse. */
const MAX_SHAPES = 2_000;

export const placeholder = (name: string) => sql.placeholder(name);

/**
 * Runs the statement of shape `key` (built by `build` on first use) with `values` for its
 * placeholders. `key: null` builds and runs it once, values may then be written in (a search text).
 */
export async function keptRows(key: string | null, build: () => SQL, values: Record<string, unknown>): Promise<unknown[][]> {
  const database = db();
  if (key === null) return prepare(database, build()).query.execute(values);
  let shapes = kept.get(database);
  if (!shapes) kept.set(database, (shapes = new Map()));
  let statement = shapes.get(key);
  if (!statement) {
    statement = prepare(database, build());
    const frozen = statement.query.getQuery().params.find((p) => !is(p, Placeholder));
    if (frozen !== undefined) throw new Error(`kept statement ${key}: a value is written in, not a placeholder`);
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(key, statement);
  } else if (process.env.VITEST && dialect.sqlToQuery(build()).sql !== statement.text) {
    throw new Error(`kept statement ${key}: the key does not name the whole shape`);
  }
  return statement.query.execute(values);
}

function prepare(database: Db, statement: SQL): Kept {
  const query = dialect.sqlToQuery(statement);
  // No fields: drizzle maps nothing; rows stay the driver's arrays (postgres.js `values()`, PGlite's array mode).
  const prepared = database._.session.prepareQuery<PreparedQueryConfig & { execute: unknown[][] }>(query, undefined, undefined, true, (rows) => rows);
  return { text: query.sql, query: prepared };
}
