import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";
import type { Unit } from "@/lib/validation/glut-units";

/** A glut's words (issue 36) in the page's language (issue 38), handed down from the page. */
export type GlutWords = Messages["marketGlut"];

/** "2 kg", "1 bunch", "3 bunches", "1 packet" (lib/validation/glut-units amountText) in the page's language. */
export function amountWords(amount: number, unit: Unit, w: GlutWords): string {
  const n = Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace(/0$/, "");
  const one = amount === 1;
  const key = unit === "kg" ? "kg" : unit === "each" ? "each" : unit === "bunch" ? (one ? "bunch" : "bunches") : unit === "plant" ? (one ? "plant" : "plants") : one ? "packet" : "packets";
  return fill(w[key], { n });
}

/** "6 kg left of 10 kg · up to 2 kg each" (portionsLine) in the page's language. */
export function portionsWords(g: { quantity: number; remaining: number; unit: Unit; max_per_person: number | null }, w: GlutWords): string {
  const left = fill(w.left, { left: amountWords(g.remaining, g.unit, w), total: amountWords(g.quantity, g.unit, w) });
  return g.max_per_person ? fill(w.upTo, { line: left, max: amountWords(g.max_per_person, g.unit, w) }) : left;
}
