import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CategoryButtons } from "@/components/listings/category-tabs";
import { AreaForm, ChangeArea, LoadMore } from "@/components/listings/later";
import { FeedPlace } from "@/components/listings/feed-place";
import { FilterButton } from "@/components/listings/filter-button";
import { CardGrid, ListingCard } from "@/components/listings/listing-card";
import { SearchBox, SearchCutNote } from "@/components/listings/search-box";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { UserPlusIcon } from "@/components/ui/icons/user-plus";
import { NothingNear } from "@/components/invite/nothing-near";
import { LinkTabs } from "@/components/ui/tabs";
import type { Viewer } from "@/lib/auth/session";
import { getPageViewer, load, visitorArea } from "@/app/_doors/page";
import { InSeasonStrip } from "@/components/seasons/in-season-strip";
import { getSeasonNow } from "@/lib/seasons/get-season-now";
import type { ListingDTO } from "@/lib/listings";
import { listListings } from "@/lib/listings/list-listings";
import { withinToKm, type WithinChoice } from "@/lib/places/buckets";
import { activeFilterCount, ALL_CATEGORIES, filtersToApi, filtersToSearch, parseFilters, searchWasCut, type MarketFilters, type MarketTab } from "@/lib/listings/filters";
import { getPublicGardener } from "@/lib/accounts/get-public-gardener";
import { measuringFrom } from "@/lib/listings/measuring-from";
import { categoryName } from "@/lib/validation/listings";
import { getT, getWords, languageAlternates } from "@/app/_doors/locale";
import { withinWords } from "@/components/listings/within-words";

/** hreflang alternates per language (issue 38): the canonical follows the page's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("marketFeed");
  return { title: t("title"), description: t("description"), alternates: await languageAlternates("/listings?tab=public") };
}

const PAGE = 24;

/** Friend's for a gardener with friends; Public for a newcomer with none yet, and for anonymous visitors. */
async function defaultTab(viewer: Viewer | null): Promise<MarketTab> {
  if (!viewer) return "public";
  const me = await load(getPublicGardener, { id: viewer.id }).catch(() => null);
  return me && me.friend_count > 0 ? "friends" : "public";
}

/** The marketplace's filters as the API's query, parsed by the one listing-query schema (`listListings`). */
function queryOf(f: MarketFilters, o: { allCategories?: boolean; withinKm?: number; nearest?: boolean } = {}) {
  const p = filtersToApi(f);
  if (o.allCategories) p.delete("category_id");
  if (o.withinKm !== undefined) p.set("within_km", String(o.withinKm));
  if (o.nearest) p.set("sort", "distance");
  p.set("limit", String(PAGE));
  return Object.fromEntries(p);
}

export default async function MarketplacePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [viewer, params] = await Promise.all([getPageViewer(), searchParams]);
  const hasTab = params.tab === "public" || params.tab === "friends";
  const parsed = parseFilters(params, hasTab ? "friends" : await defaultTab(viewer));
  // Anonymous visitors browse the public marketplace (friends need an account).
  const filters: MarketFilters = viewer ? parsed : { ...parsed, tab: "public" };
  const all = filters.category === ALL_CATEGORIES;
  // Near me: public listings default to within 25 (km or miles), widening when nothing is that close.
  // A visitor without an account measures from the area kept in their cookie (AreaForm), if any.
  const near = await visitorArea(viewer);
  const area = await load(measuringFrom, { near });
  const from = area && near ? { near } : {};
  // "In season near you" (issue 35) for the same place the distances are measured from.
  const season = area ? await load(getSeasonNow, near ? { place: near } : {}).catch(() => null) : null;
  const units = area?.units ?? "km";
  const tries: (WithinChoice | "any")[] = !area ? ["any"] : filters.within !== undefined ? [filters.within] : filters.tab === "public" ? [25, 50, "any"] : ["any"];
  let within: WithinChoice | "any" = tries[0];
  let page = { items: [] as ListingDTO[], nextCursor: null as string | null };
  for (within of tries) {
    // Widened to anywhere: the nearest first, so what is shown is the closest there is (issue 31).
    const nearestFirst = !!area && (filters.nearest || (within === "any" && tries.length > 1));
    page = await load(listListings, { ...queryOf(filters, { withinKm: within !== "any" ? withinToKm(within, units) : undefined, nearest: nearestFirst }), ...from });
    if (page.items.length) break;
  }
  const widened = tries.length > 1 && within !== tries[0] && page.items.length > 0;
  // Nothing within the largest radius: say so plainly and offer to invite neighbours (issue 31, item 7).
  const nothingNear = widened && within === "any" && !!area;
  const largestRadius = tries.filter((t): t is WithinChoice => t !== "any").at(-1);
  const { items, nextCursor } = page;
  const apiQuery = filtersToApi(filters);
  if (within !== "any") apiQuery.set("within_km", String(withinToKm(within, units)));
  if (area && (filters.nearest || nothingNear)) apiQuery.set("sort", "distance");
  if (from.near) apiQuery.set("near", from.near);
  // Nothing in this category: say where the same search does find something, one tap away.
  const elsewhere =
    items.length === 0 && !all
      ? [...new Set((await load(listListings, { ...queryOf(filters, { allCategories: true }), ...from })).items.map((l) => l.category_id))]
      : [];
  const [t, names, fw] = await Promise.all([getT("marketFeed"), getT("categories"), getWords("marketFilters")]);
  /** A category's name in the page's language ("produce", "semillas"); "other categories" for none of the three. */
  const nameOf = (id: number) => (id === 1 || id === 2 || id === 3 ? names(categoryName(id) as "produce" | "seeds" | "plants") : t("otherCategories"));
  const withinLabel = (w: WithinChoice) => withinWords(w, units, fw);
  const yourArea = area?.label ?? t("yourArea");
  const narrowed = activeFilterCount(filters) > 0 || !!filters.q || !!filters.cell;
  const keep = Object.fromEntries(new URLSearchParams(filtersToSearch({ ...filters, q: "" }).slice(1)));
  const href = (f: Partial<MarketFilters>) => `/listings${filtersToSearch({ ...filters, ...f })}`;
  const SORT_TEXT = { newest: t("sortNewest"), oldest: t("sortOldest"), highest: t("sortHighest"), lowest: t("sortLowest") } as const;
  // One line for everything the sheet sets, so the first screen is cards, not controls.
  const summary = [
    all ? t("allCategories") : nameOf(filters.category).replace(/^./, (c) => c.toUpperCase()),
    area ? (within === "any" ? t("anywhere") : t("within", { within: withinLabel(within) })) : null,
    area && filters.nearest ? t("sortNearest") : SORT_TEXT[filters.sort],
    filters.cell ? t("inOneArea") : null,
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <section className="flex flex-col gap-3 md:gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl text-primary md:text-3xl">{t("title")}</h1>
          <p className="hidden text-sm text-muted md:block">{t("intro")}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link href="/listings/map" className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full border-2 border-primary bg-white px-4 text-sm font-bold text-primary hover:bg-primary-soft">
            {t("seeMap")}
          </Link>
        {viewer && (
          <Link href="/gardeners" className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full border-2 border-secondary bg-white px-4 text-sm font-bold text-secondary hover:bg-secondary-soft">
            <UserPlusIcon width={18} height={18} />
            {t("findGardeners")}
          </Link>
        )}
        </div>
      </div>
      {viewer ? (
        <div className="md:max-w-md">
          <LinkTabs
            label={t("whoseListings")}
            items={[
              { label: t("tabFriends"), href: href({ tab: "friends" }), active: filters.tab === "friends" },
              { label: t("tabPublic"), href: href({ tab: "public" }), active: filters.tab === "public" },
            ]}
          />
        </div>
      ) : (
        <div className="flex items-center justify-between gap-3 rounded-2xl bg-secondary-soft px-4 py-2">
          <p className="text-sm text-secondary">
            <span className="sm:hidden">{t("joinShort")}</span>
            <span className="hidden sm:inline">{t("joinLong")}</span>
          </p>
          <div className="flex shrink-0 gap-2">
            <ButtonLink href="/register" variant="secondary">
              {t("signUp")}
            </ButtonLink>
            <ButtonLink href="/login?next=/listings" variant="ghost" className="text-secondary">
              {t("logIn")}
            </ButtonLink>
          </div>
        </div>
      )}
      <div className="flex items-center gap-2">
        <SearchBox action="/listings" q={filters.q} keep={keep} placeholder={t("searchListings")} />
        <FilterButton key={filtersToSearch(filters)} filters={filters} distance={area ? { area: yourArea, units, within } : undefined} words={fw} />
      </div>
      {searchWasCut(params) && <SearchCutNote />}
      <div className="-mt-2 flex flex-wrap items-center gap-x-1 text-sm text-muted" data-testid="market-summary">
        {summary}
        {area && !viewer && (
          <>
            {" · "}
            <ChangeArea label={yourArea} />
          </>
        )}
      </div>
      {!area &&
        (viewer ? (
          <p className="-mt-2 text-sm text-muted">
            <Link href="/personal-info" className="font-bold text-primary underline underline-offset-2">
              {t("addPlace")}
            </Link>{" "}
            {t("addPlaceAfter")}
          </p>
        ) : (
          <AreaForm />
        ))}
      {nothingNear && largestRadius !== undefined ? (
        <NothingNear viewerId={viewer?.id ?? null} area={yourArea} radius={withinLabel(largestRadius)} />
      ) : widened && (
        <p role="status" className="rounded-xl bg-secondary-soft px-3 py-2 text-sm text-secondary">
          {t("widened", { from: withinLabel(tries[0] as WithinChoice), to: within === "any" ? t("anywhere") : withinLabel(within) })}
        </p>
      )}
      {season && <InSeasonStrip slugs={season.in_season} />}
      <CategoryButtons active={filters.category} withAll hrefFor={(c) => href({ category: c })} />
      {narrowed && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {filters.q && (
            <span className="user-text">{t.rich("resultsFor", { q: filters.q, strong: (chunks) => <strong className="text-ink">{chunks}</strong> })}</span>
          )}
          <Link className="inline-flex min-h-11 items-center font-bold text-primary underline underline-offset-2" href={`/listings${filtersToSearch({ tab: filters.tab, category: filters.category })}`}>
            {filters.cell && !filters.q && activeFilterCount(filters) === 0 ? t("showEveryArea") : filters.q ? t("clearSearchAndFilters") : t("clearFilters")}
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <EmptyState
          action={
            elsewhere.length > 0 ? (
              <span className="flex flex-wrap justify-center gap-2">
                {elsewhere.map((id) => (
                  <ButtonLink key={id} href={href({ category: id })} variant="secondary" size="sm" className="capitalize">
                    {t("seeCategory", { category: nameOf(id) })}
                  </ButtonLink>
                ))}
                <ButtonLink href={href({ category: ALL_CATEGORIES })} variant="outline" size="sm">
                  {t("seeAllCategories")}
                </ButtonLink>
              </span>
            ) : filters.tab === "friends" && !narrowed ? (
              <Link className="inline-flex min-h-11 items-center font-bold text-primary underline underline-offset-2" href={href({ tab: "public" })}>
                {t("seePublic")}
              </Link>
            ) : undefined
          }
        >
          {elsewhere.length > 0
            ? t(narrowed ? "elsewhereMatch" : "elsewhereHere", {
                category: nameOf(filters.category),
                n: elsewhere.length,
                others: elsewhere.map(nameOf).reduce((a, b) => t("and", { a, b })),
              })
            : narrowed
              ? all
                ? t("noneMatchAll")
                : t("noneMatchIn", { category: nameOf(filters.category) })
              : filters.tab === "friends"
                ? t("noFriends")
                : all
                  ? t("noneAll")
                  : t("noneIn", { category: nameOf(filters.category) })}
        </EmptyState>
      ) : (
        <>
          {nothingNear && (
            <h2 className="text-lg text-primary">
              {t("nearestHeading")} <span className="text-sm font-normal text-muted">{t("nearestNote")}</span>
            </h2>
          )}
          <CardGrid label={all ? t("cardsAll") : t("cardsIn", { category: nameOf(filters.category) })}>
            {items.map((l, i) => (
              <ListingCard key={l.id} listing={l} priority={i < 2} />
            ))}
          </CardGrid>
          {nextCursor && <LoadMore key={filtersToSearch(filters)} apiQuery={apiQuery.toString()} initialCursor={nextCursor} />}
          <FeedPlace />
        </>
      )}
    </section>
  );
}
