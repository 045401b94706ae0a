import type { Metadata } from "next";
import { BackButton } from "@/components/listings/back-button";
import { FilterPageForm } from "@/components/listings/filter-page-form";
import { requirePageViewer } from "@/app/_doors/page";
import { filtersToSearch, parseFilters } from "@/lib/listings/filters";
import { getT, getWords } from "@/app/_doors/locale";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("marketFilters"))("filters") };
}

/** Opened with the marketplace's current query (e.g. /filter-page?tab=public&category=seeds). */
export default async function FilterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageViewer("/filter-page");
  const filters = parseFilters(await searchParams);
  const [words, t] = await Promise.all([getWords("marketFilters"), getT("marketListing")]);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5">
      <div className="flex items-center gap-3">
        <BackButton fallback={`/listings${filtersToSearch(filters)}`} label={t("back")} />
        <h1 className="text-2xl text-primary md:text-3xl">{words.filters}</h1>
      </div>
      <FilterPageForm key={filtersToSearch(filters)} filters={filters} words={words} />
    </section>
  );
}
