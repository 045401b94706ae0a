/**
 * A listing's stored (approximate) point as a tile of the private map's grid (lib/places/grid.ts,
 * issue 38), in SQL: the same formulas as tileX and tileY, so the list of a cell and its count agree.
 */
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { schema } from "@/db";
import { qualified } from "@/db/sql";
import { MAX_LAT, type Cell } from "@/lib/places/grid";

const { listings } = schema;
const coord = (i: 1 | 2 | 3) => sql`cube_ll_coord(${qualified(listings.loc)}, ${sql.raw(String(i))})`;
/** Degrees of the listing's stored (approximate) point. */
const lonSql = () => sql`degrees(atan2(${coord(2)}, ${coord(1)}))`;
const latSql = () => sql`least(${sql.raw(String(MAX_LAT))}::float8, greatest(${sql.raw(String(-MAX_LAT))}::float8, degrees(asin(${coord(3)} / sqrt(${coord(1)} ^ 2 + ${coord(2)} ^ 2 + ${coord(3)} ^ 2)))))`;

/** The listing's tile column and row at `level` (the same formulas as tileX and tileY). */
export function tileSql(level: number): { x: SQL<number>; y: SQL<number> } {
  const n = sql.raw(String(2 ** level));
  const last = sql.raw(String(2 ** level - 1));
  const φ = sql`radians(${latSql()})`;
  return {
    x: sql<number>`least(${last}, greatest(0, floor((${lonSql()} + 180) / 360 * ${n})))::int`,
    y: sql<number>`least(${last}, greatest(0, floor((1 - ln(tan(${φ}) + 1 / cos(${φ})) / pi()) / 2 * ${n})))::int`,
  };
}

/**
 * Listings whose point is in the cell: a tile at its own level (the level is written in, so a kept
 * statement is one per level; `v` binds x and y as placeholders there).
 */
export function inCellSql(c: Cell, v: <T>(name: string, value: T) => T | Placeholder = (_, value) => value): SQL {
  const t = tileSql(c.level);
  return sql`(${qualified(listings.loc)} is not null and ${t.x} = ${v("cellX", c.x)} and ${t.y} = ${v("cellY", c.y)})`;
}
