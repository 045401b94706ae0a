import { getTableName, sql, type Column, type SQL } from "drizzle-orm";

/**
 * A column written as "table"."column". Drizzle renders `${column}` unqualified in a single-table
 * select, so inside a raw correlated subquery it would bind to the subquery's own table.
 */
export const qualified = (column: Column): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
