import type { Metadata } from "next";
import { FriendsNav } from "@/components/friends/friends-nav";
import { CardGrid, ListingCard } from "@/components/listings/listing-card";
import { LoadMore } from "@/components/listings/later";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { load, requirePageViewer } from "@/app/_doors/page";
import { countInvitations } from "@/lib/friends/count-invitations";
import type { ListingDTO } from "@/lib/listings";
import { listListings } from "@/lib/listings/list-listings";
import { log } from "@/lib/log";

export const metadata: Metadata = { title: "Friends' listings" };

const PAGE = 24;

/** Every listing my friends let me see (public or friends-only, active), newest first. */
export default async function MyFriendListingPage() {
  await requirePageViewer("/my-friend-listing");
  let page: { items: ListingDTO[]; nextCursor: string | null } | null = null;
  try {
    page = await load(listListings, { friends: true, sort: "newest", limit: PAGE });
  } catch (e) {
    log.error("friends' listings failed to load", e);
  }
  const invitations = await load(countInvitations, {});
  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <h1 className="text-3xl text-primary">Friends&apos; listings</h1>
        <FriendsNav current="listings" invitations={invitations} />
      </header>
      {!page ? (
        <Alert>Failed to fetch listings. Please try again later.</Alert>
      ) : page.items.length === 0 ? (
        <EmptyState action={<ButtonLink href="/listings?tab=public" size="sm">Browse public listings</ButtonLink>}>
          No listings from friends yet. Check out the public listings!
        </EmptyState>
      ) : (
        <div>
          <CardGrid label="Listings from friends">
            {page.items.map((l) => (
              <ListingCard key={l.id} listing={l} />
            ))}
          </CardGrid>
          {page.nextCursor && <LoadMore apiQuery="friends=true&sort=newest" initialCursor={page.nextCursor} />}
        </div>
      )}
    </div>
  );
}
