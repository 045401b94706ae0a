import type { MapCell } from "@/lib/listings/list-cells";
import { isCell, MAX_CELL_LEVEL, parseCellId } from "@/lib/places/grid";

/** A cell's listings: the public marketplace, every category, anywhere, filtered to the cell; nearest bucket first when the viewer has an area. */
export const cellListHref = (id: string, nearest: boolean) => `/listings?tab=public&category=all&within=any${nearest ? "&order=nearest" : ""}&cell=${encodeURIComponent(id)}`;

/** The map on this cell, at the zoom whose cells are a quarter of its side; null when the grid goes no finer here. */
export function cellZoomHref(c: MapCell, crop?: string): string | null {
  const cell = parseCellId(c.id);
  if (!cell || cell.level >= MAX_CELL_LEVEL || !isCell({ level: cell.level + 1, x: cell.x * 2, y: cell.y * 2 })) return null;
  const q = new URLSearchParams({ bbox: c.bounds.map((n) => n.toFixed(5)).join(","), zoom: String(cell.level) });
  if (crop) q.set("crop", crop);
  return `/listings/map?${q}`;
}
