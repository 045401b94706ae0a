import { cropNamedIn } from "@/lib/crops/crop-for";
import { now } from "@/lib/clock";
import { conflict, invalid } from "@/lib/errors";
import { FAIR_CHANCE_MAX_DAYS, GLUT_MSG } from "@/lib/validation/gluts";
import { defaultUnit, type StoredGlut, type Unit } from "@/lib/validation/glut-units";

/** The glut fields as POST and PATCH /api/listings parsed them (lib/validation/gluts). */
export type GlutInput = { quantity?: number; unit?: Unit; max_per_person?: number | null; fair_chance_until?: Date | null; help_yourself?: boolean };

export const TOO_MUCH_GONE = "More than that is already reserved or taken";

const refuse = (field: string, msg: string) => invalid(msg, [{ loc: ["body", field], msg, type: "custom" }]);

/** The columns a listing gets: its stored ones changed by `d`, with the rules between them checked on the result. */
export function glutColumns(stored: StoredGlut, d: GlutInput, listing: { categoryId: number; title: string }): Partial<StoredGlut> {
  const given = Object.values(d).some((v) => v !== undefined);
  if (!given) return {};
  const quantity = d.quantity ?? stored.quantity;
  const maxPerPerson = d.max_per_person === undefined ? stored.maxPerPerson : d.max_per_person;
  const fairChanceUntil = d.fair_chance_until === undefined ? stored.fairChanceUntil : d.fair_chance_until;
  const helpYourself = d.help_yourself ?? stored.helpYourself;
  if (quantity === null) {
    if (helpYourself || fairChanceUntil || maxPerPerson || d.unit) throw refuse("quantity", GLUT_MSG.needsQuantity);
    return {};
  }
  if (maxPerPerson && maxPerPerson > quantity) throw refuse("max_per_person", GLUT_MSG.maxOverQuantity);
  if (helpYourself && fairChanceUntil) throw refuse("fair_chance_until", GLUT_MSG.bothModes);
  // A new time must be ahead and within the week; a stored one that passed is the draw's business.
  if (d.fair_chance_until) {
    const ms = d.fair_chance_until.getTime() - now().getTime();
    if (ms <= 0 || ms > FAIR_CHANCE_MAX_DAYS * 86_400_000) throw refuse("fair_chance_until", GLUT_MSG.fairChanceLater);
  }
  // What was reserved or taken stays gone: a smaller quantity leaves less.
  const gone = stored.quantity === null ? 0 : stored.quantity - (stored.remaining ?? stored.quantity);
  const remaining = Math.round((quantity - gone) * 100) / 100;
  if (remaining < 0) throw conflict(TOO_MUCH_GONE, "quantity");
  return {
    quantity,
    unit: d.unit ?? stored.unit ?? defaultUnit(listing.categoryId, cropNamedIn(listing.title)?.kind),
    maxPerPerson,
    remaining,
    fairChanceUntil,
    helpYourself,
  };
}

/** A new listing's stored glut: none yet. */
export const NO_GLUT: StoredGlut = { quantity: null, unit: null, maxPerPerson: null, remaining: null, fairChanceUntil: null, helpYourself: false };
