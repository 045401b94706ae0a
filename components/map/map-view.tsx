"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import type { MapCell } from "@/lib/listings/list-cells";
import { cellListHref } from "./cell-links";
import { CellTable, type MapWords } from "./cell-table";

export type MapTiles = { url: string; attribution: string } | null;
type Props = { cells: MapCell[]; bbox: [number, number, number, number]; zoom: number; nearest: boolean; crop?: string; tiles: MapTiles; words: MapWords };
type Status = "loading" | "ready" | "unavailable";

/**
 * The private map page's body (issue 38): the map (MapLibre, fetched only here and only once the page
 * is up, decision 0227) and its list equivalent, which is server-rendered and follows the map as it
 * moves. Without WebGL (or scripts) the list is the page: the map says so and steps aside.
 */
export function MapView(props: Props) {
  const [cells, setCells] = useState(props.cells);
  const [status, setStatus] = useState<Status>("loading");
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ update: (cells: MapCell[]) => void; destroy: () => void } | null>(null);
  const router = useRouter();

  useEffect(() => {
    let gone = false;
    const asked = { n: 0 };
    const onMove = async (bbox: [number, number, number, number], zoom: number) => {
      const q = new URLSearchParams({ bbox: bbox.map((n) => n.toFixed(5)).join(","), zoom: zoom.toFixed(2) });
      if (props.crop) q.set("crop", props.crop);
      const n = ++asked.n;
      const res = await fetch(`/api/listings/cells?${q}`).catch(() => null);
      if (gone || n !== asked.n || !res?.ok) return;
      const next = (await res.json()) as MapCell[];
      setCells(next);
      drawn.current?.update(next);
      window.history.replaceState(null, "", `/listings/map?${q}`);
    };
    import("./draw-cells")
      .then(({ drawCells }) => {
        if (gone || !box.current) return;
        drawn.current = drawCells(box.current, { cells: props.cells, bbox: props.bbox, tiles: props.tiles, onMove, onOpen: (id) => router.push(cellListHref(id, props.nearest)), aFew: props.words.aFew });
        setStatus(drawn.current ? "ready" : "unavailable");
      })
      .catch(() => !gone && setStatus("unavailable"));
    return () => {
      gone = true;
      drawn.current?.destroy();
      drawn.current = null;
    };
    // The map is drawn once; later moves come from the map itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The map's box has its own height: MapLibre's stylesheet makes its container position: relative.
  return (
    <div className="flex flex-col gap-3">
      <div className="relative h-[55vh] min-h-72 overflow-hidden rounded-2xl border border-line bg-cream" aria-hidden={status !== "ready"}>
        <div ref={box} className="h-full w-full" role="region" aria-label={props.words.mapLabel} />
        {status === "ready" ? null : (
          <p className="absolute inset-x-0 top-1/2 -translate-y-1/2 px-4 text-center text-sm text-muted" data-testid="map-status">
            {status === "loading" ? props.words.loading : props.words.unavailable}
          </p>
        )}
      </div>
      <h2 className="text-lg text-primary">{props.words.areasInView}</h2>
      <CellTable cells={cells} nearest={props.nearest} crop={props.crop} words={props.words} />
    </div>
  );
}
