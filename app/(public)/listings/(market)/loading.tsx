import { GridSkeleton } from "@/components/listings/grid-skeleton";

export default function Loading() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl text-primary md:text-3xl">Marketplace</h1>
      <GridSkeleton />
    </section>
  );
}
