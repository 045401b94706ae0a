/**
 * The app's "now", injectable for tests (expiry, reminders): `setClock(() => new Date(...))`.
 * Dates without a time ("available until") are UTC calendar days, "YYYY-MM-DD".
 */
const g = globalThis as { __gardenswapClock?: () => Date };

export const now = (): Date => (g.__gardenswapClock ? g.__gardenswapClock() : new Date());

/** Tests move time; `undefined` goes back to the real clock. */
export function setClock(fn: (() => Date) | undefined) {
  g.__gardenswapClock = fn;
}

export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);
export const today = (): string => dayOf(now());
export const addDays = (day: string, n: number): string => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
