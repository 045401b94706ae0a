/**
 * Postgres errors reach us wrapped differently per driver (drizzle puts the driver's error in
 * `cause`; PGlite and postgres.js name the constraint in different fields). These read them once.
 */
type PgErrorish = { code?: string; message?: string; constraint?: string; constraint_name?: string; cause?: unknown };

function pgError(e: unknown): PgErrorish | undefined {
  for (let err = e as PgErrorish | undefined, depth = 0; err && depth < 4; err = err.cause as PgErrorish | undefined, depth++) {
    if (typeof err.code === "string" && /^[0-9A-Z]{5}$/.test(err.code)) return err;
  }
  return undefined;
}

/** A row pointed at something that does not exist (or no longer exists). */
export const isForeignKeyViolation = (e: unknown) => pgError(e)?.code === "23503";

/** A unique index refused the row; with `constraint`, only that index counts. */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = pgError(e);
  if (err?.code !== "23505") return false;
  if (!constraint) return true;
  return err.constraint === constraint || err.constraint_name === constraint || String(err.message ?? "").includes(constraint);
}
