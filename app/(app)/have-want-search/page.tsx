import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CategoryButtons } from "@/components/listings/category-tabs";
import { CardGrid, ListingCard } from "@/components/listings/listing-card";
import { SearchBox, SearchCutNote } from "@/components/listings/search-box";
import { Avatar } from "@/components/ui/avatar";
import { EmptyState } from "@/components/ui/empty-state";
import { HeartIcon } from "@/components/ui/icons/heart";
import { LinkTabs } from "@/components/ui/tabs";
import { load, requirePageViewer } from "@/app/_doors/page";
import { SEARCH_MAX, searchWasCut } from "@/lib/listings/filters";
import { listListings } from "@/lib/listings/list-listings";
import { CATEGORIES, categoryName } from "@/lib/validation/listings";
import { searchWants } from "@/lib/wants/search-wants";
import { getT, pageLocale } from "@/app/_doors/locale";
import { categoryIn } from "@/lib/i18n/translate";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("marketSearch"))("title") };
}

type SP = Promise<{ tab?: string; category?: string; q?: string }>;

/** Search what gardeners have (listings you may see) and what they want (wish lists), by category. */
export default async function HaveWantSearch({ searchParams }: { searchParams: SP }) {
  await requirePageViewer("/have-want-search");
  const sp = await searchParams;
  const tab = sp.tab === "want" ? "want" : "have";
  const category = CATEGORIES.find((c) => c.name === sp.category)?.id ?? 1;
  const q = (sp.q ?? "").trim().slice(0, SEARCH_MAX);
  const href = (p: { tab?: string; category?: number; q?: string }) => {
    const out = new URLSearchParams();
    const t = p.tab ?? tab;
    const c = p.category ?? category;
    const text = p.q ?? q;
    if (t === "want") out.set("tab", "want");
    if (c !== 1) out.set("category", categoryName(c));
    if (text) out.set("q", text);
    const s = out.toString();
    return `/have-want-search${s ? `?${s}` : ""}`;
  };
  const keep: Record<string, string> = {};
  if (tab === "want") keep.tab = "want";
  if (category !== 1) keep.category = categoryName(category);

  const haves = tab === "have" ? (await load(listListings, { category_id: category, q: q || undefined, limit: 24 })).items : [];
  const wants = tab === "want" ? await load(searchWants, { q, category_id: category, limit: 50 }) : [];
  const [t, locale] = await Promise.all([getT("marketSearch"), pageLocale()]);
  const name = categoryIn(categoryName(category), locale);

  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl text-primary md:text-3xl">{t("heading")}</h1>
        <p className="text-sm text-muted">{tab === "have" ? t("haveIntro") : t("wantIntro")}</p>
      </div>
      <div className="md:max-w-md">
        <LinkTabs
          label={t("tabs")}
          items={[
            { label: t("have"), href: href({ tab: "have" }), active: tab === "have" },
            { label: t("want"), href: href({ tab: "want" }), active: tab === "want" },
          ]}
        />
      </div>
      <SearchBox action="/have-want-search" q={q} keep={keep} placeholder={tab === "have" ? t("searchListings") : t("searchWishes")} />
      {searchWasCut(sp) && <SearchCutNote />}
      <CategoryButtons active={category} hrefFor={(c) => href({ category: c })} />
      {tab === "have" ? (
        haves.length ? (
          <CardGrid label={t("cards", { category: name })}>
            {haves.map((l) => (
              <ListingCard key={l.id} listing={l} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState><span className="user-text">{q ? t("noMatch", { category: name, q }) : t("none", { category: name })}</span></EmptyState>
        )
      ) : wants.length ? (
        <ul aria-label={t("wishesLabel", { category: name })} className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl bg-white ring-1 ring-line">
          {wants.map((w) => (
            <li key={w.id}>
              <Link href={`/seller/${w.user_id}`} className="flex items-center gap-3 p-3 hover:bg-primary-soft/40">
                <HeartIcon width={20} height={20} className="shrink-0 text-primary" />
                <span className="flex-1 truncate font-bold text-ink">{w.title}</span>
                <span className="flex items-center gap-2 text-sm text-muted">
                  <Avatar src={w.profile_picture} name={w.username} size={24} />
                  {w.username}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState><span className="user-text">{q ? t("nobodyLooking", { category: name, q }) : t("noWishes", { category: name })}</span></EmptyState>
      )}
    </section>
  );
}
