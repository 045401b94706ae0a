import type { Factors, Figures } from "@/lib/impact/figures";

const n = (v: number) => v.toLocaleString("en-US");

/** The harvest counted as four calm figures, with the factors and their sources one tap away (issue 37). */
export function ImpactFigures({ figures, factors, empty = "Not enough yet." }: { figures: Figures; factors: Factors; empty?: string }) {
  if (!figures.shown) return <p className="text-muted">{empty}</p>;
  const items = [
    { value: `${n(figures.kg!)} kg`, label: "shared" },
    { value: n(figures.meals!), label: figures.meals === 1 ? "meal's worth" : "meals' worth" },
    { value: `${n(figures.co2e_kg!)} kg`, label: "CO2e kept out of waste" },
    { value: n(figures.people!), label: figures.people === 1 ? "person shared with" : "people shared with" },
  ];
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {items.map((i) => (
          <div key={i.label} className="flex flex-col-reverse rounded-2xl bg-secondary-soft p-3">
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
export function ImpactFactors({ factors }: { factors: Factors }) {
  return (
    <details className="text-sm text-muted">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-bold text-primary">How we count</summary>
      <ul className="list-disc space-y-1 pl-5">
        <li>Weights are estimates from typical unit weights (USDA FoodData Central portion weights), unless the giver corrected them.</li>
        <li>
          Meals: {factors.meal_grams} g of produce a meal ({factors.meal_source}).
        </li>
        <li>
          CO2e: {factors.co2e_per_kg} kg for each kg of produce ({factors.co2e_source}).
        </li>
        <li>Seeds and plants count in kg shared, not in meals or CO2e.</li>
      </ul>
    </details>
  );
}
