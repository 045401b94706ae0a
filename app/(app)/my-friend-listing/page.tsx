import type { Metadata } from "next";
import { FriendsNav } from "@/components/friends/friends-nav";
import { ListingGrid, ListingTile } from "@/components/friends/listing-card";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { requirePageViewer } from "@/lib/auth/page";
import { isAppError } from "@/lib/errors";
import { incomingRequestCount } from "@/lib/friends";
import { listListings, type ListingDTO } from "@/lib/listings";

export const metadata: Metadata = { title: "Friends' listings" };

const PAGE = 24;

/** Every listing my friends let me see (public or friends-only, active), newest first. */
export default async function MyFriendListingPage({ searchParams }: { searchParams: Promise<{ cursor?: string | string[] }> }) {
  const viewer = await requirePageViewer("/my-friend-listing");
  const raw = (await searchParams).cursor;
  const cursor = (Array.isArray(raw) ? raw[0] : raw) || undefined;
  let page: { items: ListingDTO[]; nextCursor: string | null } | null = null;
  try {
    page = await listListings(viewer, { friends: true, sort: "newest", limit: PAGE, cursor });
  } catch (e) {
    // A tampered cursor is the only expected failure; anything else is the route's error state.
    if (!(isAppError(e) && e.kind === "invalid")) throw e;
  }
  const invitations = await incomingRequestCount(viewer);
  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <h1 className="text-3xl text-primary">Friends&apos; listings</h1>
        <FriendsNav current="listings" invitations={invitations} />
      </header>
      {!page ? (
        <Alert>Failed to fetch listings. Please try again later.</Alert>
      ) : page.items.length === 0 ? (
        cursor ? (
          <EmptyState action={<ButtonLink href="/my-friend-listing" size="sm" variant="outline">Back to newest</ButtonLink>}>No more listings.</EmptyState>
        ) : (
          <EmptyState action={<ButtonLink href="/listings?tab=public" size="sm">Browse public listings</ButtonLink>}>
            No listings from friends yet. Check out the public listings!
          </EmptyState>
        )
      ) : (
        <div className="space-y-5">
          <ListingGrid label="Listings from friends">
            {page.items.map((l) => (
              <ListingTile key={l.id} listing={l} />
            ))}
          </ListingGrid>
          {(page.nextCursor || cursor) && (
            <div className="flex justify-center gap-3">
              {cursor && (
                <ButtonLink href="/my-friend-listing" variant="ghost" size="sm">
                  Back to newest
                </ButtonLink>
              )}
              {page.nextCursor && (
                <ButtonLink href={`/my-friend-listing?cursor=${encodeURIComponent(page.nextCursor)}`} variant="outline" size="sm">
                  More listings
                </ButtonLink>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
