import pino from "pino";

/**
 * The app's logger: pino, one JSON line per entry, with secrets redacted wherever they appear in
 * the logged object (passwords, tokens, hashes, message text, links). LOG_LEVEL=silent quiets tests.
 * Call shape: `log.error("what failed", errorOrDetails)`; keep personal data out of the message.
 */
const REDACT = ["password", "passwordHash", "password_hash", "token", "access_token", "accessToken", "authorization", "cookie", "hash", "text", "body", "link", "url", "email"];

const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: undefined,
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
