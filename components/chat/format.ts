"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * False during the server render and hydration, true afterwards. Times and dates are shown in the
 * reader's own time zone and locale, which the server does not know: render them only after
 * hydration, so the two renders agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** Short hour:minute in the reader's locale (SPEC §2: last message time as short hour:minute). */
export const hourMinute = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });

/** A conversation's time: hour:minute today; the short date before it, so an old message never looks new. */
export function conversationTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (sameDay(d, now)) return hourMinute(iso);
  const sameYear = d.getFullYear() === now.getFullYear();
  return `${d.toLocaleDateString(undefined, { day: "numeric", month: "short", ...(sameYear ? {} : { year: "numeric" }) })}, ${hourMinute(iso)}`;
}

/** The locale date of a day divider. */
export const dayLabel = (d: Date) => d.toLocaleDateString(undefined, { weekday: "short", day: "numeric", month: "long", year: "numeric" });

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
