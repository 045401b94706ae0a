export default function Loading() {
  return (
    <div role="status" aria-label="Loading listing" className="mx-auto grid max-w-5xl gap-6 md:grid-cols-[1.1fr_1fr] md:gap-10">
      <div className="aspect-[4/3] animate-pulse rounded-3xl bg-stone-100" />
      <div className="space-y-4">
        <div className="h-6 w-24 animate-pulse rounded-full bg-stone-100" />
        <div className="h-10 w-3/4 animate-pulse rounded bg-stone-100" />
        <div className="h-16 animate-pulse rounded-2xl bg-stone-100" />
        <div className="h-24 animate-pulse rounded bg-stone-100" />
      </div>
    </div>
  );
}
