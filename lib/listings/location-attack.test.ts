/**
 * Issue 29, M1: the security review's trilateration, run as an attacker would, against the API.
 * A gardener with a known ZIP and one public listing; an anonymous caller binary-searches the
 * smallest `within_km` that still returns it, from three public ZIP centroids, and solves the three
 * circles. Before the fix this put the stored point within a metre (63 requests); now every answer
 * must be predictable from the bucket the API already shows, and the estimate must stay at least a
 * bucket's width from the stored point. Also: sort=distance orders inside a bucket by something
 * that is not distance (newest first), so the order cannot rank exact distances either.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as listGET } from "@/app/api/listings/route";
import { POST as profilePOST } from "@/app/api/auth/upload-profile-image/route";
import { db, schema } from "@/db";
import { makeListing } from "@/db/factories";
import { resolveNear, EARTH_RADIUS_M } from "@/lib/places";
import { BUCKET_LABELS, BUCKET_RINGS, OFFERED_RADII_KM, radiusEdgeKm } from "@/lib/places/buckets";
import { resetLimits } from "@/lib/rate-limit";
import { createUser, req, type TestUser } from "@/test/http";
import { radiusEdgeChordSql } from "./near";
import { chordM } from "@/lib/places";

type LatLon = { lat: number; lon: number };
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle metres between two points. */
function metres(a: LatLon, b: LatLon): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The three circles (centre, radius m) solved in a local plane: the attacker's estimate. */
function trilaterate(circles: { at: LatLon; r: number }[]): LatLon {
  const lat0 = circles.reduce((s, c) => s + c.at.lat, 0) / circles.length;
  const lon0 = circles.reduce((s, c) => s + c.at.lon, 0) / circles.length;
  const xy = circles.map((c) => ({ x: EARTH_RADIUS_M * Math.cos(rad(lat0)) * rad(c.at.lon - lon0), y: EARTH_RADIUS_M * rad(c.at.lat - lat0), r: c.r }));
  const [p1, p2, p3] = xy;
  const row = (p: (typeof xy)[number]) => [2 * (p.x - p1.x), 2 * (p.y - p1.y), p1.r ** 2 - p.r ** 2 - p1.x ** 2 + p.x ** 2 - p1.y ** 2 + p.y ** 2];
  const [a1, b1, c1] = row(p2);
  const [a2, b2, c2] = row(p3);
  const det = a1 * b2 - a2 * b1;
  const x = (c1 * b2 - c2 * b1) / det;
  const y = (a1 * c2 - a2 * c1) / det;
  return { lat: lat0 + y / EARTH_RADIUS_M / (Math.PI / 180), lon: lon0 + x / (EARTH_RADIUS_M * Math.cos(rad(lat0))) / (Math.PI / 180) };
}

const PLACES = ["97214", "97005", "98660"]; // the review's three ZIP centroids (3 of the 10 places a day)
const IP = { "x-gardenswap-ip": "198.51.100.29" };
let victim: TestUser;

async function placeAt(u: TestUser, postcode: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ city: "Portland", state: "OR", postcode })) form.set(k, v);
  expect((await profilePOST(req("/api/auth/upload-profile-image", { token: u.token, form }))).status).toBe(200);
}

/** The stored (approximate) point of a gardener, read from the database: only to measure the attack. */
async function storedPoint(userId: number): Promise<LatLon> {
  const [row] = await db().select({ loc: sql<string>`${schema.users.loc}::text` }).from(schema.users).where(eq(schema.users.id, userId));
  const [x, y, z] = row.loc.match(/-?\d+(\.\d+)?(e[-+]?\d+)?/gi)!.map(Number);
  return { lat: (Math.asin(z / Math.hypot(x, y, z)) * 180) / Math.PI, lon: (Math.atan2(y, x) * 180) / Math.PI };
}

const visibleWithin = async (near: string, km: number) => {
  const res = await listGET(req(`/api/listings/?user_id=${victim.id}&near=${near}&within_km=${km}&limit=1`, { headers: IP }));
  expect(res.status).toBe(200);
  return ((await res.json()) as unknown[]).length > 0;
};

beforeAll(async () => {
  victim = await createUser();
  await placeAt(victim, "97215"); // basil's ZIP in the review
  await makeListing(db(), victim.id, { title: "Victim's chard", isPublic: true, categoryId: 1 });
});

beforeEach(() => resetLimits());

describe("the review's trilateration through within_km (M1)", () => {
  it("cannot get closer to the stored point than a bucket's width; every answer follows from the bucket shown", async () => {
    const truth = await storedPoint(victim.id);
    const circles: { at: LatLon; r: number }[] = [];
    let requests = 0;
    let narrowestBucketM = Infinity;
    const unpredictable: string[] = [];
    for (const near of PLACES) {
      const at = resolveNear(near)!;
      // What the page shows anyway from this place: the bucket.
      const shown = (await (await listGET(req(`/api/listings/?user_id=${victim.id}&near=${near}&sort=distance&limit=1`, { headers: IP }))).json()) as { distance_bucket: string }[];
      const ring = BUCKET_RINGS[BUCKET_LABELS.mi.indexOf(shown[0].distance_bucket)];
      narrowestBucketM = Math.min(narrowestBucketM, (ring.to - ring.from) * 1000);
      // Binary search on within_km, 21 halvings of (0, 60] km (to about 30 m), as the review did.
      let lo = 0;
      let hi = 60;
      for (let i = 0; i < 21; i++) {
        const mid = (lo + hi) / 2;
        const seen = await visibleWithin(near, mid);
        requests++;
        // The answer must say no more than the bucket: predictable from the shown bucket alone.
        if (seen !== radiusEdgeKm(mid) >= ring.to) unpredictable.push(`within ${mid} km of ${near}: ${seen}`);
        if (seen) hi = mid;
        else lo = mid;
      }
      circles.push({ at: { lat: at.lat, lon: at.lon }, r: hi * 1000 });
    }
    expect(requests).toBe(63);
    const estimate = trilaterate(circles);
    const error = metres(estimate, truth);
    // Before issue 29 this was under a metre (and every probe below was "unpredictable").
    expect(error, `the estimate is ${Math.round(error)} m from the stored point`).toBeGreaterThanOrEqual(narrowestBucketM);
    expect(unpredictable).toEqual([]);
  });
});

describe("sort=distance inside a bucket (M1)", () => {
  it("orders by bucket, then newest first, never by the exact distance", async () => {
    // Four gardeners in one ZIP: all "under 1 mile" from its centroid, each at their own exact distance.
    const owners: TestUser[] = [];
    for (let i = 0; i < 4; i++) owners.push(await createUser());
    for (const o of owners) await placeAt(o, "97232");
    const centre = resolveNear("97232")!;
    const dist = new Map<number, number>();
    for (const o of owners) dist.set(o.id, metres(await storedPoint(o.id), centre));
    // Listed nearest first in time, so newest first is exactly farthest first.
    const byDistance = [...owners].sort((a, b) => dist.get(a.id)! - dist.get(b.id)!);
    const ids: number[] = [];
    for (const o of byDistance) ids.push((await makeListing(db(), o.id, { title: `Bucket beans ${o.id}`, isPublic: true, categoryId: 2 })).id);

    const seen: { id: number; distance_bucket: string }[] = [];
    let cursor: string | null = null;
    do {
      const res = await listGET(req(`/api/listings/?public=true&category_id=2&q=bucket%20beans&near=97232&sort=distance&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { headers: IP }));
      expect(res.status).toBe(200);
      seen.push(...((await res.json()) as { id: number; distance_bucket: string }[]));
      cursor = res.headers.get("x-next-cursor");
    } while (cursor && seen.length < 10);
    const mine = seen.filter((l) => ids.includes(l.id));
    expect(mine.every((l) => l.distance_bucket === "under 1 mile")).toBe(true);
    expect(mine.map((l) => l.id)).toEqual([...ids].reverse()); // newest first, which here is farthest first
  });
});

describe("the radius rule is one rule in TypeScript and SQL", () => {
  it("rounds to an offered radius and ends at a bucket's edge (stored match radii too)", async () => {
    expect(OFFERED_RADII_KM.map((r) => radiusEdgeKm(r))).toEqual([2, 4, 7.5, 7.5, 15, 15, 35, 35, 50, 80.4672, 100]);
    const radii = [0.5, 1, 2, 2.6, 2.7, 3, 4, 5, 6, 7, 8, 9, 10, 13, 16, 20, 21, 25, 30, 33, 40, 45, 50, 65, 66, 80, 90, 91, 100, 250, 500];
    const rows = await db().execute(sql`select r, ${radiusEdgeChordSql(sql`r`)} as c from unnest(${`{${radii.join(",")}}`}::float8[]) as r`);
    const list = ((rows as unknown as { rows?: { r: number; c: number }[] }).rows ?? (rows as unknown as { r: number; c: number }[])).map((x) => [Number(x.r), Number(x.c)]);
    for (const [r, c] of list) expect(c, `radius ${r}`).toBeCloseTo(chordM(radiusEdgeKm(r)), 3);
    expect(list.length).toBe(radii.length);
  });
});
