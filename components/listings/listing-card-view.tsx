import Link from "@/components/ui/link";
import { Avatar } from "@/components/ui/avatar";
import type { ListingDTO } from "@/lib/listings";
import { UserText } from "@/components/ui/user-text";
import { distanceWords, type CardWords } from "./card-words";
import { ListingPicture } from "./listing-image";
import { PostedDate } from "./posted-date";
import { PriceTag, StateBadge } from "./price-tag";

/**
 * A marketplace card: picture, title, price text, owner avatar and username; opens the detail. Its
 * words come from the page (issue 38): the server's ListingCard, or LoadMore in the browser.
 */
export function ListingCardView({ listing, words, priority = false }: { listing: ListingDTO; words: CardWords; priority?: boolean }) {
  return (
    <li className="min-w-0 list-none">
      <Link
        href={`/listings/${listing.id}`}
        className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line transition hover:-translate-y-0.5 hover:shadow-md"
      >
        <div className="relative aspect-[4/3] overflow-hidden bg-secondary-soft">
          <ListingPicture path={listing.featured_image} priority={priority} className="h-full w-full transition duration-300 group-hover:scale-[1.03]" />
          <StateBadge stateId={listing.state_id} words={words} className="absolute left-2 top-2 shadow" />
          {!listing.is_public && (
            <span className="absolute right-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-bold text-secondary shadow">{listing.group_only ? words.groups : words.friends}</span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-3">
          <UserText as="h2" text={listing.title} className="line-clamp-2 text-base leading-snug text-ink" />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <PriceTag listing={listing} words={words} />
            <PostedDate iso={listing.created_at} words={words} className="text-xs text-muted" />
          </div>
          {(listing.distance_bucket || listing.location_label) && (
            <p className="text-sm text-muted">{[listing.distance_bucket && distanceWords(listing.distance_bucket, words), listing.location_label].filter(Boolean).join(" · ")}</p>
          )}
          <div className="mt-auto flex items-center gap-2 text-sm text-muted">
            <Avatar src={listing.owner_profile_picture} name={listing.owner_username} size={24} />
            <span className="min-w-0 truncate">{listing.owner_username}</span>
          </div>
        </div>
      </Link>
    </li>
  );
}
