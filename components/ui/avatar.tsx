/** A user's picture, or their initial on the theme colour. `src` is an /api path or absolute URL. */
/** `priority`: the largest image at the top of a page (a profile header) loads at once, not lazily (LCP). */
export function Avatar({ src, name, size = 40, priority = false }: { src?: string | null; name: string; size?: number; priority?: boolean }) {
  // Avatars are at most ~100 px: the 400 px thumbnail is plenty (the original can be 1600 px).
  const url = src ? (/^(https?:)?\//.test(src) ? src : `/api/${src.replace(/\.webp$/, "-thumb.webp")}`) : null;
  const style = { width: size, height: size };
  if (url) {
    // eslint-disable-next-line @next/next/no-img-element -- served by our own immutable image route
    return <img src={url} alt="" width={size} height={size} loading={priority ? "eager" : "lazy"} fetchPriority={priority ? "high" : undefined} decoding="async" style={style} className="shrink-0 rounded-full object-cover ring-2 ring-white" />;
  }
  return (
    <span
      aria-hidden
      style={{ ...style, fontSize: size * 0.42 }}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-secondary font-bold text-white ring-2 ring-white"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
