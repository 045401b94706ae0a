import { isDatabaseUnavailable } from "@/db/errors";
import { AppError, isAppError } from "@/lib/errors";
import { log } from "@/lib/log";

/*
 * The outage rule every door shares (route, action, socket). Kept apart from lib/http, which
 * imports next/server: the socket door is bundled into the custom server (server.ts), which runs
 * in plain Node where `next/server` does not resolve as an ES module.
 */

export const UNAVAILABLE = "The service is temporarily unavailable. Please try again in a moment.";
/** Seconds a caller waits before trying again after an outage answer (Retry-After, the socket's retry_after). */
export const UNAVAILABLE_RETRY_S = 5;

/**
 * What every door may answer as such: an AppError, or a database outage as a 503 "try again"
 * (an outage is not a bug). Null for anything else: a bug, which the door logs and hides.
 */
export function asAppError(error: unknown): AppError | null {
  if (isAppError(error)) return error as AppError;
  if (isDatabaseUnavailable(error)) {
    log.warn("database unavailable: answering 503");
    return new AppError("unavailable", UNAVAILABLE);
  }
  return null;
}
