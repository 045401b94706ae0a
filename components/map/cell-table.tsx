import Link from "@/components/ui/link";
import type { MapCell } from "@/lib/listings/list-cells";
import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";
import { cellZoomHref, cellListHref } from "./cell-links";

/** The map's words in the page's language (issue 38), from the map page. */
export type MapWords = Messages["marketMap"];

const CATEGORY = { 1: "produce", 2: "seeds", 3: "plants" } as const;

/**
 * The map's list equivalent (issue 38): the same cells as a table, for keyboard and screen-reader
 * users and for browsers that cannot draw the map. Each row: the area's counts, its listings
 * (the marketplace filtered to the cell, nearest first) and, where the grid goes finer, a closer look.
 */
export function CellTable({ cells, nearest, crop, words }: { cells: MapCell[]; nearest: boolean; crop?: string; words: MapWords }) {
  if (!cells.length) return <p className="rounded-xl bg-secondary-soft px-3 py-2 text-sm text-secondary">{words.empty}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{words.caption}</caption>
        <thead className="bg-secondary-soft text-secondary">
          <tr>
            <th scope="col" className="px-3 py-2">
              {words.area}
            </th>
            <th scope="col" className="px-3 py-2">
              {words.listings}
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              {words.topCrops}
            </th>
          </tr>
        </thead>
        <tbody>
          {cells.map((c, i) => (
            <tr key={c.id} className="border-t border-line align-top">
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="block font-bold text-ink">{fill(words.areaN, { n: i + 1 })}</span>
                <span className="block text-xs text-muted">{fill(words.around, { centre: formatCentre(c.centre, words) })}</span>
              </th>
              <td className="px-3 py-2">
                <span className="block font-bold text-ink" data-testid="cell-count">
                  {c.count === null ? words.aFew : fill(words.count, { n: c.count })}
                </span>
                <span className="block text-xs text-muted">{c.categories.map((k) => fill(words.categoryCount, { count: k.count ?? words.aFew, category: k.id in CATEGORY ? words[CATEGORY[k.id as 1 | 2 | 3]] : k.name })).join(", ")}</span>
                <span className="mt-1 flex flex-wrap gap-x-3">
                  <Link href={cellListHref(c.id, nearest)} className="inline-flex min-h-11 items-center font-bold text-primary underline underline-offset-2">
                    {words.seeListings}<span className="sr-only"> {fill(words.inArea, { n: i + 1 })}</span>
                  </Link>
                  {cellZoomHref(c, crop) && (
                    <Link href={cellZoomHref(c, crop)!} className="inline-flex min-h-11 items-center font-bold text-secondary underline underline-offset-2">
                      {words.lookCloser}<span className="sr-only"> {fill(words.atArea, { n: i + 1 })}</span>
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
function formatCentre([lon, lat]: [number, number], w: MapWords) {
  return fill(w.centre, { lat: Math.abs(lat).toFixed(2), ns: lat >= 0 ? w.north : w.south, lon: Math.abs(lon).toFixed(2), ew: lon >= 0 ? w.east : w.west });
}
