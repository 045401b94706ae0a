import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { MapView } from "@/components/map/map-view";
import { getPageViewer, load, visitorArea } from "@/app/_doors/page";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { listCells, type MapCell } from "@/lib/listings/list-cells";
import { mapStart } from "@/lib/listings/map-start";
import { measuringFrom } from "@/lib/listings/measuring-from";
import { RateLimitedError } from "@/lib/rate-limit";
import { getT, getWords, languageAlternates } from "@/app/_doors/locale";

/** hreflang alternates per language (issue 38): the canonical follows the page's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("marketMapPage");
  return { title: t("title"), description: t("description"), alternates: await languageAlternates("/listings/map") };
}

/** Without an area: the whole world, where the cells are countries' size. */
const WORLD = { bbox: [-170, -50, 179, 72] as [number, number, number, number], zoom: 1 };

type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /listings/map (issue 38): the private map, listings counted by area, and the same areas as a
 * table. Opens on the viewer's area (a visitor's cookie, or the gardener's own place) unless the
 * address names a box (the table's "Look closer" links, and the map as it moves).
 */
export default async function MapPage({ searchParams }: { searchParams: Promise<Params> }) {
  const [viewer, params] = await Promise.all([getPageViewer(), searchParams]);
  const near = await visitorArea(viewer);
  const area = await load(measuringFrom, { near });
  const asked = one(params.bbox) && one(params.zoom) ? { bbox: one(params.bbox)!, zoom: one(params.zoom)! } : null;
  const start = asked ?? (await load(mapStart, { near })) ?? WORLD;
  const crop = one(params.crop) || undefined;
  let cells: MapCell[] = [];
  let problem: string | null = null;
  try {
    cells = await load(listCells, { bbox: Array.isArray(start.bbox) ? start.bbox.join(",") : start.bbox, zoom: String(start.zoom), crop });
  } catch (e) {
    if (!(e instanceof RateLimitedError) && !(isAppError(e) && e.kind === "invalid")) throw e;
    problem = e.message;
  }
  const bbox = (Array.isArray(start.bbox) ? start.bbox : start.bbox.split(",").map(Number)) as [number, number, number, number];
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = env();
  const [t, words] = await Promise.all([getT("marketMapPage"), getWords("marketMap")]);

  return (
    <section className="flex flex-col gap-3 md:gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl text-primary md:text-3xl">{t("title")}</h1>
          <p className="text-sm text-muted">{t("intro")}</p>
        </div>
        <Link href="/listings" className="inline-flex h-11 shrink-0 items-center rounded-full border-2 border-primary bg-white px-4 text-sm font-bold text-primary hover:bg-primary-soft">
          {t("back")}
        </Link>
      </div>
      {!area && <p className="text-sm text-muted">{t("setArea")}</p>}
      {problem ? (
        <p role="alert" className="rounded-xl bg-primary-soft px-3 py-2 text-sm text-primary">
          {problem}{" "}
          <Link href="/listings/map" className="font-bold underline underline-offset-2">
            {t("startAgain")}
          </Link>
        </p>
      ) : (
        <MapView cells={cells} bbox={bbox} zoom={Number(start.zoom)} nearest={!!area} crop={crop} tiles={MAP_TILE_URL ? { url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION ?? "" } : null} words={words} />
      )}
    </section>
  );
}
