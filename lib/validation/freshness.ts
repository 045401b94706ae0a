import { addDays, today } from "@/lib/clock";
import { invalid } from "@/lib/errors";

/**
 * Freshness (issue 15): every listing is offered until a day, by default produce 7, plants 30 and
 * seeds 180 days from posting or renewal; the owner may pick another day within the category's bound.
 * Issue 35 (decision 0220): where the listing names a crop with figures (lib/crops/keeping-data.ts),
 * the crop decides instead: produce is offered for its shelf life (raspberries 2 days, winter squash
 * 30, at most its shelf life), seeds for half their viability up to a year (at most the viability,
 * three years at most). Plants keep the category's days.
 */
export const FRESH_DAYS: Record<number, number> = { 1: 7, 2: 180, 3: 30 };
/** The latest day an owner may pick, in days from today, by category (1 produce, 2 seeds, 3 plants). */
export const MAX_FRESH_DAYS: Record<number, number> = { 1: 30, 2: 365, 3: 90 };

/** How long a listing is offered by default, the furthest day an owner may pick, and why (lib/crops/keeping.ts freshBounds gives a crop's). */
export type FreshBounds = { defaultDays: number; maxDays: number; because: string | null };

export const categoryBounds = (categoryId: number): FreshBounds => ({ defaultDays: FRESH_DAYS[categoryId] ?? 30, maxDays: MAX_FRESH_DAYS[categoryId] ?? 90, because: null });

export const defaultAvailableUntil = (categoryId: number, from = today(), bounds = categoryBounds(categoryId)) => addDays(from, bounds.defaultDays);

export const UNTIL_TOO_SOON = "Pick a date from tomorrow on";
export const untilTooLate = (max: string) => `Pick a date no later than ${max}`;

/** An owner-picked "available until", checked against today and the crop's (else the category's) bound. */
export function checkAvailableUntil(day: string, categoryId: number, bounds = categoryBounds(categoryId)): string {
  const max = addDays(today(), bounds.maxDays);
  const refuse = (msg: string) => invalid(msg, [{ loc: ["body", "available_until"], msg, type: "value_error" }]);
  if (day <= today()) throw refuse(UNTIL_TOO_SOON);
  if (day > max) throw refuse(bounds.because ? `${bounds.because}: ${untilTooLate(max).replace(/^P/, "p")}` : untilTooLate(max));
  return day;
}
