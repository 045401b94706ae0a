import "@/lib/validation/zod-config";
import { and, sql, type SQL } from "drizzle-orm";
import { db, schema } from "@/db";
import { qualified } from "@/db/sql";
import { CROPS } from "@/lib/crops/catalogue";
import { keyForSlug } from "@/lib/crops/groups";
import { invalid } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { cellBounds, cellCentre, cellId, cellOf, intersects, levelForZoom, MAX_LAT, tileX, tileY, type Bbox, type Cell } from "@/lib/places/grid";
import { defineUseCase } from "@/lib/use-case";
import { CATEGORIES } from "@/lib/validation/listing-terms";
import { cellsQuerySchema, UNKNOWN_CROP } from "@/lib/validation/listings";
import { stillOfferedSql, visibleTo } from "@/lib/visibility";
import { offersCropsSql } from "./index";
import { tileSql } from "./cells";

const { listings } = schema;

/** Below this many listings a count is "a few" (never 1 or 2: one gardener's coming and going is not news). */
export const FEW = 3;
/** At most this many tiles of the asked level in one box: a screen's worth many times over. */
export const MAX_TILES = 4096;
export const BOX_TOO_LARGE = "This box is too large for this zoom: zoom out or ask for a smaller box";
const TOP_CROPS = 3;

type Count = number | null;
export type MapCell = {
  /** "level/x/y": pass it to GET /api/listings/?cell= (or the marketplace's cell=) for its listings. */
  id: string;
  /** The grid's bounds and centre, never the listings': [west, south, east, north] and [lon, lat]. */
  bounds: [number, number, number, number];
  centre: [number, number];
  /** null when fewer than FEW: the label then says "a few". */
  count: Count;
  label: string;
  categories: { id: number; name: string; count: Count }[];
  top_crops: { slug: string; name: string; count: Count }[];
};

const shown = (n: number): Count => (n >= FEW ? n : null);
const labelOf = (n: number) => (n >= FEW ? `${n} listings` : "a few");
/** Crop-level keys only (a title's crops also hold its varieties and shared names). */
const CROP_BY_KEY = new Map(CROPS.map((c) => [c.key, c]));

/**
 * GET /api/listings/cells (issue 38): the listings the viewer may see (the one visibility rule, still
 * offered), counted in the cells of the private map's grid (lib/places/grid.ts). A cell is counted
 * whole whenever it touches the box: the box only chooses which cells, never which listings, so no
 * run of shifted boxes can cut a cell. Each cell: its grid bounds, a count ("a few" under FEW), counts
 * by category and its top crops.
 */
export const listCells = defineUseCase({
  name: "listings.cells",
  caller: "anyone",
  input: cellsQuerySchema,
  limits: LIMITS.mapCells,
  run: async (viewer, input): Promise<MapCell[]> => {
    // A crop or a crop group's slug (issue 35), as the list takes it.
    const crop = input.crop === undefined ? null : keyForSlug(input.crop);
    if (crop === null && input.crop !== undefined) throw invalid(UNKNOWN_CROP, [{ loc: ["query", "crop"], msg: UNKNOWN_CROP, type: "value_error" }]);
    const box: Bbox = { ...input.bbox, south: Math.max(-MAX_LAT, input.bbox.south), north: Math.min(MAX_LAT, input.bbox.north) };
    const level = levelForZoom(input.zoom);
    const [x0, x1, y0, y1] = [tileX(box.west, level), tileX(box.east, level), tileY(box.north, level), tileY(box.south, level)];
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_TILES) throw invalid(BOX_TOO_LARGE, [{ loc: ["query", "bbox"], msg: BOX_TOO_LARGE, type: "value_error" }]);
    // The coarsest cell touching the box is at its poleward edge; read whole tiles of that level so every cell that touches the box is read whole.
    const coarse = Math.min(cellOf(x0, y0, level, level).level, cellOf(x0, y1, level, level).level);
    const shift = level - coarse;
    const t = tileSql(level);
    const where: SQL[] = [
      visibleTo(viewer),
      sql`${qualified(listings.isActive)}`,
      stillOfferedSql(),
      sql`${qualified(listings.loc)} is not null`,
      sql`${t.x} between ${(x0 >> shift) << shift} and ${(((x1 >> shift) + 1) << shift) - 1}`,
      sql`${t.y} between ${(y0 >> shift) << shift} and ${(((y1 >> shift) + 1) << shift) - 1}`,
    ];
    if (crop) where.push(offersCropsSql([crop]));
    const base = db().select({ x: t.x, y: t.y, category: listings.categoryId, n: sql<number>`count(*)::int` }).from(listings).where(and(...where)).groupBy(sql`1, 2, 3`);
    const crops = db()
      .select({ x: t.x, y: t.y, crop: sql<string>`k`, n: sql<number>`count(*)::int` })
      .from(sql`${listings} cross join lateral unnest(${qualified(listings.crops)}) as k`)
      .where(and(...where))
      .groupBy(sql`1, 2, 3`);
    const [byCategory, byCrop] = await Promise.all([base, crops]);

    const cells = new Map<string, { cell: Cell; total: number; categories: Map<number, number>; crops: Map<string, number> }>();
    const entry = (x: number, y: number) => {
      const cell = cellOf(Number(x), Number(y), level, level);
      const id = cellId(cell);
      return cells.get(id) ?? cells.set(id, { cell, total: 0, categories: new Map(), crops: new Map() }).get(id)!;
    };
    for (const r of byCategory) {
      const e = entry(r.x, r.y);
      e.total += Number(r.n);
      e.categories.set(r.category, (e.categories.get(r.category) ?? 0) + Number(r.n));
    }
    for (const r of byCrop) {
      if (!CROP_BY_KEY.has(r.crop)) continue;
      const e = entry(r.x, r.y);
      e.crops.set(r.crop, (e.crops.get(r.crop) ?? 0) + Number(r.n));
    }
    return [...cells.entries()]
      .filter(([, e]) => e.total > 0 && intersects(cellBounds(e.cell), box))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([id, e]) => {
        const b = cellBounds(e.cell);
        const c = cellCentre(e.cell);
        return {
          id,
          bounds: [b.west, b.south, b.east, b.north],
          centre: [c.lon, c.lat],
          count: shown(e.total),
          label: labelOf(e.total),
          categories: CATEGORIES.filter((k) => e.categories.has(k.id)).map((k) => ({ id: k.id, name: k.name, count: shown(e.categories.get(k.id)!) })),
          top_crops: [...e.crops.entries()]
            .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
            .slice(0, TOP_CROPS)
            .map(([key, n]) => ({ slug: CROP_BY_KEY.get(key)!.slug, name: CROP_BY_KEY.get(key)!.name, count: shown(n) })),
        };
      });
  },
});
