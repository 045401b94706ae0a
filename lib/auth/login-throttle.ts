import { addressBlock, consume, forget, remember, remembered } from "@/lib/rate-limit";

/**
 * Brute-force brake for password checks (decision 0201, replacing 0093's per-e-mail lock):
 * - one address block (an IPv4 address, an IPv6 /64) gets at most MAX_FAILURES attempts for one
 *   e-mail within WINDOW_MS, given back when it signs in;
 * - all addresses together get at most ACCOUNT_CEILING attempts for one e-mail within WINDOW_MS,
 *   except addresses the account signed in from within KNOWN_FOR_S: a stranger cannot lock the
 *   owner out of a place they use, while guessing from many addresses stays bounded.
 * Each attempt takes its points BEFORE the password is checked (atomically, in Redis when
 * configured), so a concurrent burst cannot slip more guesses through than the limits.
 */
export const MAX_FAILURES = 10;
export const ACCOUNT_CEILING = 30;
export const WINDOW_MS = 15 * 60 * 1000;
/** Three weeks (sessions last one): the memory store's timers cannot go past 24.8 days (2^31 ms). */
export const KNOWN_FOR_S = 21 * 24 * 3600;
export const TOO_MANY_ATTEMPTS = "Too many login attempts. Please wait a few minutes and try again.";

const BRAKE = { points: MAX_FAILURES, per: WINDOW_MS / 1000, message: TOO_MANY_ATTEMPTS };
const CEILING = { points: ACCOUNT_CEILING, per: WINDOW_MS / 1000, message: TOO_MANY_ATTEMPTS };
const account = (email: string) => `email:${email.trim().toLowerCase()}`;
/** A caller without an address (tests, scripts) is one block of its own. */
const fromBlock = (email: string, ip: string | null | undefined) => `${account(email)}|${ip ? addressBlock(ip) : "-"}`;

/** Counts one password attempt for `email` from `ip`; 429 once a limit is spent in the window. */
export async function beginLoginAttempt(email: string, ip?: string | null) {
  await consume("auth.login-brake", BRAKE, fromBlock(email, ip));
  if (await remembered("auth.login-known", KNOWN_FOR_S, fromBlock(email, ip))) return;
  await consume("auth.login-ceiling", CEILING, account(email));
}

/**
 * The right password: this block's attempts are given back and the block is known for a while.
 * The account's ceiling is not given back: the owner signing in must not refill a guesser's budget.
 */
export async function recordLoginSuccess(email: string, ip?: string | null) {
  await forget("auth.login-brake", BRAKE, fromBlock(email, ip));
  await remember("auth.login-known", KNOWN_FOR_S, fromBlock(email, ip));
}
