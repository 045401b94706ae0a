/**
 * The private map's grid (issue 38, decision 0227): listings are counted in map tiles (the Web
 * Mercator quadtree every web map uses), never placed on their own. A tile is split into its four
 * children only while every child is at least SMALLEST_BUCKET_KM wide at its poleward edge, so the
 * cells any zoom returns are nodes of one fixed tree whose smallest nodes are wider than the
 * narrowest distance bucket: asking more often, from other boxes or at other zooms cannot cut a
 * cell finer. Pure (the SQL that puts a listing's point into a tile is lib/listings/cells.ts).
 */
import { SMALLEST_BUCKET_KM } from "./buckets";

/** The mean earth radius (m): every distance of the app is on this sphere. */
export const EARTH_RADIUS_M = 6_371_008.8;

/** The deepest level any cell may have (it is reached only near the equator; 13 at mid latitudes). */
export const MAX_CELL_LEVEL = 14;
/** Web Mercator's latitude limit. */
export const MAX_LAT = 85.05112878;

export type Cell = { level: number; x: number; y: number };
export type Bbox = { west: number; south: number; east: number; north: number };

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The west edge (longitude) of column x and the north edge (latitude) of row y at `level`. */
export const tileLon = (x: number, level: number) => (x / 2 ** level) * 360 - 180;
export const tileLat = (y: number, level: number) => deg(Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** level))));

const clampLat = (lat: number) => Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
export const tileX = (lon: number, level: number) => Math.min(2 ** level - 1, Math.max(0, Math.floor(((lon + 180) / 360) * 2 ** level)));
export const tileY = (lat: number, level: number) => {
  const φ = rad(clampLat(lat));
  return Math.min(2 ** level - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(φ) + 1 / Math.cos(φ)) / Math.PI) / 2) * 2 ** level)));
};

/** How wide (km) a tile of row y at `level` is at its poleward edge: its narrowest. */
export function tileWidthKm(level: number, y: number): number {
  const poleward = Math.max(Math.abs(tileLat(y, level)), Math.abs(tileLat(y + 1, level)));
  return (2 * Math.PI * EARTH_RADIUS_M * Math.cos(rad(poleward))) / 2 ** level / 1000;
}

/** A tile of row y at `level` is split when both rows of its children are at least the narrowest bucket wide. */
const splits = (level: number, y: number) => level < MAX_CELL_LEVEL && tileWidthKm(level + 1, 2 * y) >= SMALLEST_BUCKET_KM && tileWidthKm(level + 1, 2 * y + 1) >= SMALLEST_BUCKET_KM;

/**
 * The cell of the tile (x, y) at level `from`, asked at level `cap` (≤ from): walk down the tree from
 * the whole world while the tile splits and the level is under the cap. Every answer is a node of one
 * tree, so two answers never overlap in part: one holds the other or they are apart.
 */
export function cellOf(x: number, y: number, from: number, cap: number): Cell {
  let level = 0;
  while (level < Math.min(cap, from) && splits(level, y >> (from - level))) level++;
  return { level, x: x >> (from - level), y: y >> (from - level) };
}

/** Is this a node of the tree (a cell some zoom can return)? A finer tile is not. */
export function isCell(c: Cell): boolean {
  if (!Number.isInteger(c.level) || c.level < 0 || c.level > MAX_CELL_LEVEL) return false;
  if (!Number.isInteger(c.x) || !Number.isInteger(c.y) || c.x < 0 || c.y < 0 || c.x >= 2 ** c.level || c.y >= 2 ** c.level) return false;
  for (let l = 0; l < c.level; l++) if (!splits(l, c.y >> (c.level - l))) return false;
  return true;
}

export const cellId = (c: Cell) => `${c.level}/${c.x}/${c.y}`;
export function parseCellId(id: string): Cell | null {
  const m = /^(\d{1,2})\/(\d{1,5})\/(\d{1,5})$/.exec(id.trim());
  if (!m) return null;
  const c = { level: Number(m[1]), x: Number(m[2]), y: Number(m[3]) };
  return isCell(c) ? c : null;
}

/** The cell's own bounds and centre (the grid's, never its listings'). */
export function cellBounds(c: Cell): Bbox {
  return { west: tileLon(c.x, c.level), east: tileLon(c.x + 1, c.level), north: tileLat(c.y, c.level), south: tileLat(c.y + 1, c.level) };
}
export function cellCentre(c: Cell): { lon: number; lat: number } {
  const b = cellBounds(c);
  return { lon: (b.west + b.east) / 2, lat: tileLat(c.y + 0.5, c.level) };
}

export const intersects = (a: Bbox, b: Bbox) => a.west < b.east && b.west < a.east && a.south < b.north && b.south < a.north;

/** The map zoom's cells are a quarter of its tiles' side (about 64 px on screen), capped by the tree. */
export const levelForZoom = (zoom: number) => Math.max(0, Math.min(MAX_CELL_LEVEL, Math.floor(zoom) + 2));
