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

/** postgres.js' own codes for a connection that failed, closed or timed out; DATABASE_DOWN: the breaker is open (db/breaker.ts). */
const DRIVER_UNAVAILABLE = new Set(["DATABASE_DOWN", "CONNECT_TIMEOUT", "CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH"]);

/**
 * The database did not answer (down, restarting, unreachable, too busy, statement timed out): the
 * caller should try again later (503), it is not a bug of ours (500) nor the caller's fault (4xx).
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  for (let err = e as PgErrorish | undefined, depth = 0; err && depth < 4; err = err.cause as PgErrorish | undefined, depth++) {
    const code = typeof err.code === "string" ? err.code : "";
    if (DRIVER_UNAVAILABLE.has(code)) return true;
    // 08: connection exception; 57P0x: shutting down; 57014: statement timeout; 53300: too many connections.
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0\d$/.test(code) || code === "57014" || code === "53300") return true;
  }
  return false;
}
