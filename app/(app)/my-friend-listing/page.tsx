import type { Metadata } from "next";
import { FriendsNav } from "@/components/friends/friends-nav";
import { CardGrid, ListingCard } from "@/components/listings/listing-card";
import { LoadMore } from "@/components/listings/later";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { load, requirePageViewer } from "@/app/_doors/page";
import { getT } from "@/app/_doors/locale";
import { countInvitations } from "@/lib/friends/count-invitations";
import type { ListingDTO } from "@/lib/listings";
import { listListings } from "@/lib/listings/list-listings";
import { log } from "@/lib/log";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("peoplePages"))("friendListingsTitle") };
}

const PAGE = 24;
/** What "Load more" asks GET /api/listings for (the same listings, the next page). */
const MORE = "friends=true&sort=newest";

/** Every listing my friends let me see (public or friends-only, active), newest first. */
export default async function MyFriendListingPage() {
  await requirePageViewer("/my-friend-listing");
  let page: { items: ListingDTO[]; nextCursor: string | null } | null = null;
  try {
    page = await load(listListings, { friends: true, sort: "newest", limit: PAGE });
  } catch (e) {
    log.error("friends' listings failed to load", e);
  }
  const [invitations, t] = await Promise.all([load(countInvitations, {}), getT("peoplePages")]);
  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <h1 className="text-3xl text-primary">{t("friendListingsTitle")}</h1>
        <FriendsNav view="listings" invitations={invitations} />
      </header>
      {!page ? (
        <Alert>{t("listingsFailed")}</Alert>
      ) : page.items.length === 0 ? (
        <EmptyState action={<ButtonLink href="/listings?tab=public" size="sm">{t("browsePublic")}</ButtonLink>}>{t("noFriendListings")}</EmptyState>
      ) : (
        <div>
          <CardGrid label={t("fromFriends")}>
            {page.items.map((l) => (
              <ListingCard key={l.id} listing={l} />
            ))}
          </CardGrid>
          {page.nextCursor && <LoadMore apiQuery={MORE} initialCursor={page.nextCursor} />}
        </div>
      )}
    </div>
  );
}
