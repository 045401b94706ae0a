import "@/lib/validation/zod-config";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { schema } from "@/db";
import { qualified } from "@/db/sql";
import { now } from "@/lib/clock";
import { notFound } from "@/lib/errors";
import { centroid, chordM, cubeText, placeLabel, resolveNear } from "@/lib/places";
import { defineUseCase } from "@/lib/use-case";
import { FACTORS, figuresOf, MIN_PLACE_TRADES, totalsWhere, windowOf, WINDOWS, type Factors, type Figures, type ImpactWindow } from "./figures";

export const PLACE_RADIUS_KM = 5;
export const PLACE_NOT_FOUND = "We don't know that place: try a US ZIP code or a town and its state or country";

export type PlaceImpact = {
  place: { key: string; name: string; label: string };
  radius_km: number;
  window: ImpactWindow;
  window_label: string;
  from: string;
  to: string;
  /** Not shown (every figure null) below 3 trades: fewer could point at one gardener's trade. */
  figures: Figures;
  min_trades: number;
  factors: Factors;
};

/**
 * GET /api/impact?place=97214&window=season|12m (and /impact/[place]): what was handed over within
 * 5 km of the place's centre, by the approximate point of each trade's listing; aggregates only, and
 * nothing below 3 trades ("not enough yet").
 */
export const getPlaceImpact = defineUseCase({
  name: "impact.place",
  caller: "anyone",
  input: z.object({ place: z.string().trim().min(1, { error: PLACE_NOT_FOUND }).max(120), window: z.enum(WINDOWS).default("season") }),
  run: async (_viewer, { place, window }): Promise<PlaceImpact> => {
    const p = resolveNear(place);
    if (!p) throw notFound(PLACE_NOT_FOUND);
    const w = windowOf(window, now(), p.country);
    const l = qualified(schema.listings.loc);
    const near = sql`${l} is not null and ${l} <-> ${cubeText(centroid(p))}::cube <= ${chordM(PLACE_RADIUS_KM)}::float8`;
    const totals = await totalsWhere(near, w.from, w.to);
    return {
      place: { key: p.key, name: p.zip ?? p.name, label: placeLabel(p) },
      radius_km: PLACE_RADIUS_KM,
      window,
      window_label: w.label,
      from: w.from.toISOString(),
      to: w.to.toISOString(),
      figures: figuresOf(totals, MIN_PLACE_TRADES),
      min_trades: MIN_PLACE_TRADES,
      factors: FACTORS,
    };
  },
});
