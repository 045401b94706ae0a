import { LeafIcon } from "@/components/ui/icons";

/** `images/<hash>.webp` (a path under /api, SPEC §3) → a URL; `thumb` picks the 400 px version. */
export function imageUrl(path: string | null | undefined, thumb = false): string | null {
  if (!path) return null;
  if (/^(https?:)?\//.test(path)) return path;
  return `/api/${thumb ? path.replace(/\.webp$/, "-thumb.webp") : path}`;
}

/** A listing's picture filling its box, or a calm leaf placeholder when it has none. */
export function ListingPicture({ path, thumb = true, alt = "", className = "" }: { path: string | null; thumb?: boolean; alt?: string; className?: string }) {
  const url = imageUrl(path, thumb);
  if (!url) {
    return (
      <div aria-hidden className={`flex items-center justify-center bg-secondary-soft text-secondary/50 ${className}`}>
        <LeafIcon width={40} height={40} />
      </div>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- our own immutable, pre-sized image route
  return <img src={url} alt={alt} loading="lazy" decoding="async" className={`object-cover ${className}`} />;
}
