import type { Tx } from "@/db";
import { today } from "@/lib/clock";
import { climateOfGardener } from "./place";
import { monthsUntilOpen, windowsFor, type Climate } from "./windows";

/** A wish sleeps when its season opens this many months ahead or later ("far away"); sooner, it stays awake. */
export const SLEEP_MONTHS_AHEAD = 2;

/**
 * The UTC day a wish sleeps until (the first day of the month its season opens), or null to stay
 * awake (decision 0221). Its season: the harvest window for produce (category 1), the sowing window
 * for seeds and plants. Awake whenever the wish names no crop, a crop with no window known, a shared
 * name ("~pepper"), or the gardener's place is unknown; with several crops, the soonest season counts.
 */
export function sleepUntil(crops: readonly string[], categoryId: number, climate: Climate | null, day = today()): string | null {
  if (!climate || !crops.length || crops.some((k) => k.startsWith("~"))) return null;
  const month = Number(day.slice(5, 7));
  let soonest = Infinity;
  for (const slug of new Set(crops.map((k) => k.split("/")[0]!))) {
    const w = windowsFor(slug, climate);
    const k = w ? monthsUntilOpen(month, categoryId === 1 ? w.harvest : w.sow) : null;
    if (k === null) return null;
    soonest = Math.min(soonest, k);
  }
  if (soonest < SLEEP_MONTHS_AHEAD) return null;
  const opens = new Date(Date.UTC(Number(day.slice(0, 4)), month - 1 + soonest, 1));
  return opens.toISOString().slice(0, 10);
}

/** The dormant_until of a wish the gardener saves now, from their own place. */
export async function dormancyOf(tx: Tx, userId: number, crops: readonly string[], categoryId: number): Promise<string | null> {
  if (!crops.length) return null;
  return sleepUntil(crops, categoryId, await climateOfGardener(tx, userId));
}
