/**
 * The chat widget on a listing's page (signed-in non-owners). The messaging feature owns it;
 * the listing page only places it.
 */
export function ListingChat(_props: { listingId: number; listingTitle: string; owner: { id: number; username: string; profile_picture: string | null } }) {
  return null;
}
