import "@/lib/validation/zod-config";
import { z } from "zod";
import { invalid } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { placeLabel, resolveNear } from "./index";

/**
 * An anonymous visitor's browsing area (issue 13): a postcode or "town, state" they typed, kept in
 * their own browser's cookie so the marketplace can show "about 3 km" without an account. It is a
 * public place, never a person's point, and it is never stored on the server or logged.
 */
export const AREA_COOKIE_MAX_AGE = 60 * 60 * 24 * 180;
export const UNKNOWN_AREA = "We could not find that place. Try a US ZIP code or 'town, state'.";

export const areaSchema = z.object({
  area: z.string({ error: "Enter a postcode or town" }).trim().min(2, "Enter a postcode or town").max(100, "Enter at most 100 characters"),
});

/** Resolves what the visitor typed; the answer is what the cookie keeps (`area`) and what pages show (`label`). */
export const setBrowsingArea = defineUseCase({
  name: "places.set-area",
  caller: "anyone",
  input: areaSchema,
  limits: LIMITS.setArea,
  run: async (_viewer, { area }) => {
    const place = resolveNear(area);
    if (!place) throw invalid(UNKNOWN_AREA, [{ loc: ["body", "area"], msg: UNKNOWN_AREA, type: "value_error" }]);
    return { area, label: placeLabel(place) };
  },
});

/**
 * A page about to measure distances from the visitor's area cookie: the cookie is the visitor's
 * own to set to anything, so each page look counts the place against the same 10-places-a-day
 * budget as `near=` (free for a place already used today). Null for a place we do not know.
 */
export const measureFromArea = defineUseCase({
  name: "places.measure-from-area",
  caller: "anyone",
  input: areaSchema,
  limits: LIMITS.areaPlaces,
  run: async (_viewer, { area }) => (resolveNear(area) ? { area } : null),
});
