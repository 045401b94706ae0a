import type { EventRecurrence } from "./words";

/**
 * Recurrence on the UTC calendar (decision 0218), pure so it is tested on its own. Weekly: the same
 * time seven days later. Monthly: the same weekday of the month as the date ("first Sunday"), a
 * fifth one meaning "last"; the time of day and the length stay the same.
 */
const DAY = 86_400_000;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const ORDINALS = ["First", "Second", "Third", "Fourth", "Last"];

/** 1–4 for first to fourth, 5 for "last". */
const nthOf = (d: Date) => Math.min(5, Math.ceil(d.getUTCDate() / 7));

export function nextOccurrence(start: Date, recurrence: EventRecurrence): Date {
  if (recurrence === "weekly") return new Date(start.getTime() + 7 * DAY);
  const nth = nthOf(start);
  const weekday = start.getUTCDay();
  const timeOfDay = start.getTime() - Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + 1;
  let day: number;
  if (nth === 5) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    day = last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7);
  } else {
    const first = new Date(Date.UTC(year, month, 1));
    day = 1 + ((weekday - first.getUTCDay() + 7) % 7) + (nth - 1) * 7;
  }
  return new Date(Date.UTC(year, month, day) + timeOfDay);
}

/** "Every Sunday", "First Sunday of the month", or null for a one-off. */
export function recurrenceLabel(start: Date, recurrence: EventRecurrence | null): string | null {
  if (!recurrence) return null;
  const weekday = WEEKDAYS[start.getUTCDay()];
  if (recurrence === "weekly") return `Every ${weekday}`;
  return `${ORDINALS[nthOf(start) - 1]} ${weekday} of the month`;
}
