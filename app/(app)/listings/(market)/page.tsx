import type { Metadata } from "next";
import Link from "next/link";
import { CategoryButtons } from "@/components/listings/category-tabs";
import { FilterButton } from "@/components/listings/filter-button";
import { CardGrid, ListingCard } from "@/components/listings/listing-card";
import { LoadMore } from "@/components/listings/load-more";
import { SearchBox } from "@/components/listings/search-box";
import { EmptyState } from "@/components/ui/empty-state";
import { LinkTabs } from "@/components/ui/tabs";
import { requirePageViewer } from "@/lib/auth/page";
import { listListings } from "@/lib/listings";
import { activeFilterCount, filtersToApi, filtersToSearch, parseFilters } from "@/lib/listings/filters";
import { categoryName } from "@/lib/validation/listings";

export const metadata: Metadata = { title: "Marketplace", description: "Seeds, plants and produce from your friends and neighbours." };

const PAGE = 24;

export default async function MarketplacePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requirePageViewer("/listings");
  const filters = parseFilters(await searchParams);
  const { items, nextCursor } = await listListings(viewer, {
    friends: filters.tab === "friends",
    public: filters.tab === "public",
    categoryId: filters.category,
    sort: filters.sort,
    typeIds: filters.types.length ? filters.types : undefined,
    minPrice: filters.min,
    maxPrice: filters.max,
    q: filters.q || undefined,
    limit: PAGE,
  });
  const category = categoryName(filters.category);
  const narrowed = activeFilterCount(filters) > 0 || !!filters.q;
  const keep = Object.fromEntries(new URLSearchParams(filtersToSearch({ ...filters, q: "" }).slice(1)));

  return (
    <section className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl text-primary md:text-3xl">Marketplace</h1>
          <p className="text-sm text-muted">Trade, buy or pick up for free from gardeners near you.</p>
        </div>
      </div>
      <div className="md:max-w-md">
      <LinkTabs
        label="Whose listings"
        items={[
          { label: "Friend's", href: `/listings${filtersToSearch({ ...filters, tab: "friends" })}`, active: filters.tab === "friends" },
          { label: "Public", href: `/listings${filtersToSearch({ ...filters, tab: "public" })}`, active: filters.tab === "public" },
        ]}
      />
      </div>
      <div className="flex items-center gap-2">
        <SearchBox action="/listings" q={filters.q} keep={keep} placeholder="Search listings" />
        <FilterButton key={filtersToSearch(filters)} filters={filters} />
      </div>
      <CategoryButtons active={filters.category} hrefFor={(c) => `/listings${filtersToSearch({ ...filters, category: c })}`} />
      {narrowed && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {filters.q && (
            <span>
              Results for <strong className="text-ink">“{filters.q}”</strong>
            </span>
          )}
          <Link className="font-bold text-primary underline underline-offset-2" href={`/listings${filtersToSearch({ tab: filters.tab, category: filters.category })}`}>
            Clear {filters.q ? "search and filters" : "filters"}
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <EmptyState
          action={
            filters.tab === "friends" && !narrowed ? (
              <Link className="font-bold text-primary underline underline-offset-2" href={`/listings${filtersToSearch({ ...filters, tab: "public" })}`}>
                See public listings
              </Link>
            ) : undefined
          }
        >
          {narrowed
            ? `No ${category} listings match your search and filters.`
            : filters.tab === "friends"
              ? "No listings from friends yet. Check out the public listings!"
              : `No ${category} listings available at the moment.`}
        </EmptyState>
      ) : (
        <>
          <CardGrid label={`${category} listings`}>
            {items.map((l) => (
              <ListingCard key={l.id} listing={l} />
            ))}
          </CardGrid>
          {nextCursor && <LoadMore key={filtersToSearch(filters)} apiQuery={filtersToApi(filters).toString()} initialCursor={nextCursor} />}
        </>
      )}
    </section>
  );
}
