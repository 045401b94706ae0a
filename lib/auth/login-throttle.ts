import { AppError } from "@/lib/errors";

/**
 * Brute-force brake for password checks: after MAX_FAILURES wrong passwords for one e-mail within
 * WINDOW_MS, further attempts for that e-mail are refused until the window has passed. Kept on
 * globalThis because Next bundles route handlers and server actions apart (one map per process;
 * with several instances each has its own budget, which still caps guessing per instance).
 */
export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_ATTEMPTS = "Too many login attempts. Please wait a few minutes and try again.";

type Entry = { failures: number[] };
const g = globalThis as { __gardenswapLoginFailures?: Map<string, Entry> };
const store = () => (g.__gardenswapLoginFailures ??= new Map());

const recent = (entry: Entry | undefined, now: number) => (entry?.failures ?? []).filter((t) => now - t < WINDOW_MS);

export function assertLoginAllowed(email: string, now = Date.now()) {
  if (recent(store().get(email.toLowerCase()), now).length >= MAX_FAILURES) throw new AppError("rate_limited", TOO_MANY_ATTEMPTS);
}

export function recordLoginFailure(email: string, now = Date.now()) {
  const key = email.toLowerCase();
  const failures = [...recent(store().get(key), now), now];
  store().set(key, { failures });
  // Keep the map bounded under a spray of random e-mails.
  if (store().size > 50_000) for (const k of [...store().keys()].slice(0, 10_000)) store().delete(k);
}

export function recordLoginSuccess(email: string) {
  store().delete(email.toLowerCase());
}
