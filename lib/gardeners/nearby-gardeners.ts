import "@/lib/validation/zod-config";
import { and, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { qualified } from "@/db/sql";
import { gardenersByIds, type SearchResult } from "@/lib/friends";
import { gardenerVisibleTo } from "@/lib/visibility";
import { bucketIndexSql, originFor } from "@/lib/listings/near";
import { BUCKET_LABELS, distanceBucket } from "@/lib/places/buckets";
import { chordM, surfaceKm } from "@/lib/places";
import { defineUseCase } from "@/lib/use-case";

const { users } = schema;

/** "Near" stops here: past the last bucket ("about 50 km") a gardener is not a neighbour. */
export const NEARBY_KM = 50;
export const NEARBY_LIMIT = 12;

export type NearbyGardener = SearchResult & { distance_bucket: string };
export type Nearby = { has_location: boolean; gardeners: NearbyGardener[] };

/**
 * GET /api/gardeners/nearby: up to 12 gardeners within 50 km of the viewer's own approximate point,
 * each with a distance bucket ("about 3 miles", never a number) and the viewer's relation. Only
 * gardeners the viewer may see (the one gardener rule: not blocked either way, not suspended or
 * banned). Nearest buckets first, then by username, so the order tells no more than the buckets do.
 * `has_location: false` when the viewer has no place on their profile (nothing to measure from).
 */
export const nearbyGardeners = defineUseCase({
  name: "gardeners.nearby",
  caller: "signed-in",
  input: z.object({}),
  limits: [{ points: 120, per: 60, by: "user" }],
  run: async (viewer): Promise<Nearby> => {
    const origin = await originFor(viewer, undefined);
    if (!origin) return { has_location: false, gardeners: [] };
    const here = sql`${origin.cube}::cube`;
    const [x, y, z] = origin.xyz;
    const c = chordM(NEARBY_KM);
    const box = `(${x - c}, ${y - c}, ${z - c}),(${x + c}, ${y + c}, ${z + c})`;
    const chord = sql`${qualified(users.loc)} <-> ${here}`;
    // Chosen by bucket, then name, in the database: which twelve are shown, like their order, says
    // no more than the buckets (reading the 60 nearest first picked them by exact distance; issue 29).
    const rows = await db()
      .select({ id: users.id, username: users.username, chord: sql<number>`${chord}` })
      .from(users)
      .where(
        and(
          ne(users.id, viewer.id),
          sql`${qualified(users.loc)} <@ ${box}::cube and ${qualified(users.loc)} <-> ${here} <= ${c}::float8`,
          gardenerVisibleTo(viewer, qualified(users.id)),
        ),
      )
      .orderBy(bucketIndexSql(chord), sql`lower(${users.username})`, users.id)
      .limit(NEARBY_LIMIT);
    const labels = BUCKET_LABELS[origin.units];
    const placed = rows
      .map((r) => ({ id: r.id, username: r.username, bucket: distanceBucket(surfaceKm(Number(r.chord)), origin.units)! }))
      .sort((a, b) => labels.indexOf(a.bucket) - labels.indexOf(b.bucket) || a.username.toLowerCase().localeCompare(b.username.toLowerCase()) || a.id - b.id);
    const cards = new Map((await gardenersByIds(viewer, placed.map((p) => p.id))).map((g) => [g.id, g]));
    return {
      has_location: true,
      gardeners: placed.flatMap((p) => {
        const card = cards.get(p.id);
        return card ? [{ ...card, distance_bucket: p.bucket }] : [];
      }),
    };
  },
});
