import "./zod-config";
import { z } from "zod";
import { UNITS } from "./glut-units";

/** The largest glut one listing may offer, in its unit (a tonne of courgettes is a farm, not a garden). */
export const QUANTITY_MAX = 10_000;
/** How far ahead "I'll choose at …" may be (issue 36): a glut does not keep for weeks. */
export const FAIR_CHANCE_MAX_DAYS = 7;

export const GLUT_MSG = {
  quantity: `Quantity must be a number greater than 0 and at most ${QUANTITY_MAX}`,
  unit: `Unit is one of ${UNITS.join(", ")}`,
  maxPerPerson: "Max per person must be a number greater than 0",
  maxOverQuantity: "Max per person cannot be more than the quantity",
  needsQuantity: "Give a quantity first",
  fairChance: "Choose a time like 2026-07-01T18:00:00Z",
  fairChanceLater: `Choose a time in the next ${FAIR_CHANCE_MAX_DAYS} days`,
  bothModes: "A help-yourself doorstep has no draw: choose one",
  portion: "Portion must be a number greater than 0",
} as const;

/** Form fields arrive as strings: "" is absent, "2.5" a number; at most two decimals, like the columns. */
const amount = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
    z
      .number({ error: message })
      .finite({ error: message })
      .gt(0, { error: message })
      .max(QUANTITY_MAX, { error: message })
      .transform((n) => Math.round(n * 100) / 100)
      .refine((n) => n > 0, { error: message }),
  );

const boolish = z.preprocess((v) => (typeof v === "string" ? ["true", "1", "on", "yes"].includes(v.trim().toLowerCase()) : v), z.boolean({ error: "Must be true or false" }));

/** A portion to reserve or take: a positive amount in the listing's unit. */
export const portionField = amount(GLUT_MSG.portion);

/**
 * The glut fields of POST and PATCH /api/listings (issue 36), each optional. An empty
 * fair_chance_until ("") or null clears it; when and against what clock is the use case's check.
 */
export const glutFields = {
  quantity: amount(GLUT_MSG.quantity).optional(),
  unit: z.preprocess((v) => (v === "" ? undefined : v), z.enum(UNITS, { error: GLUT_MSG.unit }).optional()),
  max_per_person: z.preprocess((v) => (v === "" ? null : v), z.union([z.null(), amount(GLUT_MSG.maxPerPerson)]).optional()),
  fair_chance_until: z.preprocess(
    (v) => (v === "" ? null : v),
    z.union([z.null(), z.iso.datetime({ offset: true, local: false, error: GLUT_MSG.fairChance }).transform((s) => new Date(s))]).optional(),
  ),
  help_yourself: boolish.optional(),
};

/** The rules between the fields that arrived together (the stored ones are the use case's). */
export function glutRules(d: { quantity?: number; max_per_person?: number | null; fair_chance_until?: Date | null; help_yourself?: boolean }, ctx: z.RefinementCtx) {
  if (d.quantity !== undefined && d.max_per_person && d.max_per_person > d.quantity) ctx.addIssue({ code: "custom", path: ["max_per_person"], message: GLUT_MSG.maxOverQuantity });
  if (d.help_yourself && d.fair_chance_until) ctx.addIssue({ code: "custom", path: ["fair_chance_until"], message: GLUT_MSG.bothModes });
}
