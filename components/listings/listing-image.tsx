import { LeafIcon } from "@/components/ui/icons/leaf";
import { imageSrcSet, imageUrl } from "./image-url";

/**
 * A listing's picture filling its box, or a calm leaf placeholder when it has none. `sizes` lets the
 * browser pick the thumbnail or the full picture; `priority` is for the largest image of a page
 * (loaded eagerly, fetched first: it is what Largest Contentful Paint waits for).
 */
export function ListingPicture({
  path,
  thumb = true,
  alt = "",
  className = "",
  sizes,
  priority = false,
}: {
  path: string | null;
  thumb?: boolean;
  alt?: string;
  className?: string;
  sizes?: string;
  priority?: boolean;
}) {
  const url = imageUrl(path, thumb);
  if (!url) {
    return (
      <div aria-hidden className={`flex items-center justify-center bg-secondary-soft text-secondary/50 ${className}`}>
        <LeafIcon width={40} height={40} />
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our own immutable, pre-sized image route
    <img
      src={url}
      srcSet={sizes ? imageSrcSet(path) : undefined}
      sizes={sizes}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={`object-cover ${className}`}
    />
  );
}
