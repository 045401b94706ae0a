"use client";

/** A first refusal's deadline in the reader's own time zone: "today 14:30", "Tue 3 Dec, 09:00". */
export function deadlineText(iso: string, nowMs = Date.now()): string {
  const d = new Date(iso);
  const time = d.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  const sameDay = new Date(nowMs).toDateString() === d.toDateString();
  const tomorrow = new Date(nowMs + 86_400_000).toDateString() === d.toDateString();
  if (sameDay) return `today ${time}`;
  if (tomorrow) return `tomorrow ${time}`;
  return `${d.toLocaleDateString(undefined, { weekday: "short", day: "numeric", month: "short" })}, ${time}`;
}

export function Deadline({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {deadlineText(iso)}
    </time>
  );
}
