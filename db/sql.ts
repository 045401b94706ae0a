import { getTableName, sql, type Column, type SQL } from "drizzle-orm";
import { db, type Tx } from "./index";

/**
 * A column written as "table"."column". Drizzle renders `${column}` unqualified in a single-table
 * select, so inside a raw correlated subquery it would bind to the subquery's own table.
 */
export const qualified = (column: Column): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** Raw rows of a query, whichever driver answers (PGlite and node-postgres both return `{ rows }`; others an array). */
export async function rowsOf<T>(query: SQL, tx: Tx = db()): Promise<T[]> {
  const r = (await tx.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
