import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ListingChat } from "@/components/chat/listing-chat";
import { BackButton } from "@/components/listings/back-button";
import { ImageViewer } from "@/components/listings/image-viewer";
import { imageUrl } from "@/components/listings/image-url";
import { AvailableUntilLine } from "@/components/trades/available-until-line";
import { PriceTag, StateBadge } from "@/components/listings/price-tag";
import { PostedDate } from "@/components/listings/posted-date";
import { Avatar } from "@/components/ui/avatar";
import { UserText } from "@/components/ui/user-text";
import { ListingActionBar } from "@/components/listings/listing-action-bar";
import { cropNamedIn } from "@/lib/crops/crop-for";
import { getPageViewer, load as loadUseCase } from "@/app/_doors/page";
import { isAppError } from "@/lib/errors";
import type { ListingDTO } from "@/lib/listings";
import { getListing, type ListingDetailDTO } from "@/lib/listings/get-listing";
import { env } from "@/lib/env";
import { getImageSize } from "@/lib/images/get-image-size";
import { JsonLd } from "@/components/seo/json-ld";
import { getPublicGardener } from "@/lib/accounts/get-public-gardener";
import { categoryName } from "@/lib/validation/listings";
import { sowBy } from "@/lib/crops/sow-by";
import { now, today } from "@/lib/clock";
import { listTrades } from "@/lib/trades/list-trades";
import { listTradePartners } from "@/lib/trades/trade-partners";
import { getReviewState } from "@/lib/listings/get-review-state";
import { ReviewRequest } from "@/components/listings/review-request";
import { HandoverBlock } from "@/components/handover/handover-block";
import { SeedLotBox } from "@/components/seed-lots/seed-lot-box";
import { getListingLot } from "@/lib/seed-lots/get-listing-lot";
import { AvailableUntil, GlutPanel, ListingTrade, LiveTrades, OfferBanner, OwnerActions, SafetyActions } from "@/components/shell/signed-in-only";
import { NextInLine } from "@/components/queue/next-in-line";
import { getQueue } from "@/lib/queue/get-queue";
import { listMyOffers } from "@/lib/queue/my-offers";
import { listingHeld } from "@/lib/swap-days/listing-held";
import { tradePanelWords } from "@/components/trades/panel-words";
import { getT, getWords, languageAlternates, pageLocale } from "@/app/_doors/locale";
import { categoryIn, distanceIn } from "@/lib/i18n/translate";
import { priceIn } from "@/components/listings/card-words";
import { portionsWords } from "@/components/gluts/glut-words";

type Props = { params: Promise<{ id: string }> };

/** The listing as this viewer may see it, or null (missing and not visible look the same). */
const load = cache(async (rawId: string): Promise<ListingDetailDTO | null> => {
  try {
    return await loadUseCase(getListing, { id: rawId });
  } catch (e) {
    if (isAppError(e) && e.kind === "not_found") return null;
    throw e;
  }
});

/** The site picture for listings without a photo (public/og.png). */
const SITE_IMAGE = { url: "/og.png", width: 1200, height: 630, alt: "GardenSwap" };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const listing = await load((await params).id);
  const t = await getT("marketListing");
  if (!listing) return { title: t("notFound"), robots: { index: false } };
  const [card, locale] = await Promise.all([getWords("marketCard"), pageLocale()]);
  const description = t("metaDescription", { price: priceIn(listing, card), category: categoryIn(categoryName(listing.category_id), locale), owner: listing.owner_username, description: listing.description }).slice(0, 200);
  const image = imageUrl(listing.featured_image);
  const size = await loadUseCase(getImageSize, { path: listing.featured_image });
  const url = `${env().PUBLIC_URL}/listings/${listing.id}`;
  const images = image ? [{ url: image, alt: listing.title, ...size }] : [SITE_IMAGE];
  return {
    title: listing.title,
    description,
    alternates: await languageAlternates(url),
    robots: listing.is_public && listing.is_active ? undefined : { index: false },
    openGraph: { title: listing.title, description, type: "article", url, siteName: "GardenSwap", images },
    twitter: { card: image ? "summary_large_image" : "summary", title: listing.title, description, images: images.map((i) => i.url) },
  };
}

/** schema.org Product with its Offer, so search engines show price and availability. */
function listingJsonLd(listing: ListingDTO, origin: string) {
  const image = imageUrl(listing.featured_image);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: listing.title,
    description: listing.description || undefined,
    category: categoryName(listing.category_id),
    url: `${origin}/listings/${listing.id}`,
    image: image ? `${origin}${image}` : undefined,
    offers: {
      "@type": "Offer",
      price: listing.type_id === 1 ? listing.price.toFixed(2) : "0",
      priceCurrency: listing.currency,
      availability: listing.state_id === 1 ? "https://schema.org/InStock" : listing.state_id === 2 ? "https://schema.org/LimitedAvailability" : "https://schema.org/SoldOut",
      itemCondition: "https://schema.org/UsedCondition",
      seller: { "@type": "Person", name: listing.owner_username, url: `${origin}/seller/${listing.owner_id}` },
    },
  };
}

export default async function ListingPage({ params }: Props) {
  const listing = await load((await params).id);
  if (!listing) notFound();
  const viewer = await getPageViewer();
  const owner = await loadUseCase(getPublicGardener, { id: listing.owner_id }).catch(() => null);
  const isOwner = viewer?.id === listing.owner_id;
  // A glut (issue 36) is reserved and handed over a portion at a time.
  const glut = listing.unit !== null && listing.remaining !== null ? { unit: listing.unit, remaining: listing.remaining, max_per_person: listing.max_per_person, help_yourself: listing.help_yourself } : null;
  // The viewer's trade of this listing (owner or counterpart) and, for the owner, whom they may choose.
  const [trades, partners] = viewer
    ? await Promise.all([loadUseCase(listTrades, { listing_id: listing.id }), isOwner ? loadUseCase(listTradePartners, {}) : []])
    : [[], []];
  // The owner of a hidden listing is told so here and may ask for a review (issue 29).
  const review = isOwner ? await loadUseCase(getReviewState, { id: listing.id }).catch(() => null) : null;
  // Next in line (issue 32): the owner's queue; for anyone else, a first refusal open for them.
  const queue = isOwner && listing.state_id !== 3 ? await loadUseCase(getQueue, { id: listing.id }).catch(() => null) : null;
  const offer = viewer && !isOwner ? ((await loadUseCase(listMyOffers, {}).catch(() => null))?.items.find((o) => o.listing.id === listing.id) ?? null) : null;
  // Brought to a swap day (issue 34): held for the day, not reservable until it ends.
  const held = viewer && listing.state_id === 1 ? await loadUseCase(listingHeld, { id: listing.id }).catch(() => null) : null;
  const expired = listing.available_until !== null && listing.available_until < today();
  const crop = cropNamedIn(listing.title);
  const sowByMonth = listing.state_id !== 3 ? sowBy(listing.title, listing.category_id, listing.created_at) : null;
  // Issue 36: the seed lot the listing offers (variety, pollination, saved, source, parent).
  const seedLot = listing.category_id === 2 ? ((await loadUseCase(getListingLot, { id: listing.id }).catch(() => null))?.seed_lot ?? null) : null;
  const [t, card, glutWords, imageWords, reviewWords, ownerWords, locale, untilWords, handoverWords, queueWords, tradeWords, safetyWords] = await Promise.all([
    getT("marketListing"),
    getWords("marketCard"),
    getWords("marketGlut"),
    getWords("marketImage"),
    getWords("marketReview"),
    getWords("marketOwner"),
    pageLocale(),
    // The words of the trade, queue and safety controls this page holds (their areas' namespaces).
    getWords("tradesUntil"),
    getWords("tradesHandover"),
    getWords("tradesQueue"),
    tradePanelWords(),
    getWords("peopleSafety"),
  ]);
  const location = owner?.city && owner?.state ? `${owner.city}, ${owner.state}` : owner?.city || owner?.state || t("noLocation");
  // "Sow by June 2027": the month sowBy names, in the page's language (English as the SPEC says it).
  const sowMonth = sowByMonth && (() => {
    const d = new Date(listing.created_at);
    const by = new Date(Date.UTC(d.getUTCFullYear() + sowByMonth.years, d.getUTCMonth(), 1));
    return locale === "en" ? sowByMonth.month : by.toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  })();

  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-4 pt-2 md:pt-0">
      {listing.is_public && <JsonLd data={listingJsonLd(listing, env().PUBLIC_URL)} />}
      <div className="flex items-center gap-3">
        <BackButton label={t("back")} />
        <span className="text-sm text-muted">{t("back")}</span>
      </div>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] md:gap-10">
        <div className="relative min-w-0">
          <ImageViewer path={listing.featured_image} title={listing.title} words={imageWords} />
          <StateBadge stateId={listing.state_id} words={card} className="absolute left-3 top-3 text-sm shadow" />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-secondary-soft px-3 py-1 font-bold capitalize text-secondary">{categoryIn(categoryName(listing.category_id), locale)}</span>
            {crop && (
              // The crop's page: its other names, varieties, who else offers it and how many want it.
              <Link href={`/crops/${crop.slug}`} className="inline-flex min-h-11 items-center rounded-full bg-white px-3 font-bold text-secondary underline-offset-2 ring-1 ring-line hover:underline">
                {crop.label}
              </Link>
            )}
            {review?.hidden ? (
              // Issue 31: a hidden listing's owner must not read "public" here.
              <span className="rounded-full bg-stone-200 px-3 py-1 font-bold text-stone-700">{t("hidden")}</span>
            ) : listing.is_public ? (
              <span className="rounded-full bg-primary-soft px-3 py-1 font-bold text-primary">{t("public")}</span>
            ) : listing.group_only ? (
              <span className="rounded-full bg-white px-3 py-1 font-bold text-muted ring-1 ring-line">{t("groupsOnly")}</span>
            ) : (
              <span className="rounded-full bg-white px-3 py-1 font-bold text-muted ring-1 ring-line">{t("friendsOnly")}</span>
            )}
            {!listing.is_active && <span className="rounded-full bg-stone-200 px-3 py-1 font-bold text-stone-700">{t("takenDown")}</span>}
          </div>
          <div className="flex flex-col gap-3">
            <UserText as="h1" text={listing.title} className="text-3xl leading-tight text-primary md:text-4xl" />
            <div className="flex flex-wrap items-center gap-3">
              <PriceTag listing={listing} words={card} size="lg" />
              <PostedDate iso={listing.created_at} words={card} className="text-sm text-muted" />
            </div>
          </div>
          <Link href={`/seller/${listing.owner_id}`} className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-line hover:bg-primary-soft/40">
            <Avatar src={listing.owner_profile_picture} name={listing.owner_username} size={48} />
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-bold text-ink">{listing.owner_username}</span>
              <UserText text={location} className="text-sm text-muted" />
              {listing.distance_bucket && <span className="truncate text-sm text-muted">{t("fromYou", { distance: distanceIn(listing.distance_bucket, locale) })}</span>}
            </span>
            <span aria-hidden className="ml-auto text-primary">›</span>
          </Link>
          {listing.description ? (
            <UserText as="p" links text={listing.description} className="whitespace-pre-line leading-relaxed text-ink" />
          ) : (
            <p className="text-muted">{t("noDescription")}</p>
          )}
          {listing.available_until &&
            listing.state_id !== 3 &&
            (isOwner ? (
              <AvailableUntil listingId={listing.id} until={listing.available_until} expired={expired} words={untilWords} />
            ) : (
              <AvailableUntilLine until={listing.available_until} expired={expired} words={untilWords} />
            ))}
          {sowByMonth && (
            <p className="text-ink" data-testid="sow-by">
              <span className="font-bold text-secondary">{t("sowBy", { month: sowMonth ?? sowByMonth.month })}</span>
              <span className="text-muted">
                {" "}
                {t("seedKeeps", { crop: sowByMonth.crop.toLowerCase(), years: sowByMonth.years, count: String(sowByMonth.years) })}
              </span>
            </p>
          )}
          {held && (
            <p className="rounded-2xl bg-secondary-soft px-4 py-3 text-secondary">
              <span className="font-bold">{t("held")}</span>
              {held.event_id ? (
                <>
                  {" "}
                  <Link href={`/events/${held.event_id}`} dir="auto" className="user-text font-bold underline underline-offset-2">
                    {held.title}
                  </Link>
                </>
              ) : null}
              {t("heldAfter")}
            </p>
          )}
          {listing.quantity !== null &&
            listing.unit !== null &&
            listing.remaining !== null &&
            (viewer ? (
              <GlutPanel
                listing={{ id: listing.id, quantity: listing.quantity, unit: listing.unit, remaining: listing.remaining, max_per_person: listing.max_per_person, fair_chance_until: listing.fair_chance_until, help_yourself: listing.help_yourself, state_id: listing.state_id }}
                isOwner={isOwner}
                words={glutWords}
                choosing={listing.fair_chance_until !== null && Date.parse(listing.fair_chance_until) > now().getTime()}
              />
            ) : (
              <p className="rounded-2xl bg-secondary-soft p-4 text-lg font-bold text-secondary">{portionsWords({ ...listing, quantity: listing.quantity, unit: listing.unit, remaining: listing.remaining }, glutWords)}</p>
            ))}
          {listing.handover && <HandoverBlock handover={listing.handover} isOwner={isOwner} words={handoverWords} />}
          {review?.hidden && <ReviewRequest listingId={listing.id} state={review} words={reviewWords} />}
          {offer && <OfferBanner listingId={listing.id} title={listing.title} expiresAt={offer.expires_at} words={queueWords} />}
          {viewer && <LiveTrades />}
          {/* Only the owner and a gardener in a trade have trade controls: nobody else loads their code. */}
          {glut && isOwner ? (
            // A glut's owner (issue 36): each gardener's open portion, then reserving another.
            <>
              {trades
                .filter((t) => t.portion && (t.state === "reserved" || t.state === "given"))
                .map((t) => (
                  <ListingTrade key={t.id} listing={{ ...listing, glut }} isOwner trade={t} words={tradeWords} />
                ))}
              {!glut.help_yourself && <ListingTrade listing={{ ...listing, glut }} isOwner trade={null} partners={partners} words={tradeWords} />}
            </>
          ) : (
            (isOwner || trades[0]) && <ListingTrade listing={{ ...listing, glut }} isOwner={isOwner} trade={trades[0] ?? null} partners={partners} windows={listing.handover?.windows} words={tradeWords} />
          )}
          {queue && <NextInLine items={queue.items} stateId={listing.state_id} />}
          {isOwner && (
            <div className="flex flex-wrap items-start gap-2">
              <OwnerActions listingId={listing.id} title={listing.title} words={ownerWords} />
            </div>
          )}
          {viewer && !isOwner && (
            <SafetyActions target={{ type: "listing", id: listing.id }} user={{ id: listing.owner_id, username: listing.owner_username }} words={safetyWords} />
          )}
          {!viewer && <p className="rounded-2xl bg-secondary-soft p-4 text-secondary">{t("signUpToMessage", { owner: listing.owner_username })}</p>}
          {crop && viewer && (
            <p className="text-sm text-muted">
              <Link href={`/have-want-search?tab=want&q=${encodeURIComponent(crop.name)}`} className="inline-flex min-h-11 items-center font-bold text-primary underline underline-offset-2">
                {t("whoIsLooking", { crop: crop.name.toLowerCase() })}
              </Link>
            </p>
          )}
          <ListingActionBar listing={listing} viewer={!viewer ? "visitor" : isOwner ? "owner" : "gardener"} />
          {/* After the actions: on a desktop the action bar is in the flow, and Message stays in the first view. */}
          {seedLot && <SeedLotBox lot={seedLot} />}
        </div>
      </div>
      {viewer && !isOwner && (
        <ListingChat listingId={listing.id} listingTitle={listing.title} owner={{ id: listing.owner_id, username: listing.owner_username, profile_picture: listing.owner_profile_picture }} />
      )}
    </article>
  );
}
