import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { cellBounds, tileX, tileY } from "@/lib/places/grid";
import { originFor } from "./near";

/** The map's first view around a place: a level-9 tile (about 50 km), asked at zoom 10 (cells of about 7 km). */
const START_LEVEL = 9;
export const START_ZOOM = 10;

/**
 * Where the private map opens (issue 38): the tile of the grid that holds the viewer's area (a
 * visitor's `near`, or the signed-in gardener's own place), never the point itself; null when
 * there is none (the map then opens on the whole world).
 */
export const mapStart = defineUseCase({
  name: "listings.map-start",
  caller: "anyone",
  input: z.object({ near: z.string().optional() }),
  run: async (viewer, { near }): Promise<{ bbox: [number, number, number, number]; zoom: number } | null> => {
    const origin = await originFor(viewer, near).catch(() => null);
    if (!origin) return null;
    const [x, y, zc] = origin.xyz;
    const lat = (Math.asin(zc / Math.hypot(x, y, zc)) * 180) / Math.PI;
    const lon = (Math.atan2(y, x) * 180) / Math.PI;
    const b = cellBounds({ level: START_LEVEL, x: tileX(lon, START_LEVEL), y: tileY(lat, START_LEVEL) });
    return { bbox: [b.west, b.south, b.east, b.north], zoom: START_ZOOM };
  },
});
