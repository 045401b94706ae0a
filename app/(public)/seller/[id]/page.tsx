import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { cache, Suspense } from "react";
import { formatLocation } from "@/components/friends/location";
import { GridSkeleton } from "@/components/listings/grid-skeleton";
import { CardGrid, ListingCard } from "@/components/listings/listing-card";
import { LoadMore } from "@/components/listings/later";
import { Alert } from "@/components/ui/alert";
import { Avatar } from "@/components/ui/avatar";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ChatIcon } from "@/components/ui/icons/chat";
import { SendIcon } from "@/components/ui/icons/send";
import { ShareButton } from "@/components/ui/share-button";
import { UserText } from "@/components/ui/user-text";
import { LinkTabs } from "@/components/ui/tabs";
import { TradeRecord } from "@/components/trades/trade-record";
import { getPageViewer, load, visitorArea } from "@/app/_doors/page";
import { getTradeProfile } from "@/lib/trades/trade-profile";
import { getReliability } from "@/lib/trades/reliability";
import { getUserImpact } from "@/lib/impact/get-user-impact";
import { ImpactFigures } from "@/components/impact/impact-figures";
import { JsonLd } from "@/components/seo/json-ld";
import { env } from "@/lib/env";
import { getImageSize } from "@/lib/images/get-image-size";
import { isAppError } from "@/lib/errors";
import { getPublicGardener } from "@/lib/accounts/get-public-gardener";
import type { Relation } from "@/lib/friends";
import { getFriendStatus } from "@/lib/friends/get-friend-status";
import { distanceToGardener } from "@/lib/gardeners/distance-to-gardener";
import type { ListingDTO } from "@/lib/listings";
import { SafetyActions, SellerFriendActions } from "@/components/shell/signed-in-only";
import { listListings } from "@/lib/listings/list-listings";
import { log } from "@/lib/log";
import type { PublicUser } from "@/lib/users";
import { categoryName, groupByCategory } from "@/lib/validation/listings";
import type { WantDTO } from "@/lib/wants";
import { listWants } from "@/lib/wants/list-wants";
import { getT, getWords, languageAlternates, pageLocale } from "@/app/_doors/locale";
import { categoryIn, distanceIn } from "@/lib/i18n/translate";
import type { UserImpact } from "@/lib/impact/get-user-impact";
import type { Locale } from "@/lib/i18n/locales";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ tab?: string | string[] }> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const parseUserId = (raw: string) => (/^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** The profile, once per request (metadata and page share it); null when there is no such user. */
const loadUser = cache(async (id: number): Promise<PublicUser | null> => {
  try {
    return await load(getPublicGardener, { id });
  } catch (e) {
    if (isAppError(e) && e.kind === "not_found") return null;
    throw e;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseUserId((await params).id);
  const [user, t] = await Promise.all([id ? loadUser(id).catch(() => null) : null, getT("peopleSeller")]);
  if (!user) return { title: t("notFound"), robots: { index: false } };
  const title = `@${user.username}`;
  const description =
    user.city || user.state
      ? t("descriptionIn", { user: user.username, place: formatLocation(user.city, user.state, t("noPlace")) })
      : t("description", { user: user.username });
  const onGardenSwap = t("onGardenSwap", { user: user.username });
  const url = `${env().PUBLIC_URL}/seller/${user.id}`;
  const images = user.profile_picture
    ? [{ url: `${env().PUBLIC_URL}/api/${user.profile_picture}`, alt: `@${user.username}`, ...(await load(getImageSize, { path: user.profile_picture })) }]
    : [{ url: "/og.png", width: 1200, height: 630, alt: "GardenSwap" }];
  return {
    title,
    description,
    alternates: await languageAlternates(url),
    openGraph: { type: "profile", title: onGardenSwap, description, url, siteName: "GardenSwap", username: user.username, images },
    twitter: { card: "summary", title: onGardenSwap, description, images: images.map((i) => i.url) },
  };
}

export default async function SellerPage({ params, searchParams }: Props) {
  const id = parseUserId((await params).id);
  if (!id) notFound();
  const [sp, viewer, t, locale] = await Promise.all([searchParams, getPageViewer(), getT("peopleSeller"), pageLocale()]);
  const tab = one(sp.tab) === "want" ? "want" : "have";

  let user: PublicUser | null;
  try {
    user = await loadUser(id);
  } catch (e) {
    log.error("seller profile failed to load", e);
    return (
      <div className="mx-auto max-w-md py-10">
        <Alert>{t("loadFailed")}</Alert>
      </div>
    );
  }
  if (!user) notFound();

  const isOwner = viewer?.id === user.id;
  // SPEC §4: the status is checked only for a signed-in viewer who is not the profile owner.
  const relation: Relation | null = viewer && !isOwner ? await load(getFriendStatus, { id: user.id }).catch(() => null) : null;

  // Near me (issue 13): how far, as a bucket, from the viewer's own place or a visitor's area cookie.
  const near = await visitorArea(viewer);
  const { distance_bucket } = isOwner ? { distance_bucket: null } : await load(distanceToGardener, { id: user.id, near });
  const base = `/seller/${user.id}`;
  const tradeProfile = await load(getTradeProfile, { id: user.id });
  const reliability = await load(getReliability, { id: user.id });
  // Issue 37: the gardener's own harvest counted, this season only (no all-time figures of people).
  const impact = await load(getUserImpact, { id: user.id });
  // The friend buttons and Report/Block, in the page's language (client components: their words as props).
  const [buttonWords, safetyWords] = await Promise.all([relation ? getWords("peopleButtons") : null, viewer && !isOwner ? getWords("peopleSafety") : null]);
  const noPlace = t("noPlace");
  const friends = t("friends", { n: user.friend_count });
  return (
    <div className="mx-auto max-w-4xl space-y-6 pt-2">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ProfilePage",
          mainEntity: {
            "@type": "Person",
            alternateName: `@${user.username}`,
            url: `${env().PUBLIC_URL}${base}`,
            image: user.profile_picture ? `${env().PUBLIC_URL}/api/${user.profile_picture}` : undefined,
            homeLocation: user.city || user.state ? { "@type": "Place", name: formatLocation(user.city, user.state, noPlace) } : undefined,
          },
        }}
      />
      <section aria-label={t("profile")} className="rounded-3xl border border-line bg-white p-5 shadow-sm md:p-7">
        <div className="flex flex-col items-center gap-4 text-center md:flex-row md:items-center md:text-left">
          <Avatar src={user.profile_picture} name={user.username} size={104} priority />
          <div className="min-w-0 flex-1 space-y-1">
            <h1 className="break-words text-2xl text-primary md:text-3xl">@{user.username}</h1>
            {user.verified && (
              <p className="inline-flex items-center gap-1 rounded-full bg-secondary-soft px-2.5 py-0.5 text-sm font-bold text-secondary" title={t("verifiedTitle")}>
                <svg aria-hidden viewBox="0 0 24 24" width={16} height={16} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round">
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
                {t("verified")}
              </p>
            )}
            <p className="flex min-w-0 items-center justify-center gap-1.5 text-muted md:justify-start">
              <svg aria-hidden viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
                <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
                <circle cx="12" cy="9" r="2.5" />
              </svg>
              <UserText text={formatLocation(user.city, user.state, noPlace)} className="min-w-0" />
              {distance_bucket && <span className="shrink-0">· {t("away", { distance: distanceIn(distance_bucket, locale) })}</span>}
            </p>
            <p className="text-sm font-bold text-secondary">
              {isOwner ? (
                <Link href="/myfriends" className="underline-offset-4 hover:underline">
                  {friends}
                </Link>
              ) : (
                friends
              )}
            </p>
          </div>
          <div className="flex flex-col items-center gap-2 md:items-end">
            {relation && buttonWords && <SellerFriendActions userId={user.id} username={user.username} relation={relation} words={buttonWords} />}
            {isOwner && <p className="rounded-full bg-secondary-soft px-3 py-1 text-sm font-bold text-secondary">{t("ownProfile")}</p>}
            <ShareButton url={base} title={t("onGardenSwap", { user: user.username })} label={t("share")} words={{ copied: t("copied"), failed: t("copyFailed") }} />
            {safetyWords && <SafetyActions target={{ type: "user", id: user.id }} user={{ id: user.id, username: user.username }} words={safetyWords} />}
          </div>
        </div>
        {!viewer && (
          <div className="mt-5 flex flex-col items-center gap-3 rounded-2xl bg-cream p-4 text-center sm:flex-row sm:justify-between sm:text-left">
            <p className="text-sm text-muted">{t("logInTo", { user: user.username })}</p>
            <ButtonLink href={`/login?next=${encodeURIComponent(base)}`} size="sm">
              {t("login")}
            </ButtonLink>
          </div>
        )}
      </section>

      <TradeRecord username={user.username} profile={tradeProfile} viewerId={viewer?.id ?? null} reliability={reliability} />

      {impact.given.shown && (
        <section aria-labelledby="impact-heading" className="rounded-3xl border border-line bg-white p-5 shadow-sm md:p-7">
          <h2 id="impact-heading" className="text-xl text-primary">
            {sharedHeading(impact, t, locale)}
          </h2>
          <p className="mb-3 text-sm text-muted">{t("handedOver", { user: user.username })}</p>
          <ImpactFigures figures={impact.given} factors={impact.factors} />
        </section>
      )}

      <LinkTabs
        label={t("lists", { user: user.username })}
        items={[
          { label: t("have"), href: base, active: tab === "have" },
          { label: t("want"), href: `${base}?tab=want`, active: tab === "want" },
        ]}
      />

      <Suspense key={tab} fallback={<GridSkeleton count={4} />}>
        <SellerLists userId={user.id} username={user.username} tab={tab} />
      </Suspense>

      {relation && (
        <div className="sticky bottom-20 z-10 md:bottom-6">
          <Link
            href={`/messages/${user.id}`}
            className="flex h-14 items-center gap-3 rounded-full border border-line bg-white pl-5 pr-2 shadow-lg transition-shadow hover:shadow-xl"
          >
            <ChatIcon aria-hidden className="h-5 w-5 shrink-0 text-muted" />
            <span className="flex-1 truncate text-muted">{t("messageUser", { user: user.username })}</span>
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-white">
              <SendIcon width={18} height={18} />
            </span>
          </Link>
        </div>
      )}
    </div>
  );
}

/** The Have or Want tab, streamed after the profile so an unknown user is still a real 404. */
async function SellerLists({ userId, username, tab }: { userId: number; username: string; tab: "have" | "want" }) {
  const [t, locale] = await Promise.all([getT("peopleSeller"), pageLocale()]);
  let data: { listings: { items: ListingDTO[]; nextCursor: string | null } } | { wants: WantDTO[] } | null = null;
  try {
    data = tab === "have" ? { listings: await load(listListings, { user_id: userId, limit: 24 }) } : { wants: await load(listWants, { user_id: userId }) };
  } catch (e) {
    if (!(isAppError(e) && e.kind === "invalid")) log.error("seller listings failed to load", e);
  }
  if (!data) return <Alert>{t("listingsFailed")}</Alert>;
  if ("wants" in data) return <WantTab wants={data.wants} t={t} locale={locale} />;
  return <HaveTab listings={data.listings} userId={userId} username={username} t={t} />;
}

type T = Awaited<ReturnType<typeof getT<"peopleSeller">>>;

/** "Shared this season (since 1 March 2025)", "Shared the last 12 months": the window's start in the page's language. */
function sharedHeading(impact: UserImpact, t: T, locale: Locale) {
  if (impact.window === "12m") return t("sharedYear");
  const date = new Date(impact.from).toLocaleDateString(locale === "en" ? "en-GB" : locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return t("sharedSeason", { date });
}

function HaveTab({ listings, userId, username, t }: { listings: { items: ListingDTO[]; nextCursor: string | null }; userId: number; username: string; t: T }) {
  if (!listings.items.length) return <EmptyState>{t("noListings")}</EmptyState>;
  return (
    <div>
      <CardGrid label={t("listings", { user: username })}>
        {listings.items.map((l, i) => (
          <ListingCard key={l.id} listing={l} priority={i < 2} />
        ))}
      </CardGrid>
      {listings.nextCursor && <LoadMore apiQuery={`user_id=${userId}&sort=newest`} initialCursor={listings.nextCursor} />}
    </div>
  );
}

function WantTab({ wants, t, locale }: { wants: WantDTO[]; t: T; locale: Locale }) {
  if (!wants.length) return <EmptyState>{t("noWishes")}</EmptyState>;
  return (
    <div className="space-y-4">
      {groupByCategory(wants).map((g) => (
        <section key={g.categoryId ?? "none"} aria-labelledby={`want-${g.categoryId ?? "none"}`} className="rounded-2xl border border-line bg-white p-4">
          <h2 id={`want-${g.categoryId ?? "none"}`} className="mb-2 text-sm font-bold uppercase tracking-wide text-muted">
            {categoryLabel(g.categoryId, t, locale)}
          </h2>
          <ul className="divide-y divide-line">
            {g.items.map((w) => (
              <li key={w.id} dir="auto" className="user-text py-2.5 text-ink">
                {w.title}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A wish group's category ("seeds", "uncategorized") in the page's language. */
function categoryLabel(id: number | null | undefined, t: T, locale: Locale) {
  const name = categoryName(id);
  return name === "uncategorized" ? t("uncategorized") : categoryIn(name, locale);
}
