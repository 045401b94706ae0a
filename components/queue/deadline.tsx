"use client";

/** "today {time}", "tomorrow {time}" in the page's language (tradesQueue). */
export type DeadlineWords = { today: string; tomorrow: string };

/** A first refusal's deadline in the reader's own time zone: "today 14:30", "Tue 3 Dec, 09:00". */
export function deadlineText(iso: string, words: DeadlineWords, nowMs = Date.now()): string {
  const d = new Date(iso);
  const time = d.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  const sameDay = new Date(nowMs).toDateString() === d.toDateString();
  const tomorrow = new Date(nowMs + 86_400_000).toDateString() === d.toDateString();
  if (sameDay) return words.today.replace("{time}", time);
  if (tomorrow) return words.tomorrow.replace("{time}", time);
  return `${d.toLocaleDateString(undefined, { weekday: "short", day: "numeric", month: "short" })}, ${time}`;
}

export function Deadline({ iso, words }: { iso: string; words: DeadlineWords }) {
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {deadlineText(iso, words)}
    </time>
  );
}
