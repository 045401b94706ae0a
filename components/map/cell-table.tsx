import Link from "@/components/ui/link";
import type { MapCell } from "@/lib/listings/list-cells";
import { cellZoomHref, cellListHref } from "./cell-links";

/**
 * The map's list equivalent (issue 38): the same cells as a table, for keyboard and screen-reader
 * users and for browsers that cannot draw the map. Each row: the area's counts, its listings
 * (the marketplace filtered to the cell, nearest first) and, where the grid goes finer, a closer look.
 */
export function CellTable({ cells, nearest, crop }: { cells: MapCell[]; nearest: boolean; crop?: string }) {
  if (!cells.length) return <p className="rounded-xl bg-secondary-soft px-3 py-2 text-sm text-secondary">No listings in this part of the map yet.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Listings by area of the map: counts, never places</caption>
        <thead className="bg-secondary-soft text-secondary">
          <tr>
            <th scope="col" className="px-3 py-2">
              Area
            </th>
            <th scope="col" className="px-3 py-2">
              Listings
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              Top crops
            </th>
          </tr>
        </thead>
        <tbody>
          {cells.map((c, i) => (
            <tr key={c.id} className="border-t border-line align-top">
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="block font-bold text-ink">Area {i + 1}</span>
                <span className="block text-xs text-muted">around {formatCentre(c.centre)}</span>
              </th>
              <td className="px-3 py-2">
                <span className="block font-bold text-ink" data-testid="cell-count">
                  {c.label}
                </span>
                <span className="block text-xs text-muted">{c.categories.map((k) => `${k.count ?? "a few"} ${k.name}`).join(", ")}</span>
                <span className="mt-1 flex flex-wrap gap-x-3">
                  <Link href={cellListHref(c.id, nearest)} className="inline-flex min-h-11 items-center font-bold text-primary underline underline-offset-2">
                    See listings<span className="sr-only"> in area {i + 1}</span>
                  </Link>
                  {cellZoomHref(c, crop) && (
                    <Link href={cellZoomHref(c, crop)!} className="inline-flex min-h-11 items-center font-bold text-secondary underline underline-offset-2">
                      Look closer<span className="sr-only"> at area {i + 1}</span>
                    </Link>
                  )}
                </span>
              </td>
              <td className="hidden px-3 py-2 text-muted sm:table-cell">{c.top_crops.map((k) => k.name).join(", ") || "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "45.52° N, 122.68° W": the grid cell's own centre, two decimals (the cell is wider than that). */
function formatCentre([lon, lat]: [number, number]) {
  return `${Math.abs(lat).toFixed(2)}° ${lat >= 0 ? "N" : "S"}, ${Math.abs(lon).toFixed(2)}° ${lon >= 0 ? "E" : "W"}`;
}
