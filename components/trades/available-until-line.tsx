import { calendarDay } from "./calendar-day";

/**
 * "Available until 5 December 2026" (or that it has expired). Not a client module: a visitor's
 * listing page renders it on the server alone; the owner's `AvailableUntil` adds "Renew" beside it.
 */
export function AvailableUntilLine({ until, expired }: { until: string; expired: boolean }) {
  const day = calendarDay(until);
  return (
    <p className={`text-sm ${expired ? "font-bold text-red-800" : "text-muted"}`}>
      {expired ? `Expired: it was available until ${day}, so it is not in the marketplace` : `Available until ${day}`}
    </p>
  );
}
