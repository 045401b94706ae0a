import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { LeafIcon } from "@/components/ui/icons";
import type { ListingDTO } from "@/lib/listings";
import { categoryName, priceText } from "@/lib/validation/listings";

/** A listing tile: picture, title, price or exchange/giveaway, and (optionally) its owner. Opens /listings/{id}. */
export function ListingTile({ listing, showOwner = true }: { listing: ListingDTO; showOwner?: boolean }) {
  const thumb = listing.featured_image?.replace(/\.webp$/, "-thumb.webp");
  return (
    <li className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link href={`/listings/${listing.id}`} className="flex h-full flex-col focus-visible:outline-offset-0">
        <div className="relative aspect-[4/3] bg-secondary-soft">
          {thumb ? (
            // eslint-disable-next-line @next/next/no-img-element -- our own immutable image route
            <img src={`/api/${thumb}`} alt="" loading="lazy" className="h-full w-full object-cover" />
          ) : (
            <span className="flex h-full w-full items-center justify-center text-secondary/50">
              <LeafIcon width={40} height={40} />
            </span>
          )}
          {!listing.is_public && (
            <span className="absolute left-2 top-2 rounded-full bg-white/95 px-2 py-0.5 text-xs font-bold text-secondary shadow-sm">friends only</span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <span className="text-xs font-bold uppercase tracking-wide text-muted">{categoryName(listing.category_id)}</span>
          <span className="line-clamp-2 font-bold leading-snug text-ink">{listing.title}</span>
          <span className={`font-bold ${listing.type_id === 1 ? "text-primary" : "text-secondary"}`}>{priceText(listing)}</span>
          {showOwner && (
            <span className="mt-auto flex items-center gap-2 pt-2 text-sm text-muted">
              <Avatar src={listing.owner_profile_picture} name={listing.owner_username} size={24} />
              <span className="truncate">{listing.owner_username}</span>
            </span>
          )}
        </div>
      </Link>
    </li>
  );
}

export function ListingGrid({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {children}
    </ul>
  );
}
