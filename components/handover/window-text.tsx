"use client";

import { useSyncExternalStore } from "react";
import { clockTime, shortDate } from "@/components/ui/local-time";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const noop = () => () => {};

/** "Sat 28 Nov, 17:00" from a Date's local (or, shifted, UTC) fields. */
function at(d: Date): string {
  return `${WEEKDAYS[d.getDay()]} ${shortDate(d)}, ${clockTime(d)}`;
}

/** A Date whose local fields are `d`'s UTC fields: the server's rendering, the same on the first client pass. */
const asUtc = (d: Date) => new Date(d.getTime() + d.getTimezoneOffset() * 60_000);

/**
 * A pickup window in the reader's own words and time zone ("Sat 28 Nov, 17:00–18:00"). The server
 * (and the hydrating first pass) writes it in UTC, said so; then the reader's zone takes over.
 */
export function WindowText({ start, end }: { start: string; end: string }) {
  const local = useSyncExternalStore(noop, () => true, () => false);
  const s = new Date(start);
  const e = new Date(end);
  const [a, b] = local ? [s, e] : [asUtc(s), asUtc(e)];
  const sameDay = a.toDateString() === b.toDateString();
  return (
    <time dateTime={start} suppressHydrationWarning>
      {at(a)}–{sameDay ? clockTime(b) : at(b)}
      {local ? "" : " UTC"}
    </time>
  );
}
