import { addDays, today } from "@/lib/clock";
import { invalid } from "@/lib/errors";

/**
 * Freshness (issue 15): every listing is offered until a day, by default produce 7, plants 30 and
 * seeds 180 days from posting or renewal; the owner may pick another day within the category's bound.
 */
export const FRESH_DAYS: Record<number, number> = { 1: 7, 2: 180, 3: 30 };
/** The latest day an owner may pick, in days from today, by category (1 produce, 2 seeds, 3 plants). */
export const MAX_FRESH_DAYS: Record<number, number> = { 1: 30, 2: 365, 3: 90 };

export const defaultAvailableUntil = (categoryId: number, from = today()) => addDays(from, FRESH_DAYS[categoryId] ?? 30);

export const UNTIL_TOO_SOON = "Pick a date from tomorrow on";
export const untilTooLate = (max: string) => `Pick a date no later than ${max}`;

/** An owner-picked "available until", checked against today and the category's bound. */
export function checkAvailableUntil(day: string, categoryId: number): string {
  const max = addDays(today(), MAX_FRESH_DAYS[categoryId] ?? 90);
  const refuse = (msg: string) => invalid(msg, [{ loc: ["body", "available_until"], msg, type: "value_error" }]);
  if (day <= today()) throw refuse(UNTIL_TOO_SOON);
  if (day > max) throw refuse(untilTooLate(max));
  return day;
}
