/**
 * Puts a test database back to the migrated template's state, cheaply: one worker keeps one
 * database for all the files it runs and resets it between them (docs/decisions/0101-fast-tests.md,
 * third pass), instead of loading a fresh PGlite from the dump for every file (~1.2 s of CPU each).
 *
 * The template's state is read once (db/test-global-setup.ts): every table, the rows of the few that
 * are not empty (drizzle's migration log, pg-boss's version and queues) and every sequence's value.
 * The reset empties every table, puts those rows back and sets every sequence (identities included)
 * to its template value, in one statement batch. Postgres truncates. PGlite deletes with foreign-key
 * triggers off instead: a truncate gives each table and index new files, which cost PGlite ~250 ms
 * per reset against ~20 ms for deleting a test file's few rows (decision 0101, session 7). Tests
 * never change the schema (no test runs DDL); a file that did would need its own database.
 */
export type TemplateState = {
  /** Every table, schema-qualified and quoted. */
  tables: string[];
  /** Rows of the tables the template does not leave empty, as JSON, with their insertable columns. */
  rows: { table: string; columns: string[]; json: string }[];
  /** Every sequence's value in the template: [quoted name, last_value or null when never used]. */
  sequences: [string, string | null][];
};

type Query = <R>(text: string) => Promise<R[]>;

const SYSTEM = "('pg_catalog', 'information_schema', 'pg_toast')";

export async function readTemplateState(query: Query): Promise<TemplateState> {
  const tables = await query<{ oid: string; name: string }>(
    `select c.oid::text as oid, format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition and n.nspname not in ${SYSTEM} order by 2`,
  );
  const rows: TemplateState["rows"] = [];
  for (const t of tables) {
    const [{ json }] = await query<{ json: string | null }>(`select json_agg(t)::text as json from ${t.name} t`);
    if (!json) continue;
    const cols = await query<{ name: string }>(
      `select format('%I', attname) as name from pg_attribute where attrelid = ${t.oid} and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    );
    rows.push({ table: t.name, columns: cols.map((c) => c.name), json });
  }
  const seqs = await query<{ name: string; last: string | null }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as last from pg_sequences where schemaname not in ${SYSTEM} order by 1`,
  );
  return { tables: tables.map((t) => t.name), rows, sequences: seqs.map((s) => [s.name, s.last]) };
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** One batch of statements (simple protocol) that returns the database to the template's state. */
export function resetSql(state: TemplateState, empty: "truncate" | "delete" = "truncate"): string {
  const parts =
    empty === "truncate"
      ? [`truncate ${state.tables.join(", ")} restart identity cascade`]
      : // `replica` skips the foreign-key triggers (the rows go in any order); a superuser setting, as PGlite's user is.
        ["set session_replication_role = replica", ...state.tables.map((t) => `delete from ${t}`)];
  for (const r of state.rows) {
    const cols = r.columns.join(", ");
    parts.push(`insert into ${r.table} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${r.table}, ${literal(r.json)})`);
  }
  // A sequence not owned by a column is not restarted by the truncate; one never used restarts at its start.
  const setvals = state.sequences.map(([name, last]) =>
    last === null ? `setval(${literal(name)}, (select seqstart from pg_sequence where seqrelid = ${literal(name)}::regclass), false)` : `setval(${literal(name)}, ${last}, true)`,
  );
  if (setvals.length) parts.push(`select ${setvals.join(", ")}`);
  if (empty === "delete") parts.push("reset session_replication_role");
  return parts.join(";\n");
}
