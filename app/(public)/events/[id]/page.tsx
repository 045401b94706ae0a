import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import Link from "@/components/ui/link";
import { getPageViewer, load as loadUseCase } from "@/app/_doors/page";
import { BringingForm } from "@/components/events/bringing-form";
import { CancelEventButton } from "@/components/events/cancel-event-button";
import { RsvpButton } from "@/components/events/rsvp-button";
import { WindowText } from "@/components/handover/window-text";
import { imageUrl } from "@/components/listings/image-url";
import { ListingPicture } from "@/components/listings/listing-image";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink } from "@/components/ui/button";
import { UserText } from "@/components/ui/user-text";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { bringingChoices } from "@/lib/swap-days/bringing-choices";
import { eventMatches } from "@/lib/swap-days/event-matches";
import type { EventDTO } from "@/lib/swap-days/event-view";
import { getEvent } from "@/lib/swap-days/get-event";
import { getT, getWords, languageAlternates, pageLocale } from "@/app/_doors/locale";
import { recurrenceIn } from "@/components/events/recurrence-text";
import type { Locale } from "@/lib/i18n/locales";

type Props = { params: Promise<{ id: string }> };

/** The swap day as this viewer may see it, or null (missing and not visible look the same). */
const load = cache(async (rawId: string): Promise<EventDTO | null> => {
  try {
    return await loadUseCase(getEvent, { id: rawId });
  } catch (e) {
    if (isAppError(e) && e.kind === "not_found") return null;
    throw e;
  }
});

const SITE_IMAGE = { url: "/og.png", width: 1200, height: 630, alt: "GardenSwap" };
const dayText = (iso: string, locale: Locale) => new Date(iso).toLocaleDateString(locale === "en" ? "en-GB" : locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

/** Shares with its title, when and where (a town), and a photo of something brought (else the site picture). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const e = await load((await params).id);
  const [t, locale] = await Promise.all([getT("communityEvent"), pageLocale()]);
  if (!e) return { title: t("notFound"), robots: { index: false } };
  const when = t("metaWhen", { day: dayText(e.starts_at, locale), place: e.place }) + (e.group ? t("metaBy", { group: e.group.name }) : "");
  const description = `${when}. ${t("metaGoing", { n: e.going_count })} ${e.description}`.slice(0, 200);
  const url = `${env().PUBLIC_URL}/events/${e.id}`;
  const photo = imageUrl(e.bringing.find((b) => b.listing.featured_image)?.listing.featured_image);
  const images = photo ? [{ url: photo, alt: e.title }] : [SITE_IMAGE];
  const open = !e.members_only && !e.cancelled;
  return {
    title: e.title,
    description,
    alternates: await languageAlternates(url),
    robots: open ? undefined : { index: false },
    openGraph: { title: e.title, description, type: "article", url, siteName: "GardenSwap", images },
    twitter: { card: photo ? "summary_large_image" : "summary", title: e.title, description, images: images.map((i) => i.url) },
  };
}

/** schema.org Event: the town only, never the address. */
const eventJsonLd = (e: EventDTO, origin: string) => ({
  "@context": "https://schema.org",
  "@type": "Event",
  name: e.title,
  description: e.description || undefined,
  startDate: e.starts_at,
  endDate: e.ends_at,
  eventStatus: e.cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
  eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
  location: { "@type": "Place", name: e.place, address: e.place },
  organizer: { "@type": "Organization", name: e.group?.name ?? "GardenSwap" },
  url: `${origin}/events/${e.id}`,
  isAccessibleForFree: true,
});

/** A swap day (issue 34): public page for public events; RSVP, what I bring and hope for, matches, .ics, and the address once going. */
export default async function EventPage({ params }: Props) {
  const e = await load((await params).id);
  if (!e) notFound();
  const viewer = await getPageViewer();
  const open = !e.cancelled && !e.over;
  const [matches, choices] = viewer
    ? await Promise.all([loadUseCase(eventMatches, { id: e.id }), e.going && open ? loadUseCase(bringingChoices, { id: e.id }) : null])
    : [null, null];
  const [t, recurrence, rsvpWords, cancelWords, bringingWords] = await Promise.all([
    getT("communityEvent"),
    recurrenceIn(e.recurrence_label),
    getWords("communityRsvp"),
    getWords("communityCancelEvent"),
    getWords("communityBringing"),
  ]);
  const spots = e.capacity === null ? null : Math.max(0, e.capacity - e.going_count);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5 py-4">
      {!e.members_only && !e.cancelled && <JsonLd data={eventJsonLd(e, env().PUBLIC_URL)} />}
      <header className="flex flex-col gap-1">
        <p className="text-sm font-bold uppercase tracking-wide text-secondary">{e.group ? e.group.name : t("swapDay")}{e.members_only ? ` · ${t("membersOnly")}` : ""}</p>
        <h1 className="text-3xl text-primary">
          <UserText text={e.title} />
        </h1>
        {e.cancelled && <p role="status" className="rounded-xl bg-red-50 px-3 py-2 font-bold text-red-800">{t("cancelled")}</p>}
        <p className="text-lg text-ink">
          <WindowText start={e.starts_at} end={e.ends_at} when={(await getWords("tradesUntil")).when} />
        </p>
        {recurrence && <p className="text-sm text-muted">{recurrence}</p>}
        <p className="text-ink">
          {t.rich("organisedBy", {
            place: e.place,
            username: e.organizer.username,
            link: (chunks) => (
              <Link href={`/seller/${e.organizer.id}`} className="font-bold text-primary underline-offset-4 hover:underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </header>

      {e.description && (
        <p dir="auto" className="user-text whitespace-pre-line text-ink">
          {e.description}
        </p>
      )}

      <section aria-labelledby="going-heading" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
        <h2 id="going-heading" className="text-base font-bold text-primary">
          {t("going", { n: e.going_count })}
          {spots !== null ? ` · ${spots === 0 ? t("full") : t("left", { n: spots })}` : ""}
        </h2>
        {e.address ? (
          <p className="rounded-xl bg-secondary-soft px-3 py-2 text-secondary">
            <span className="font-bold">{t("whereExactly")} </span>
            <span dir="auto" className="user-text">
              {e.address}
            </span>
          </p>
        ) : (
          e.has_address && <p className="text-sm text-muted">{t("addressLater")}</p>
        )}
        <div className="flex flex-wrap items-start gap-3">
          {viewer && open && !e.is_organizer && <RsvpButton eventId={e.id} going={e.going} words={rsvpWords} />}
          {!viewer && open && (
            <ButtonLink href={`/login?next=${encodeURIComponent(`/events/${e.id}`)}`} variant="secondary">
              {t("logInToGo")}
            </ButtonLink>
          )}
          <ButtonLink href={`/api/events/${e.id}/calendar.ics`} variant="outline" prefetch={false}>
            {t("addToCalendar")}
          </ButtonLink>
          {viewer && e.going && e.started && (
            <ButtonLink href={`/events/${e.id}/swapped`} variant="primary">
              {t("whatSwapped")}
            </ButtonLink>
          )}
          {e.can_cancel && <CancelEventButton eventId={e.id} goingCount={e.going_count} thenHref={e.is_organizer || e.going || !e.group ? null : `/groups/${e.group.id}`} words={cancelWords} />}
        </div>
      </section>

      {matches && matches.items.length > 0 && (
        <section aria-labelledby="matches-heading" className="flex flex-col gap-2 rounded-2xl bg-secondary-soft p-4">
          <h2 id="matches-heading" className="text-base font-bold text-secondary">
            {t("matches", { n: new Set(matches.items.map((m) => m.listing.id)).size })}
          </h2>
          <ul className="flex flex-col gap-1">
            {matches.items.map((m) => (
              <li key={`${m.wish.id}-${m.listing.id}`} className="text-ink">
                <Link href={`/listings/${m.listing.id}`} className="font-bold underline-offset-4 hover:underline" dir="auto">
                  {m.listing.title}
                </Link>{" "}
                {t("fromUser", { username: m.owner.username })} <span className="text-sm text-muted">{t("hopedFor", { wish: m.wish.title })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="bringing-heading" className="flex flex-col gap-3">
        <h2 id="bringing-heading" className="text-xl text-primary">
          {t("bringing")}
        </h2>
        {e.bringing.length ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {e.bringing.map((b) => (
              <li key={b.listing.id} className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-line">
                <Link href={`/listings/${b.listing.id}`} className="flex flex-col gap-2">
                  <ListingPicture path={b.listing.featured_image} className="aspect-square w-full rounded-xl" />
                  <span dir="auto" className="user-text min-h-11 font-bold text-ink">
                    {b.listing.title}
                  </span>
                </Link>
                <p className="text-sm text-muted">{t("by", { username: b.owner.username })}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t("nothingListed")}</p>
        )}
      </section>

      {choices && (
        <section aria-labelledby="mine-heading" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
          <h2 id="mine-heading" className="text-xl text-primary">
            {t("mine")}
          </h2>
          <BringingForm eventId={e.id} listings={choices.listings} wishes={choices.wishes} bringing={e.my_listing_ids} hoping={e.my_wish_ids} words={bringingWords} />
        </section>
      )}
    </article>
  );
}
