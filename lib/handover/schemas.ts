import "@/lib/validation/zod-config";
import { z } from "zod";
import { HANDOVER_MODES } from "./modes";
import { listingId } from "@/lib/trades/schemas";
import { MAX_WINDOWS, windowInput } from "@/lib/trades/windows";

export const MODE_INVALID = `mode is one of ${HANDOVER_MODES.join(", ")}`;
export const PLACE_TOO_LONG = "A place is at most 120 characters";
export const SPOT_TOO_LONG = "A spot is at most 200 characters";
export const TOO_MANY_WINDOWS = `At most ${MAX_WINDOWS} pickup windows`;
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** PUT /api/listings/{id}/handover {"mode", "place"?, "spot"?, "windows", "postage_only"?}. */
export const handoverInput = listingId.extend({
  mode: z.enum(HANDOVER_MODES, { message: MODE_INVALID }),
  postage_only: z.boolean({ message: "postage_only must be true or false" }).optional().default(false),
  place: optionalText(120, PLACE_TOO_LONG),
  spot: optionalText(200, SPOT_TOO_LONG),
  windows: z
    .array(windowInput, { message: 'windows is a list of {"start", "end"}' })
    .max(MAX_WINDOWS, TOO_MANY_WINDOWS),
});

/** POST /api/listings/{id}/window {"action", "window"?}. */
export const WINDOW_ACTIONS = ["accept", "decline", "propose"] as const;
export const windowActionInput = listingId.extend({
  action: z.enum(WINDOW_ACTIONS, {
    message: `action is one of ${WINDOW_ACTIONS.join(", ")}`,
  }),
  window: windowInput.optional(),
});

/** POST /api/listings/{id}/coming {"coming"}. */
export const comingInput = listingId.extend({
  coming: z.boolean({ message: "coming must be true or false" }),
});
