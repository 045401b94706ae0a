/**
 * "Near me" for the marketplace (issue 13): where distances are measured from, the SQL for
 * "within N km" and "nearest first", and the sealed cursor of nearest-first pages.
 * Distances are computed here and turned into buckets; no number leaves the server.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { db, schema } from "@/db";
import { qualified } from "@/db/sql";
import type { Viewer } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { invalid } from "@/lib/errors";
import { BUCKET_RINGS, OFFERED_RADII_KM, radiusEdgeKm, unitsFor, unitsOf, type Units } from "@/lib/places/buckets";
import { bucketOf, centroid, chordM, cubeText, placeLabel, resolveNear } from "@/lib/places";

const { listings, users } = schema;

/** Where distances are measured from: the gardener's own approximate point, or a `near=` place. */
export type Origin = { cube: string; xyz: [number, number, number]; units: Units; label: string | null };

export const UNKNOWN_NEAR = "We could not find that place. Try a US ZIP code or 'town, state'.";
export const NEEDS_LOCATION = "Distance needs a location: add your postcode or town to your profile, or pass near=<postcode or town>.";

export function parseCube(text: string): [number, number, number] {
  const m = text.match(/-?\d+(\.\d+)?(e[-+]?\d+)?/gi);
  return [Number(m?.[0]), Number(m?.[1]), Number(m?.[2])];
}

/**
 * near= wins (a known place only, else 422); else the signed-in gardener's point; else none. A
 * signed-in gardener's chosen unit (settings, issue 31) applies to either point: one unit everywhere.
 */
export async function originFor(viewer: Viewer | null, near: string | undefined): Promise<Origin | null> {
  const row = viewer
    ? (
        await db()
          .select({ loc: sql<string | null>`${users.loc}::text`, country: users.locationCountry, label: users.locationLabel, units: users.units })
          .from(users)
          .where(eq(users.id, viewer.id))
          .limit(1)
      )[0]
    : undefined;
  if (near !== undefined && near.trim() !== "") {
    const place = resolveNear(near);
    if (!place) throw invalid(UNKNOWN_NEAR, [{ loc: ["query", "near"], msg: UNKNOWN_NEAR, type: "value_error" }]);
    const xyz = centroid(place);
    return { cube: cubeText(xyz), xyz, units: row?.units ?? unitsFor(place.country), label: placeLabel(place) };
  }
  if (!row?.loc) return null;
  const xyz = parseCube(row.loc);
  return { cube: cubeText(xyz), xyz, units: unitsOf(row.units, row.country), label: row.label };
}

const q = (o: Origin) => sql`${o.cube}::cube`;

/** The straight-line distance (m) from the origin, as a select column. */
export const distanceSql = (o: Origin): SQL<number | null> => distanceFromSql(o.cube);
/** The same from the origin's cube text, or a placeholder for it (a statement kept by lib/listings). */
export const distanceFromSql = (cube: string | Placeholder): SQL<number | null> => sql<number | null>`(${qualified(listings.loc)} <-> ${cube}::cube)`;

/**
 * Within `km` of the origin, decided on buckets (issue 29): the radius is rounded to an offered one
 * and cut at a bucket's edge (radiusEdgeKm), so asking 3.3483 km tells no more than "about 3 km".
 * A cube box the GiST index answers, then the chord check against that edge.
 */
export function withinSql(o: Origin, km: number): SQL {
  const c = chordM(radiusEdgeKm(km));
  return sql`(${inBox(o, c)} and ${qualified(listings.loc)} <-> ${q(o)} < ${c}::float8)`;
}

/** Inside the cube of half-side `chord` (m) around the origin: what the GiST index answers. */
function inBox(o: Origin, chord: number): SQL {
  const [x, y, z] = o.xyz;
  return sql`${qualified(listings.loc)} <@ ${`(${x - chord}, ${y - chord}, ${z - chord}),(${x + chord}, ${y + chord}, ${z + chord})`}::cube`;
}

/** One bucket's ring around the origin (km, `to` exclusive; Infinity: no outer edge): sort=distance reads ring by ring. */
export function ringSql(o: Origin, ring: { from: number; to: number }): SQL {
  const d = sql`${qualified(listings.loc)} <-> ${q(o)}`;
  if (!Number.isFinite(ring.to)) return sql`(${d} >= ${chordM(ring.from)}::float8)`;
  // The ring's outer box lets the GiST skip what is farther.
  const c = chordM(ring.to);
  return sql`(${inBox(o, c)} and ${d} >= ${chordM(ring.from)}::float8 and ${d} < ${c}::float8)`;
}

/** The bucket (0 nearest) of a chord in metres, in SQL: for orders that must say no more than the buckets. */
export function bucketIndexSql(chord: SQL): SQL<number> {
  const whens = BUCKET_RINGS.slice(0, -1).map((r, i) => sql`when ${chord} < ${chordM(r.to)}::float8 then ${i}`);
  return sql<number>`(case ${sql.join(whens, sql` `)} else ${BUCKET_RINGS.length - 1} end)`;
}

/**
 * The chord (m) where a stored radius stops, in SQL: radiusEdgeKm of a column such as a wisher's
 * match_radius_km, as a CASE over the offered radii (a value rounds to the nearest, a tie upwards).
 */
export function radiusEdgeChordSql(km: SQL): SQL {
  const steps = OFFERED_RADII_KM.slice(1)
    .map((r, i) => ({ from: (OFFERED_RADII_KM[i] + r) / 2, chord: chordM(radiusEdgeKm(r)) }))
    .reverse();
  const whens = steps.map((s) => sql`when ${km} >= ${s.from}::float8 then ${s.chord}::float8`);
  return sql`(case ${sql.join(whens, sql` `)} else ${chordM(radiusEdgeKm(OFFERED_RADII_KM[0]))}::float8 end)`;
}

/** ORDER BY for the GiST: nearest first, or newest first as a distance from a far future. */
export const nearestOrder = (o: Origin): SQL => sql`${qualified(listings.loc)} <-> ${q(o)}`;
export const newestByGist = (): SQL => sql`${qualified(listings.createdAt)} <-> '2100-01-01T00:00:00Z'::timestamptz`;

/**
 * How far a gardener is from the origin, as a bucket ("about 3 km"), and their town label: what
 * seller profiles and chat headers show. Never a number; null when either place is unknown.
 */
export async function gardenerDistance(origin: Origin | null, userId: number): Promise<{ distance_bucket: string | null; location_label: string | null }> {
  const [row] = await db()
    .select({ chord: origin ? sql<number | null>`${qualified(users.loc)} <-> ${q(origin)}` : sql<null>`null`, label: users.locationLabel })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { distance_bucket: origin ? bucketOf(row?.chord, origin.units) : null, location_label: row?.label ?? null };
}

// ---- The sealed nearest-first cursor: bucket, then newest first (created_at, id); encrypted (AES-GCM). ----

export type DistanceCursor = { b: number; k: string; i: number };
const INVALID_CURSOR = "Invalid cursor";
const key = () => createHash("sha256").update(`near-me-cursor:${env().AUTH_SECRET}`).digest();

export function sealCursor(c: DistanceCursor): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(c), "utf8"), cipher.final()]);
  return `n.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

export function openCursor(raw: string): DistanceCursor {
  try {
    if (!raw.startsWith("n.")) throw new Error();
    const buf = Buffer.from(raw.slice(2), "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key(), buf.subarray(0, 12));
    decipher.setAuthTag(buf.subarray(12, 28));
    const c = JSON.parse(Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]).toString("utf8")) as DistanceCursor;
    if (!Number.isSafeInteger(c.b) || c.b < 0 || typeof c.k !== "string" || Number.isNaN(Date.parse(c.k)) || !Number.isSafeInteger(c.i)) throw new Error();
    return c;
  } catch {
    throw invalid(INVALID_CURSOR);
  }
}

/** Planner setting for the GiST-ordered queries (this transaction only): see docs/decisions/0131. */
export const gistOrderedScan = () => sql`select set_config('enable_bitmapscan', 'off', true)`;
