import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { load } from "@/app/_doors/page";
import { ImpactFigures } from "@/components/impact/impact-figures";
import { ShareButton } from "@/components/ui/share-button";
import { LinkTabs } from "@/components/ui/tabs";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { getPlaceImpact, type PlaceImpact } from "@/lib/impact/get-place-impact";
import { languageAlternates } from "@/app/_doors/locale";

type Props = { params: Promise<{ place: string }>; searchParams: Promise<{ window?: string | string[] }> };

const windowOf = (v: string | string[] | undefined) => ((Array.isArray(v) ? v[0] : v) === "12m" ? "12m" : "season");

/** The place's figures, once per request; null for a place we do not know. */
const loadImpact = cache(async (place: string, window: "season" | "12m"): Promise<PlaceImpact | null> => {
  try {
    return await load(getPlaceImpact, { place: decodeURIComponent(place), window });
  } catch (e) {
    if (isAppError(e) && (e.kind === "not_found" || e.kind === "invalid")) return null;
    throw e;
  }
});

/** "97214: 312 kg shared this season", or that there is not enough yet. */
const headline = (i: PlaceImpact) => (i.figures.shown ? `${i.place.name}: ${i.figures.kg!.toLocaleString("en-US")} kg shared ${i.window_label.replace(/ \(.*\)$/, "")}` : `${i.place.name}: not enough yet`);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const impact = await loadImpact((await params).place, windowOf((await searchParams).window));
  if (!impact) return { title: "Place not found", robots: { index: false } };
  const description = impact.figures.shown
    ? `${impact.figures.kg} kg shared, ${impact.figures.meals} meals, ${impact.figures.co2e_kg} kg CO2e, ${impact.figures.people} people, within ${impact.radius_km} km of ${impact.place.label}, ${impact.window_label}, on GardenSwap.`
    : `What neighbours near ${impact.place.label} share on GardenSwap.`;
  const url = `${env().PUBLIC_URL}/impact/${encodeURIComponent(impact.place.name)}`;
  return { title: headline(impact), description, alternates: await languageAlternates(url), openGraph: { type: "website", title: headline(impact), description, url } };
}

/**
 * /impact/<ZIP or town>: a neighbourhood's harvest counted (issue 37), from the approximate points of
 * the listings traded within 5 km; aggregates only, nothing below 3 trades. Served from the public
 * page cache (decision 0214) and dropped with the marketplace whenever a trade changes.
 */
export default async function PlaceImpactPage({ params, searchParams }: Props) {
  const { place } = await params;
  const window = windowOf((await searchParams).window);
  const impact = await loadImpact(place, window);
  if (!impact) notFound();
  const base = `/impact/${encodeURIComponent(decodeURIComponent(place))}`;
  return (
    <div className="mx-auto max-w-3xl space-y-6 pt-2">
      <section aria-labelledby="impact-heading" className="space-y-4 rounded-3xl border border-line bg-white p-5 shadow-sm md:p-7">
        <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-bold uppercase tracking-wide text-secondary">The harvest counted</p>
            <h1 id="impact-heading" className="text-3xl text-primary">
              {headline(impact)}
            </h1>
            <p className="text-muted">
              Within {impact.radius_km} km of {impact.place.label}, {impact.window_label}.
            </p>
          </div>
          <ShareButton url={base} title={headline(impact)} label="Share" />
        </div>
        <LinkTabs
          label="Which period"
          items={[
            { label: "This season", href: base, active: window === "season" },
            { label: "Last 12 months", href: `${base}?window=12m`, active: window === "12m" },
          ]}
        />
        <ImpactFigures
          figures={impact.figures}
          factors={impact.factors}
          empty={`Not enough yet: figures appear once neighbours here have handed over ${impact.min_trades} things, so no single trade can be picked out.`}
        />
      </section>
    </div>
  );
}
