import Link from "@/components/ui/link";
import { getT, pageLocale } from "@/app/_doors/locale";
import { CROPS_BY_SLUG } from "@/lib/crops/catalogue";
import { cropNameIn } from "./crop-name";

/** How many crops the marketplace strip names: a glance, not a catalogue. */
const STRIP_MAX = 8;

/** The marketplace's "In season near you" (issue 35): crop links for the viewer's place, most listed near first. A server component: no script. */
export async function InSeasonStrip({ slugs }: { slugs: string[] }) {
  const crops = slugs.flatMap((s) => CROPS_BY_SLUG.get(s) ?? []).slice(0, STRIP_MAX);
  if (!crops.length) return null;
  const [t, locale] = await Promise.all([getT("communitySeason"), pageLocale()]);
  // A crop's name in the page's language, capitalised as the English one is ("Tomato", "Tomate").
  const nameOf = (slug: string, english: string) => {
    const name = cropNameIn(slug, english, locale);
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  };
  return (
    <nav aria-labelledby="in-season-near" className="flex flex-wrap items-center gap-2 text-sm" data-testid="in-season-strip">
      <h2 id="in-season-near" className="text-sm font-bold text-secondary">
        {t("strip")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {crops.map((c) => (
          <li key={c.slug}>
            <Link href={`/crops/${c.slug}`} className="inline-flex min-h-11 items-center rounded-full bg-secondary-soft px-3 text-secondary hover:underline">
              {nameOf(c.slug, c.name)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
