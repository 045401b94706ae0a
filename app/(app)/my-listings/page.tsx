import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { deleteWantAction, wakeWantAction } from "@/app/actions/listings";
import { MONTH_NAMES } from "@/lib/seasons/windows";
import { ListingPicture } from "@/components/listings/listing-image";
import { PostedDate } from "@/components/listings/posted-date";
import { PriceTag } from "@/components/listings/price-tag";
import { ShareButton } from "@/components/ui/share-button";
import { WantDeleteButton } from "@/components/listings/want-delete-button";
import { WishMatchLine } from "@/components/notifications/wish-match-line";
import { WishPushOffer } from "@/components/pwa/push-offer-later";
import { TradeStateSelect } from "@/components/trades/trade-state-select";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PlusIcon } from "@/components/ui/icons/plus";
import { LinkTabs } from "@/components/ui/tabs";
import { load, requirePageViewer } from "@/app/_doors/page";
import type { ListingDTO } from "@/lib/listings";
import { listListings } from "@/lib/listings/list-listings";
import type { WishMatchCount } from "@/lib/notifications";
import { countWishMatches } from "@/lib/notifications/count-wish-matches";
import { categoryName, groupByCategory } from "@/lib/validation/listings";
import { listTrades } from "@/lib/trades/list-trades";
import { listTradePartners } from "@/lib/trades/trade-partners";
import { listWants } from "@/lib/wants/list-wants";
import { getT, getWords, pageLocale } from "@/app/_doors/locale";
import { categoryIn } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("marketMine"))("title") };
}

/** A category's name in the page's language; "uncategorized" for none of the three. */
async function groupNames(): Promise<(categoryId: number | null) => string> {
  const [t, locale] = await Promise.all([getT("marketMine"), pageLocale()]);
  return (id) => (id === 1 || id === 2 || id === 3 ? categoryIn(categoryName(id), locale) : t("uncategorized"));
}

function GroupHeading({ name, count }: { name: string; count: number }) {
  return (
    <h2 className="mb-2 flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-secondary">
      {name}
      <span className="rounded-full bg-secondary-soft px-2 text-xs">{count}</span>
    </h2>
  );
}

/** Every own listing, page after page of the one page size: none is dropped past the first page. */
async function allMine(): Promise<ListingDTO[]> {
  const items: ListingDTO[] = [];
  let cursor: string | undefined;
  do {
    const page = await load(listListings, { mine: "true", ...(cursor && { cursor }) });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

async function HaveList({ posted }: { posted: number | null }) {
  const [items, partners, open, t, card, stateWords] = await Promise.all([
    allMine(),
    load(listTradePartners, {}),
    load(listTrades, { status: "in_progress", role: "giver" }),
    getT("marketMine"),
    getWords("marketCard"),
    getWords("tradesStateSelect"),
  ]);
  const groupName = await groupNames();
  // Who each reserved listing is for, so the row can say so and "Completed" can offer them first.
  const reservedFor = new Map(open.filter((t) => t.state === "reserved" && t.counterpart).map((t) => [t.listing.id, t.counterpart!]));
  const just = posted ? items.find((l) => l.id === posted) : undefined;
  if (!items.length) {
    return (
      <EmptyState action={<Link className="font-bold text-primary underline underline-offset-2" href="/listings/new">{t("firstListing")}</Link>}>
        {t("noListings")}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {just && (
        <div role="status" className="flex flex-col gap-3 rounded-2xl bg-secondary-soft p-4 text-secondary">
          <p>
            <strong>{t("posted")}</strong> <span dir="auto" className="user-text">“{just.title}”</span>{" "}
            {just.is_public ? t("inPublic") : just.group_only ? t("inGroups") : t("inFriends")}
          </p>
          <div className="flex flex-wrap items-start gap-2">
            <ButtonLink href={`/listings/${just.id}`} variant="secondary" size="sm">
              {t("viewListing")}
            </ButtonLink>
            <ShareButton url={`/listings/${just.id}`} title={just.title} label={t("share")} words={{ copied: t("copied"), failed: t("copyFailed") }} />
          </div>
        </div>
      )}
      {groupByCategory(items).map((g, gi) => (
        <section key={g.categoryId ?? "none"} aria-label={groupName(g.categoryId)}>
          <GroupHeading name={groupName(g.categoryId)} count={g.items.length} />
          <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl bg-white ring-1 ring-line">
            {g.items.map((l, i) => (
              <li key={l.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
                <Link href={`/listings/${l.id}`} className="flex min-w-0 flex-1 basis-56 items-center gap-3 rounded-xl hover:bg-primary-soft/40">
                  <ListingPicture path={l.featured_image} priority={gi === 0 && i < 4} className="h-16 w-16 shrink-0 rounded-xl" />
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span dir="auto" className="truncate font-bold text-ink">{l.title}</span>
                    <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
                      <PriceTag listing={l} words={card} />
                      {!l.is_public && <span className="rounded-full bg-stone-100 px-2 py-0.5 font-bold">{l.group_only ? t("groups") : t("private")}</span>}
                      {!l.is_active && <span className="rounded-full bg-stone-200 px-2 py-0.5 font-bold">{t("takenDown")}</span>}
                      <PostedDate iso={l.created_at} words={card} />
                    </span>
                  </span>
                </Link>
                <TradeStateSelect listingId={l.id} stateId={l.state_id} title={l.title} partners={partners} reservedFor={reservedFor.get(l.id) ?? null} words={stateWords} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** "June" (issue 35): a season opens on the first of a month within the year; another day (demo data) is named: "30 November". In the page's language. */
const sleepingDate = (day: string, locale: Locale) =>
  locale === "en"
    ? `${day.endsWith("-01") ? "" : `${Number(day.slice(8, 10))} `}${MONTH_NAMES[Number(day.slice(5, 7)) - 1]}`
    : new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { timeZone: "UTC", month: "long", ...(day.endsWith("-01") ? {} : { day: "numeric" }) });

async function WantList() {
  // SPEC §8: a failed wish-list load shows an empty list.
  const wants = await load(listWants, {}).catch(() => []);
  const matches = await load(countWishMatches, { want_ids: wants.map((w) => w.id) }).catch(() => ({}) as Record<number, WishMatchCount>);
  const [t, locale, deleteWords, groupName, pushWords] = await Promise.all([getT("marketMine"), pageLocale(), getWords("marketWantDelete"), groupNames(), getWords("talkPush")]);
  if (!wants.length) {
    return (
      <EmptyState action={<Link className="font-bold text-primary underline underline-offset-2" href="/post-want">{t("addWishCta")}</Link>}>
        {t("noWishes")}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <WishPushOffer words={pushWords} />
      {groupByCategory(wants).map((g) => (
        <section key={g.categoryId ?? "none"} aria-label={groupName(g.categoryId)}>
          <GroupHeading name={groupName(g.categoryId)} count={g.items.length} />
          <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl bg-white ring-1 ring-line">
            {g.items.map((w) => (
              <li key={w.id} className="flex items-center gap-3 py-1 pl-4 pr-2">
                <span className="flex min-w-0 flex-1 flex-col py-2">
                  <span dir="auto" className="truncate text-ink">{w.title}</span>
                  <WishMatchLine match={matches[w.id]} />
                  {w.dormant_until && (
                    <span className="text-sm text-muted" data-testid="wish-sleeping">
                      {t("sleeping", { date: sleepingDate(w.dormant_until, locale) })} {t("stillMatches")}
                    </span>
                  )}
                </span>
                {w.dormant_until && (
                  <form action={wakeWantAction}>
                    <input type="hidden" name="id" value={w.id} />
                    <button type="submit" aria-label={t("wakeLabel", { title: w.title })} className="min-h-11 rounded-full px-3 text-sm font-bold text-secondary underline underline-offset-2 hover:bg-secondary-soft">
                      {t("wake")}
                    </button>
                  </form>
                )}
                <form action={deleteWantAction}>
                  <input type="hidden" name="id" value={w.id} />
                  <WantDeleteButton title={w.title} words={deleteWords} />
                </form>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default async function MyListingsPage({ searchParams }: { searchParams: Promise<{ tab?: string; posted?: string }> }) {
  await requirePageViewer("/my-listings");
  const t = await getT("marketMine");
  const sp = await searchParams;
  const tab = sp.tab === "want" ? "want" : "have";
  const posted = /^\d{1,9}$/.test(sp.posted ?? "") ? Number(sp.posted) : null;
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl text-primary md:text-3xl">{t("title")}</h1>
        <Link
          href={tab === "have" ? "/listings/new" : "/post-want"}
          aria-label={tab === "have" ? t("addListing") : t("addWish")}
          title={tab === "have" ? t("addListing") : t("addWish")}
          className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-primary text-white shadow-md hover:bg-primary-hover"
        >
          <PlusIcon />
        </Link>
      </div>
      <LinkTabs
        label={t("tabs")}
        items={[
          { label: t("have"), href: "/my-listings", active: tab === "have" },
          { label: t("want"), href: "/my-listings?tab=want", active: tab === "want" },
        ]}
      />
      {tab === "have" ? <HaveList posted={posted} /> : <WantList />}
    </section>
  );
}
