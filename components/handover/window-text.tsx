"use client";

import { useSyncExternalStore } from "react";
import { clockTime, localeOf, shortDate } from "@/components/ui/local-time";
import { nth, type When } from "@/components/trades/calendar-day";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const noop = () => () => {};

/** "Sat 28 Nov" from a Date's local (or, shifted, UTC) fields; the names in `when`'s language when given. */
function day(d: Date, when?: When): string {
  if (!when) return `${WEEKDAYS[d.getDay()]} ${shortDate(d)}`;
  const month = nth(when.monthsShort, d.getMonth());
  const monthFirst = localeOf(typeof navigator === "undefined" ? "en-GB" : navigator.language).monthFirst;
  return `${nth(when.weekdays, d.getDay())} ${monthFirst ? `${month} ${d.getDate()}` : `${d.getDate()} ${month}`}`;
}

/** A clock time ("5:00 PM") reads left to right even in an Arabic sentence; like the <time> around it, written in UTC first, then in the reader's zone and format. */
const Clock = ({ d }: { d: Date }) => (
  <bdi dir="ltr" suppressHydrationWarning>
    {clockTime(d)}
  </bdi>
);

/** A Date whose local fields are `d`'s UTC fields: the server's rendering, the same on the first client pass. */
const asUtc = (d: Date) => new Date(d.getTime() + d.getTimezoneOffset() * 60_000);

/**
 * A pickup window in the reader's own words and time zone ("Sat 28 Nov, 17:00–18:00"). The server
 * (and the hydrating first pass) writes it in UTC, said so; then the reader's zone takes over.
 * `when`: the page's language's names (issue 38); English without it.
 */
export function WindowText({ start, end, when }: { start: string; end: string; when?: When }) {
  const local = useSyncExternalStore(noop, () => true, () => false);
  const s = new Date(start);
  const e = new Date(end);
  const [a, b] = local ? [s, e] : [asUtc(s), asUtc(e)];
  const sameDay = a.toDateString() === b.toDateString();
  const utc = when ? when.utc : "UTC";
  return (
    // data-mixed: words and clock times, each in its own direction (globals.css turns other times left to right).
    <time dateTime={start} data-mixed suppressHydrationWarning>
      {day(a, when)}, <Clock d={a} />–
      {sameDay ? (
        <Clock d={b} />
      ) : (
        <>
          {day(b, when)}, <Clock d={b} />
        </>
      )}
      {local ? "" : ` ${utc}`}
    </time>
  );
}
