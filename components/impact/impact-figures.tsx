import { getT, pageLocale } from "@/app/_doors/locale";
import type { Factors, Figures } from "@/lib/impact/figures";

/** Numbers in the page's language ("1,234" in English, as before). */
export async function numberFormat(): Promise<(v: number) => string> {
  const locale = await pageLocale();
  const format = new Intl.NumberFormat(locale === "en" ? "en-US" : locale);
  return (v: number) => format.format(v);
}

/** The harvest counted as four calm figures, with the factors and their sources one tap away (issue 37). */
export async function ImpactFigures({ figures, factors, empty }: { figures: Figures; factors: Factors; empty?: string }) {
  const [t, n] = await Promise.all([getT("pagesImpactFigures"), numberFormat()]);
  if (!figures.shown) return <p className="text-muted">{empty ?? t("notEnough")}</p>;
  const items = [
    { key: "shared", value: t("kg", { n: n(figures.kg!) }), label: t("shared") },
    { key: "meals", value: n(figures.meals!), label: t("meals", { n: figures.meals! }) },
    { key: "co2e", value: t("kg", { n: n(figures.co2e_kg!) }), label: t("co2e") },
    { key: "people", value: n(figures.people!), label: t("people", { n: figures.people! }) },
  ];
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {items.map((i) => (
          <div key={i.key} className="flex flex-col-reverse rounded-2xl bg-secondary-soft p-3">
            <dt className="text-sm text-secondary">{i.label}</dt>
            <dd className="text-2xl font-bold text-secondary">{i.value}</dd>
          </div>
        ))}
      </dl>
      <ImpactFactors factors={factors} />
    </div>
  );
}

/** How the figures are made: stated wherever they are shown. */
export async function ImpactFactors({ factors }: { factors: Factors }) {
  const [t, n] = await Promise.all([getT("pagesImpactFigures"), numberFormat()]);
  return (
    <details className="text-sm text-muted">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-bold text-primary">{t("howWeCount")}</summary>
      <ul className="list-disc space-y-1 ps-5">
        <li>{t("weights", { source: "USDA FoodData Central" })}</li>
        <li>{t("mealFactor", { grams: n(factors.meal_grams), source: factors.meal_source })}</li>
        <li>{t("co2eFactor", { kg: n(factors.co2e_per_kg), source: factors.co2e_source })}</li>
        <li>{t("seedsPlants")}</li>
      </ul>
    </details>
  );
}
