/**
 * MapLibre GL JS drawing the private map's cells (issue 38, decision 0227): squares shaded by count
 * with their count on top, never a marker per listing. The base is a plain background (no service
 * at run time) unless the operator set MAP_TILE_URL. Loaded only by the map page, after it is up.
 */
import maplibregl, { type GeoJSONSource, type StyleSpecification } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import type { MapCell } from "@/lib/listings/list-cells";
import type { MapTiles } from "./map-view";

type Options = {
  cells: MapCell[];
  bbox: [number, number, number, number];
  tiles: MapTiles;
  onMove: (bbox: [number, number, number, number], zoom: number) => void;
  onOpen: (cellId: string) => void;
  /** What a count under 3 is called on the map, in the page's language ("a few"). */
  aFew: string;
};

const asFeatures = (cells: MapCell[]): GeoJSON.FeatureCollection => ({
  type: "FeatureCollection",
  features: cells.map((c) => {
    const [w, s, e, n] = c.bounds;
    return {
      type: "Feature",
      properties: { id: c.id, n: c.count ?? 1 },
      geometry: { type: "Polygon", coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] },
    };
  }),
});

function style(tiles: MapTiles, cells: MapCell[]): StyleSpecification {
  return {
    version: 8,
    sources: {
      cells: { type: "geojson", data: asFeatures(cells) },
      ...(tiles ? { base: { type: "raster" as const, tiles: [tiles.url], tileSize: 256, attribution: tiles.attribution } } : {}),
    },
    layers: [
      { id: "background", type: "background", paint: { "background-color": "#eef2e6" } },
      ...(tiles ? [{ id: "base", type: "raster" as const, source: "base" }] : []),
      { id: "cells", type: "fill", source: "cells", paint: { "fill-color": "#24440D", "fill-opacity": ["interpolate", ["linear"], ["get", "n"], 1, 0.25, 30, 0.65] } },
      { id: "cell-edges", type: "line", source: "cells", paint: { "line-color": "#501C19", "line-width": 1 } },
    ],
  };
}

/** The count of each cell, as a label at the cell's own centre (HTML: the offline style has no glyphs). */
function labels(map: maplibregl.Map, cells: MapCell[], onOpen: (id: string) => void, aFew: string): maplibregl.Marker[] {
  return cells.map((c) => {
    const el = document.createElement("button");
    el.type = "button";
    el.tabIndex = -1; // the table below is the keyboard's way in
    el.className = "rounded-full bg-white px-2 py-0.5 text-xs font-bold text-primary shadow";
    el.textContent = c.count === null ? aFew : String(c.count);
    el.addEventListener("click", () => onOpen(c.id));
    return new maplibregl.Marker({ element: el }).setLngLat(c.centre).addTo(map);
  });
}

export function drawCells(container: HTMLElement, o: Options): { update: (cells: MapCell[]) => void; destroy: () => void } | null {
  let map: maplibregl.Map;
  try {
    map = new maplibregl.Map({
      container,
      style: style(o.tiles, o.cells),
      bounds: [
        [o.bbox[0], o.bbox[1]],
        [o.bbox[2], o.bbox[3]],
      ],
      maxZoom: 15,
      attributionControl: o.tiles ? { compact: true } : false,
    });
  } catch {
    return null; // no WebGL here: the table is the page
  }
  // Errors of the operator's tiles stay on the map (a missing tile is a blank square), not in the console.
  map.on("error", () => {});
  let shown = labels(map, o.cells, o.onOpen, o.aFew);
  map.on("moveend", () => {
    const b = map.getBounds();
    o.onMove([Math.max(-180, b.getWest()), Math.max(-85, b.getSouth()), Math.min(180, b.getEast()), Math.min(85, b.getNorth())], map.getZoom());
  });
  map.on("click", "cells", (e) => {
    const id = e.features?.[0]?.properties?.id;
    if (typeof id === "string") o.onOpen(id);
  });
  map.on("mouseenter", "cells", () => (map.getCanvas().style.cursor = "pointer"));
  map.on("mouseleave", "cells", () => (map.getCanvas().style.cursor = ""));
  return {
    update(cells) {
      (map.getSource("cells") as GeoJSONSource | undefined)?.setData(asFeatures(cells));
      shown.forEach((m) => m.remove());
      shown = labels(map, cells, o.onOpen, o.aFew);
    },
    destroy() {
      map.remove();
    },
  };
}
