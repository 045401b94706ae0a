/**
 * A user's picture over their initial on the theme colour. `src` is an /api path or absolute URL.
 * The initial is always there underneath: until a lazy photo arrives, when it fails to load, or offline
 * (photos are not kept for offline use), the gardener still has a face, never an empty circle.
 * `priority`: the largest image at the top of a page (a profile header) loads at once, not lazily (LCP).
 */
/** Avatars shown at most this big (CSS px) use the 96 px avatar image (lib/images AVATAR_SIDE). */
const AVATAR_MAX_SHOWN = 48;

export function Avatar({ src, name, size = 40, priority = false }: { src?: string | null; name: string; size?: number; priority?: boolean }) {
  // Near the size shown (issue 31): up to 48 px the 96 px avatar square (2× screens), above it the 400 px
  // thumbnail (the original can be 1600 px).
  const url = src ? (/^(https?:)?\//.test(src) ? src : `/api/${src.replace(/\.webp$/, size <= AVATAR_MAX_SHOWN ? "-avatar.webp" : "-thumb.webp")}`) : null;
  return (
    <span
      aria-hidden
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      className="relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary font-bold text-white ring-2 ring-white"
    >
      {(Array.from(name)[0] ?? "?").toUpperCase()}
      {url && (
        // eslint-disable-next-line @next/next/no-img-element -- served by our own image route
        <img
          src={url}
          alt=""
          width={size}
          height={size}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
    </span>
  );
}
