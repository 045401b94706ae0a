import { getWords } from "@/app/_doors/locale";

/** The loading state of a list of cards: calm placeholders in the shape of what is coming. */
export async function GridSkeleton({ count = 8 }: { count?: number }) {
  const words = await getWords("marketMore");
  return (
    <div role="status" aria-label={words.loadingListings} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-line">
          <div className="aspect-[4/3] animate-pulse bg-stone-100" />
          <div className="space-y-2 p-3">
            <div className="h-4 w-3/4 animate-pulse rounded bg-stone-100" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-stone-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
