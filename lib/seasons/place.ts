import { eq, sql } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import type { Viewer } from "@/lib/auth/session";
import { invalid } from "@/lib/errors";
import { originFor, parseCube, UNKNOWN_NEAR, type Origin } from "@/lib/listings/near";
import { resolveNear, type Xyz } from "@/lib/places";
import { climateAt, type Climate } from "./windows";

export const NEEDS_PLACE = "Seasons need a place: add your postcode or town to your profile, or pass place=<postcode or town>.";

/** The latitude and longitude of a point in metres (x, y, z): the climate band needs no more than that. */
export function climateOfXyz([x, y, z]: Xyz): Climate {
  const lat = (Math.atan2(z, Math.hypot(x, y)) * 180) / Math.PI;
  const lon = (Math.atan2(y, x) * 180) / Math.PI;
  return climateAt(lat, lon);
}

/** Where a season answer is for: `place=` (a known town or ZIP only, else 422), else the signed-in gardener's own place, else 422. */
export async function seasonPlace(viewer: Viewer | null, place: string | undefined): Promise<{ climate: Climate; origin: Origin }> {
  const named = place !== undefined && place.trim() !== "";
  if (named && !resolveNear(place)) throw invalid(UNKNOWN_NEAR, [{ loc: ["query", "place"], msg: UNKNOWN_NEAR, type: "value_error" }]);
  const origin = await originFor(viewer, named ? place : undefined);
  if (!origin) throw invalid(NEEDS_PLACE, [{ loc: ["query", "place"], msg: NEEDS_PLACE, type: "missing" }]);
  return { climate: climateOfXyz(origin.xyz), origin };
}

/** A gardener's climate from their own (approximate) point; null when their profile has no place. */
export async function climateOfGardener(tx: Tx, userId: number): Promise<Climate | null> {
  const [row] = await tx
    .select({ loc: sql<string | null>`${schema.users.loc}::text` })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .limit(1);
  return row?.loc ? climateOfXyz(parseCube(row.loc)) : null;
}
