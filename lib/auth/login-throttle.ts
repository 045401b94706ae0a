import { consume, forget } from "@/lib/rate-limit";

/**
 * Brute-force brake for password checks: at most MAX_FAILURES unsuccessful attempts for one e-mail
 * within WINDOW_MS. Each attempt takes its point BEFORE the password is checked (atomically, in
 * Redis when configured), so a concurrent burst cannot slip more guesses through than the limit; a
 * successful login gives the e-mail its budget back.
 */
export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_ATTEMPTS = "Too many login attempts. Please wait a few minutes and try again.";

const BRAKE = { points: MAX_FAILURES, per: WINDOW_MS / 1000, message: TOO_MANY_ATTEMPTS };
const key = (email: string) => `email:${email.trim().toLowerCase()}`;

/** Counts one password attempt for `email`; 429 once MAX_FAILURES are spent in the window. */
export async function beginLoginAttempt(email: string) {
  await consume("auth.login-brake", BRAKE, key(email));
}

export async function recordLoginSuccess(email: string) {
  await forget("auth.login-brake", BRAKE, key(email));
}
