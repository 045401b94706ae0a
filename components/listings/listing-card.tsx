import { getWords } from "@/app/_doors/locale";
import type { ListingDTO } from "@/lib/listings";
import { ListingCardView } from "./listing-card-view";

/** A marketplace card in the page's language (issue 38); LoadMore renders ListingCardView with the same words. */
export async function ListingCard({ listing, priority = false }: { listing: ListingDTO; priority?: boolean }) {
  return <ListingCardView listing={listing} words={await getWords("marketCard")} priority={priority} />;
}

export function CardGrid({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4">
      {children}
    </ul>
  );
}
