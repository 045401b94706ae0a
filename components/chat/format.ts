"use client";

import { useSyncExternalStore } from "react";

let timesReady = false;
const waiting = new Set<() => void>();

function subscribeTimes(onReady: () => void) {
  waiting.add(onReady);
  if (!timesReady && waiting.size === 1) {
    const idle = (then: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(then, { timeout: 1_000 }) : setTimeout(then, 200));
    // Two idle moments: one makes the first formatter (ICU's start), the next renders the times.
    idle(() => {
      hourMinute(new Date().toISOString());
      idle(() => {
        timesReady = true;
        waiting.forEach((l) => l());
      });
    });
  }
  return () => void waiting.delete(onReady);
}

/**
 * False during the server render and hydration, true a moment later. Times and dates are shown in
 * the reader's own time zone and locale, which the server does not know: render them only in the
 * browser, so the two renders agree. The first page waits for an idle moment, because Intl's first
 * formatter loads ICU's locale data (~20 ms on a phone, 80 ms at Lighthouse's 4× throttling), which
 * made hydration one long task (issue 16, /messages); later pages format at once.
 */
export function useLocalTimes(): boolean {
  return useSyncExternalStore(subscribeTimes, () => timesReady, () => false);
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * One formatter per pattern, made on first use: `toLocaleTimeString(…)` builds a new
 * Intl.DateTimeFormat on every call, and on a throttled phone each costs several ms, which a list of
 * conversations or messages multiplies into a long task right after hydration (issue 16, /messages).
 */
function formatter(options: Intl.DateTimeFormatOptions) {
  let f: Intl.DateTimeFormat | undefined;
  return (d: Date) => (f ??= new Intl.DateTimeFormat(undefined, options)).format(d);
}
const timeFormat = formatter({ hour: "numeric", minute: "2-digit" });
const shortDate = formatter({ day: "numeric", month: "short" });
const shortDateWithYear = formatter({ day: "numeric", month: "short", year: "numeric" });
const longDate = formatter({ weekday: "short", day: "numeric", month: "long", year: "numeric" });

/** Short hour:minute in the reader's locale (SPEC §2: last message time as short hour:minute). */
export const hourMinute = (iso: string) => timeFormat(new Date(iso));

/** A conversation's time: hour:minute today; the short date before it, so an old message never looks new. */
export function conversationTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (sameDay(d, now)) return hourMinute(iso);
  return `${d.getFullYear() === now.getFullYear() ? shortDate(d) : shortDateWithYear(d)}, ${hourMinute(iso)}`;
}

/** The locale date of a day divider. */
export const dayLabel = (d: Date) => longDate(d);

/** A key per local calendar day. */
export const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};

/** SPEC §5: the conversation search is case-insensitive, by username and by last message text. */
export function matchesSearch(c: { username: string; last_message: string }, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  return !q || c.username.toLocaleLowerCase().includes(q) || c.last_message.toLocaleLowerCase().includes(q);
}
