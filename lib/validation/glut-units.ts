/**
 * The words of gluts (issue 36), without zod or the crop catalogue so that forms may import them.
 * One place for the units and their defaults: seeds come in packets, plants one by one, herbs in
 * bunches, other produce by weight.
 */
export const UNITS = ["kg", "bunch", "each", "plant", "packet"] as const;
export type Unit = (typeof UNITS)[number];

/** The stored glut columns of a listing (lib/listings/glut-columns, lib/trades/portions). */
export type StoredGlut = { quantity: number | null; unit: Unit | null; maxPerPerson: number | null; remaining: number | null; fairChanceUntil: Date | null; helpYourself: boolean };

/** Where a portion stands (listing_portions.state). */
export const PORTION_STATES = ["requested", "chosen", "not_chosen", "taken"] as const;

/** The unit a glut gets when its giver names none: by category (1 produce, 2 seeds, 3 plants), herbs by the bunch. */
export function defaultUnit(categoryId: number, cropKind?: "veg" | "herb" | "fruit" | "flower"): Unit {
  if (categoryId === 2) return "packet";
  if (categoryId === 3) return "plant";
  return cropKind === "herb" ? "bunch" : "kg";
}

/** "2 kg", "1 bunch", "3 bunches", "1 packet": an amount as the listing page and the API's texts say it. */
export function amountText(amount: number, unit: Unit): string {
  const n = Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace(/0$/, "");
  if (unit === "kg") return `${n} kg`;
  const plural = amount === 1 ? unit : unit === "bunch" ? "bunches" : unit === "each" ? "each" : `${unit}s`;
  return `${n} ${plural}`;
}

/** "6 kg left of 10 kg · up to 2 kg each" */
export function portionsLine(g: { quantity: number; remaining: number; unit: Unit; max_per_person: number | null }): string {
  const left = `${amountText(g.remaining, g.unit)} left of ${amountText(g.quantity, g.unit)}`;
  return g.max_per_person ? `${left} · up to ${amountText(g.max_per_person, g.unit)} each` : left;
}

/** The amounts one gardener may be given or take: steps of half a kilo (or one of anything else) up to their most. */
export function portionChoices(g: { unit: Unit; remaining: number; max_per_person: number | null }): number[] {
  const step = g.unit === "kg" ? 0.5 : 1;
  const most = Math.min(g.max_per_person ?? g.remaining, g.remaining);
  const out: number[] = [];
  for (let n = step; n <= most + 1e-9 && out.length < 20; n += step) out.push(Math.round(n * 100) / 100);
  return out;
}
