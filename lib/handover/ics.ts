/**
 * An iCalendar (RFC 5545) file with one VEVENT: pure, so it is tested on its own. Text values are
 * escaped (backslash, semicolon, comma, newline, §3.3.11), lines end in CRLF and are folded at 75
 * octets (§3.1) without splitting a UTF-8 character; times are UTC ("...Z", §3.3.5).
 */
export type CalendarEvent = {
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string | null;
  description: string;
  url: string;
};

export const escapeText = (s: string) =>
  s
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** 20261201T170000Z */
export const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const encoder = new TextEncoder();
/** Folds one content line: at most 75 octets, continuation lines start with a space. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    const limit = out.length ? 74 : 75; // a continuation line's leading space counts
    if (octets + n > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += n;
  }
  out.push(current);
  return out.join("\r\n ");
}

export function calendarFile(e: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//GardenSwap//Pickup//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    `DESCRIPTION:${escapeText(e.description)}`,
    `URL:${e.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

/**
 * Google Calendar's "add event" link. The trade panel builds it without a location: an exact spot in a
 * URL sent to a third party would leave GardenSwap's spot rule behind (decision 0212).
 */
export function googleCalendarUrl(
  e: Pick<
    CalendarEvent,
    "start" | "end" | "summary" | "location" | "description"
  >,
): string {
  const q = new URLSearchParams({
    action: "TEMPLATE",
    text: e.summary,
    dates: `${utcStamp(e.start)}/${utcStamp(e.end)}`,
    details: e.description,
  });
  if (e.location) q.set("location", e.location);
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}
