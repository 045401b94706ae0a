import pino from "pino";

/**
 * The app's logger: pino, one JSON line per entry, with secrets redacted wherever they appear in
 * the logged object (passwords, tokens, hashes, message text, links). LOG_LEVEL=silent quiets tests.
 * Call shape: `log.error("what failed", errorOrDetails)`; keep personal data out of the message.
 */
const REDACT = ["password", "passwordHash", "password_hash", "token", "access_token", "accessToken", "authorization", "cookie", "hash", "text", "body", "link", "url", "email"];

/** Fields of a Postgres error that name things, never values (its message and `detail` may quote them). */
const PG_NAMES = ["code", "severity", "constraint", "constraint_name", "table", "table_name", "column", "column_name", "schema", "schema_name", "routine"];
const isPgError = (e: Record<string, unknown>) => typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code);

/**
 * Errors are logged without the values that went into a query: drizzle's "Failed query: <sql>
 * params: <values>" keeps its SQL (parameterised) and loses the params; a Postgres error keeps its
 * code and the names of what it refused, not its message or detail ("Key (email)=(…)", "invalid
 * input syntax for type integer: \"…\""). Anything else is logged as pino would, causes included.
 */
function safeError(e: unknown, depth = 0): unknown {
  if (!(e instanceof Error) || depth > 4) return e;
  const raw = e as unknown as Record<string, unknown>;
  const pg = isPgError(raw);
  const message = pg ? `database error ${raw.code}` : e.message.replace(/\nparams:[\s\S]*$/, "");
  const out: Record<string, unknown> = { type: e.name, message };
  if (pg) for (const k of PG_NAMES) if (raw[k] !== undefined) out[k] = raw[k];
  else if (typeof raw.code === "string") out.code = raw.code; // ECONNREFUSED and friends
  // The stack's first line repeats the message: keep only the frames.
  const frames = (e.stack ?? "").split("\n").filter((l) => /^\s+at /.test(l));
  if (frames.length) out.stack = `${e.name}: ${message}\n${frames.join("\n")}`;
  if (e.cause !== undefined) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/** The pino logger behind `log` (lib/log.test.ts captures what it writes, with pino's own serializers and redaction). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: undefined,
  serializers: { err: safeError },
  redact: { paths: [...REDACT, ...REDACT.map((k) => `*.${k}`)], censor: "[redacted]" },
});

function emit(level: "debug" | "info" | "warn" | "error", message: string, extra?: unknown) {
  if (extra === undefined) logger[level](message);
  else if (extra instanceof Error) logger[level]({ err: extra }, message);
  else if (extra !== null && typeof extra === "object") logger[level](extra as object, message);
  else logger[level]({ detail: extra }, message);
}

export const log = {
  debug: (message: string, extra?: unknown) => emit("debug", message, extra),
  info: (message: string, extra?: unknown) => emit("info", message, extra),
  warn: (message: string, extra?: unknown) => emit("warn", message, extra),
  error: (message: string, extra?: unknown) => emit("error", message, extra),
};
