import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { load } from "@/app/_doors/page";
import { CardGrid, ListingCard } from "@/components/listings/listing-card";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ShareButton } from "@/components/ui/share-button";
import { getCrop, type CropPage } from "@/lib/listings/get-crop";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { categoryName } from "@/lib/validation/listings";
import { cropForSlug } from "@/lib/crops/crop-for";

type Props = { params: Promise<{ slug: string }> };

const REGION: Record<string, string> = { us: "US", uk: "UK", au: "Australia", ca: "Canada" };

/** The crop as this viewer may see its listings, once per request; null for an unknown slug. */
const loadCrop = cache(async (slug: string): Promise<CropPage | null> => {
  try {
    return await load(getCrop, { slug });
  } catch (e) {
    if (isAppError(e) && (e.kind === "not_found" || e.kind === "invalid")) return null;
    throw e;
  }
});

const gardeners = (n: number) => (n === 1 ? "1 gardener wants it" : `${n} gardeners want it`);
/** "2 gardeners near Portland, OR want it": the viewer's own town, never anyone else's place. */
const nearby = (n: number, area: string | null) => `${n === 1 ? "1 gardener" : `${n} gardeners`} near ${area ?? "you"} ${n === 1 ? "wants" : "want"} it`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const crop = await loadCrop((await params).slug);
  if (!crop) return { title: "Crop not found", robots: { index: false } };
  const description = `${crop.label} (${crop.scientific}): ${crop.listings.length ? `${crop.listings.length} on offer` : "swap, sell or give away"} from home gardens on GardenSwap — ${gardeners(crop.wanted_by)}.`;
  const url = `${env().PUBLIC_URL}/crops/${crop.slug}`;
  const first = crop.listings.find((l) => l.featured_image);
  const images = first ? [{ url: `${env().PUBLIC_URL}/api/${first.featured_image}`, alt: first.title }] : undefined;
  return {
    title: crop.label,
    description,
    alternates: { canonical: url },
    openGraph: { type: "website", title: `${crop.label} on GardenSwap`, description, url, ...(images && { images }) },
    twitter: { card: images ? "summary_large_image" : "summary", title: `${crop.label} on GardenSwap`, description },
  };
}

/** /crops/<slug>: what the crop is called where, its varieties, who offers it and how many want it. */
export default async function CropPageView({ params }: Props) {
  const slug = (await params).slug;
  // Another name, a plural or a variety ("zucchini", "tomatoes") is the crop's page under its own address (308).
  const named = cropForSlug(slug);
  if (named && named.slug !== slug) permanentRedirect(`/crops/${named.slug}`);
  const crop = await loadCrop(slug);
  if (!crop) notFound();
  const regional = crop.names.filter((n) => n.regions.length);
  const everywhere = crop.names.filter((n) => !n.regions.length);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-bold capitalize text-secondary">{crop.kind === "veg" ? "vegetable" : crop.kind} · usually {crop.category_ids.map(categoryName).join(", ")}</p>
        <h1 className="text-3xl text-primary">{crop.label}</h1>
        <p className="italic text-muted">{crop.scientific}</p>
        <p className="text-ink" data-testid="crop-demand">
          {crop.wanted_nearby ? (
            <>
              <strong>{nearby(crop.wanted_nearby.count, crop.wanted_nearby.area)}</strong> ({crop.wanted_by} in all) · {crop.listings.length} on offer
            </>
          ) : (
            <>
              <strong>{gardeners(crop.wanted_by)}</strong> · {crop.listings.length} on offer
            </>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={`/listings?tab=public&q=${encodeURIComponent(crop.name)}`} variant="outline">
            search the marketplace
          </ButtonLink>
          <ShareButton url={`/crops/${crop.slug}`} title={`${crop.label} on GardenSwap`} />
        </div>
      </header>

      {(regional.length > 0 || everywhere.length > 0) && (
        <section aria-labelledby="names" className="rounded-2xl bg-white p-4 ring-1 ring-line">
          <h2 id="names" className="mb-2 text-lg text-secondary">
            Also called
          </h2>
          <ul className="flex flex-wrap gap-2 text-sm">
            {[...regional, ...everywhere].map((n) => (
              <li key={n.name} className="rounded-full bg-secondary-soft px-3 py-1 text-ink">
                {n.name}
                {n.regions.length > 0 && <span className="text-muted"> · {n.regions.map((r) => REGION[r]).join(", ")}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="offers" className="flex flex-col gap-3">
        <h2 id="offers" className="text-xl text-primary">
          On offer
        </h2>
        {crop.listings.length ? (
          <CardGrid label={`${crop.name} listings`}>
            {crop.listings.map((l) => (
              <ListingCard key={l.id} listing={l} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState action={<ButtonLink href="/post-want">add it to your wish list</ButtonLink>}>Nobody is offering {crop.name.toLowerCase()} right now.</EmptyState>
        )}
      </section>

      {crop.varieties.length > 0 && (
        <section aria-labelledby="varieties" className="rounded-2xl bg-white p-4 ring-1 ring-line">
          <h2 id="varieties" className="mb-2 text-lg text-secondary">
            Varieties gardeners grow
          </h2>
          <p className="text-sm leading-relaxed text-ink">{crop.varieties.join(" · ")}</p>
        </section>
      )}
      <p className="text-sm text-muted">
        A wish for {crop.name.toLowerCase()} matches listings under any of these names and of every variety. <Link href="/post-want" className="font-bold text-secondary underline">Edit your wish list</Link>
      </p>
    </div>
  );
}
