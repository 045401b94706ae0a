/**
 * Issue 38: the trilateration test's spirit (location-attack.test.ts) turned on the map. A gardener
 * with a known ZIP and one public listing, alone in the world; an anonymous caller asks for the map's
 * cells at every zoom and from many shifted, shrunk and stretched boxes, keeps every cell that
 * counted the listing and intersects them all. The listing must stay inside a region at least the
 * narrowest distance bucket wide and high, every cell must be the grid's own (bounds from its id,
 * never from the listings), and the list's cell= filter must refuse any tile finer than the grid.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as cellsGET } from "@/app/api/listings/cells/route";
import { GET as listGET } from "@/app/api/listings/route";
import { db, schema } from "@/db";
import { makeListing } from "@/db/factories";
import { EARTH_RADIUS_M } from "@/lib/places";
import { SMALLEST_BUCKET_KM, travelKm, radiusEdgeKm } from "@/lib/places/buckets";
import { cellBounds, cellOf, isCell, MAX_CELL_LEVEL, parseCellId, tileWidthKm, tileX, tileY, type Bbox } from "@/lib/places/grid";
import { resetLimits } from "@/lib/rate-limit";
import { createUser, req, type TestUser } from "@/test/http";
import type { MapCell } from "./list-cells";

const IP = { "x-gardenswap-ip": "198.51.100.38" };
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_M) / 180 / 1000;
let victim: TestUser;
let truth: { lat: number; lon: number };

/** A deterministic sequence in [0, 1): the same boxes every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

async function cells(bbox: Bbox, zoom: number): Promise<MapCell[]> {
  const q = `bbox=${[bbox.west, bbox.south, bbox.east, bbox.north].join(",")}&zoom=${zoom}`;
  const res = await cellsGET(req(`/api/listings/cells?${q}`, { headers: IP }));
  if (res.status === 422) return []; // a box too large for the zoom: the caller learns nothing
  expect(res.status, q).toBe(200);
  return (await res.json()) as MapCell[];
}

beforeAll(async () => {
  victim = await createUser();
  const form = new FormData();
  for (const [k, v] of Object.entries({ city: "Portland", state: "OR", postcode: "97215" })) form.set(k, v);
  const { POST } = await import("@/app/api/auth/upload-profile-image/route");
  expect((await POST(req("/api/auth/upload-profile-image", { token: victim.token, form }))).status).toBe(200);
  await makeListing(db(), victim.id, { title: "Victim's tomatoes", isPublic: true, categoryId: 1 });
  const [row] = await db().select({ loc: sql<string>`${schema.users.loc}::text` }).from(schema.users).where(eq(schema.users.id, victim.id));
  const [x, y, z] = row.loc.match(/-?\d+(\.\d+)?(e[-+]?\d+)?/gi)!.map(Number);
  truth = { lat: (Math.asin(z / Math.hypot(x, y, z)) * 180) / Math.PI, lon: (Math.atan2(y, x) * 180) / Math.PI };
});

beforeEach(() => resetLimits());

describe("the map's cells cannot place a listing finer than its bucket", () => {
  it("at every zoom, from many shifted boxes, the cells that count it intersect in a region at least a bucket wide", async () => {
    const next = random(38);
    let region: Bbox = { west: -180, south: -90, east: 180, north: 90 };
    let asked = 0;
    let counted = 0;
    for (let zoom = 0; zoom <= 24; zoom += 1) {
      resetLimits();
      // Half-widths from a screen's worth at this zoom down to a few metres, shifted around the truth.
      const span = Math.min(60, 360 / 2 ** zoom);
      for (let i = 0; i < 12; i++) {
        const w = span * (i < 6 ? 1 : 10 ** -(1 + next() * 4));
        const h = w * (0.5 + next());
        const cx = truth.lon + (next() - 0.5) * 2 * w;
        const cy = truth.lat + (next() - 0.5) * 2 * h;
        const box = { west: Math.max(-180, cx - w), south: Math.max(-85, cy - h), east: Math.min(180, cx + w), north: Math.min(85, cy + h) };
        const found = await cells(box, zoom);
        asked++;
        for (const c of found) {
          // The grid's own cell, never narrower than the narrowest bucket.
          const cell = parseCellId(c.id);
          expect(cell, c.id).not.toBeNull();
          const b = cellBounds(cell!);
          expect(c.bounds).toEqual([b.west, b.south, b.east, b.north]);
          expect(tileWidthKm(cell!.level, cell!.y)).toBeGreaterThanOrEqual(SMALLEST_BUCKET_KM);
          expect((b.north - b.south) * KM_PER_DEGREE_LAT).toBeGreaterThanOrEqual(SMALLEST_BUCKET_KM);
          expect(Object.keys(c).sort()).toEqual(["bounds", "categories", "centre", "count", "id", "label", "top_crops"]);
          expect(c.count).toBeNull(); // one listing is "a few"
          region = { west: Math.max(region.west, b.west), south: Math.max(region.south, b.south), east: Math.min(region.east, b.east), north: Math.min(region.north, b.north) };
          counted++;
        }
      }
    }
    expect(asked).toBe(25 * 12);
    expect(counted).toBeGreaterThan(100);
    // The truth is in the region (the attack is sound) ...
    expect(truth.lon).toBeGreaterThanOrEqual(region.west);
    expect(truth.lon).toBeLessThan(region.east);
    expect(truth.lat).toBeGreaterThanOrEqual(region.south);
    expect(truth.lat).toBeLessThan(region.north);
    // ... and the region is no smaller than the narrowest bucket, either way.
    const wideKm = (region.east - region.west) * KM_PER_DEGREE_LAT * Math.cos((Math.max(Math.abs(region.north), Math.abs(region.south)) * Math.PI) / 180);
    const highKm = (region.north - region.south) * KM_PER_DEGREE_LAT;
    expect(wideKm, `the region is ${wideKm.toFixed(2)} km wide`).toBeGreaterThanOrEqual(SMALLEST_BUCKET_KM);
    expect(highKm, `the region is ${highKm.toFixed(2)} km high`).toBeGreaterThanOrEqual(SMALLEST_BUCKET_KM);
  });

  it("a box's edge swept across the cell flips the answer at the cell's edge, never at the listing", async () => {
    const zoom = 24;
    const base = { south: truth.lat - 0.001, north: truth.lat + 0.001 };
    const flips: number[] = [];
    let before: boolean | null = null;
    for (let i = 0; i <= 100; i++) {
      const east = truth.lon - 0.2 + i * 0.004;
      const seen = (await cells({ west: east - 0.0005, east, ...base }, zoom)).length > 0;
      if (before !== null && seen !== before) flips.push(east);
      before = seen;
      if (i % 100 === 0) resetLimits();
    }
    const finest = cellOf(tileX(truth.lon, MAX_CELL_LEVEL), tileY(truth.lat, MAX_CELL_LEVEL), MAX_CELL_LEVEL, MAX_CELL_LEVEL);
    const b = cellBounds(finest);
    expect(flips.length).toBe(2);
    expect(Math.abs(flips[0] - b.west)).toBeLessThan(0.0041);
    expect(Math.abs(flips[1] - 0.0005 - b.east)).toBeLessThan(0.0041);
  });

  it("the list's cell= takes the grid's cells only: a finer tile is refused (422)", async () => {
    const finest = cellOf(tileX(truth.lon, MAX_CELL_LEVEL), tileY(truth.lat, MAX_CELL_LEVEL), MAX_CELL_LEVEL, MAX_CELL_LEVEL);
    const inCell = await listGET(req(`/api/listings/?public=true&cell=${finest.level}/${finest.x}/${finest.y}`, { headers: IP }));
    expect(inCell.status).toBe(200);
    expect(((await inCell.json()) as { owner_id: number }[]).map((l) => l.owner_id)).toEqual([victim.id]);
    const child = { level: finest.level + 1, x: finest.x * 2, y: finest.y * 2 };
    expect(isCell(child)).toBe(false);
    const finer = await listGET(req(`/api/listings/?public=true&cell=${child.level}/${child.x}/${child.y}`, { headers: IP }));
    expect(finer.status).toBe(422);
    expect(JSON.stringify(await finer.json())).toMatch(/Unknown cell/);
  });
});

describe("the grid", () => {
  it("never splits a tile into children narrower than the narrowest bucket, at any latitude", () => {
    for (let level = 0; level <= MAX_CELL_LEVEL; level++) {
      for (let y = 0; y < 2 ** level; y += Math.max(1, 2 ** level / 512)) {
        if (isCell({ level, x: 0, y })) expect(tileWidthKm(level, y), `${level}/0/${y}`).toBeGreaterThanOrEqual(SMALLEST_BUCKET_KM);
      }
    }
  });
});

describe("walk and cycle minutes", () => {
  it("are speed × time ÷ detour, cut at a bucket's edge like any radius", async () => {
    expect(travelKm("walk", 15)).toBeCloseTo(0.923, 3);
    expect(travelKm("cycle", 30)).toBeCloseTo(5.769, 3);
    expect([radiusEdgeKm(travelKm("walk", 15)), radiusEdgeKm(travelKm("walk", 30)), radiusEdgeKm(travelKm("cycle", 15)), radiusEdgeKm(travelKm("cycle", 30))]).toEqual([2, 2, 4, 7.5]);
    const walk = await listGET(req(`/api/listings/?public=true&near=97215&travel=walk&minutes=15`, { headers: IP }));
    expect(walk.status).toBe(200);
    expect(((await walk.json()) as { distance_bucket: string }[]).map((l) => l.distance_bucket)).toEqual(["under 1 mile"]);
    const both = await listGET(req(`/api/listings/?public=true&near=97215&travel=walk&minutes=15&within_km=5`, { headers: IP }));
    expect(both.status).toBe(422);
    expect((await listGET(req(`/api/listings/?public=true&near=97215&travel=run&minutes=15`, { headers: IP }))).status).toBe(422);
    expect((await listGET(req(`/api/listings/?public=true&near=97215&travel=walk`, { headers: IP }))).status).toBe(422);
  });
});
