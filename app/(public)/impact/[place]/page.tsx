import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { load } from "@/app/_doors/page";
import { ImpactFigures, numberFormat } from "@/components/impact/impact-figures";
import { ShareButton } from "@/components/ui/share-button";
import { LinkTabs } from "@/components/ui/tabs";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { getPlaceImpact, type PlaceImpact } from "@/lib/impact/get-place-impact";
import { getT, languageAlternates, pageLocale } from "@/app/_doors/locale";

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

/**
 * The words of one place's figures in the page's language: "97214: 312 kg shared this season" (or that
 * there is not enough yet), and the period in full, "this season (since 1 March 2026)".
 */
async function wordsOf(i: PlaceImpact) {
  const [t, n, locale] = await Promise.all([getT("pagesImpact"), numberFormat(), pageLocale()]);
  const since = new Date(i.from).toLocaleDateString(locale === "en" ? "en-GB" : locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const period = i.window === "12m" ? t("window12m") : t("windowSeason", { date: since });
  const headline = !i.figures.shown
    ? t("headlineEmpty", { place: i.place.name })
    : t(i.window === "12m" ? "headline12m" : "headlineSeason", { place: i.place.name, kg: n(i.figures.kg!) });
  return { t, n, locale, period, headline };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const impact = await loadImpact((await params).place, windowOf((await searchParams).window));
  if (!impact) return { title: (await getT("pagesImpact"))("notFound"), robots: { index: false } };
  const { t, n, locale, period, headline } = await wordsOf(impact);
  // English as it always was: the figures unformatted.
  const num = (v: number | null) => (locale === "en" ? String(v) : n(v!));
  const f = impact.figures;
  const description = f.shown
    ? t("description", { kg: num(f.kg), meals: num(f.meals), co2e: num(f.co2e_kg), people: num(f.people), radius: num(impact.radius_km), place: impact.place.label, window: period })
    : t("descriptionEmpty", { place: impact.place.label });
  const url = `${env().PUBLIC_URL}/impact/${encodeURIComponent(impact.place.name)}`;
  return { title: headline, description, alternates: await languageAlternates(url), openGraph: { type: "website", title: headline, description, url } };
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
  const { t, n, period, headline } = await wordsOf(impact);
  return (
    <div className="mx-auto max-w-3xl space-y-6 pt-2">
      <section aria-labelledby="impact-heading" className="space-y-4 rounded-3xl border border-line bg-white p-5 shadow-sm md:p-7">
        <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-bold uppercase tracking-wide text-secondary">{t("eyebrow")}</p>
            <h1 id="impact-heading" className="text-3xl text-primary">
              {headline}
            </h1>
            <p className="text-muted">{t("within", { radius: n(impact.radius_km), place: impact.place.label, window: period })}</p>
          </div>
          <ShareButton url={base} title={headline} label={t("share")} words={{ copied: t("copied"), failed: t("copyFailed") }} />
        </div>
        <LinkTabs
          label={t("period")}
          items={[
            { label: t("thisSeason"), href: base, active: window === "season" },
            { label: t("last12"), href: `${base}?window=12m`, active: window === "12m" },
          ]}
        />
        <ImpactFigures
          figures={impact.figures}
          factors={impact.factors}
          empty={t("empty", { n: n(impact.min_trades) })}
        />
      </section>
    </div>
  );
}
