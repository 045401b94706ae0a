"use client";

import { useSyncExternalStore } from "react";
import { clockTime, longDate } from "@/components/ui/local-time";

let timesReady = false;
const waiting = new Set<() => void>();

function subscribeTimes(onReady: () => void) {
  waiting.add(onReady);
  if (!timesReady && waiting.size === 1) {
    const show = () => {
      timesReady = true;
      waiting.forEach((l) => l());
    };
    // After hydration, at an idle moment: the times are a second render of the list.
    if ("requestIdleCallback" in window) requestIdleCallback(show, { timeout: 1_000 });
    else setTimeout(show, 200);
  }
  return () => void waiting.delete(onReady);
}

/**
 * False during the server render and hydration, true a moment later. Times and dates are shown in
 * the reader's own time zone, which the server does not know: render them only in the browser, so
 * the two renders agree. They are made without Intl (components/ui/local-time.ts).
 */
export function useLocalTimes(): boolean {
  return useSyncExternalStore(subscribeTimes, () => timesReady, () => false);
}

/** Short hour:minute in the reader's clock (SPEC §2: last message time as short hour:minute). */
export const hourMinute = (iso: string) => clockTime(new Date(iso));

/** The date of a day divider. */
export const dayLabel = (d: Date) => longDate(d);

/** A key per local calendar day. */
export const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};
