/** A user's picture, or their initial on the theme colour. `src` is an /api path or absolute URL. */
export function Avatar({ src, name, size = 40 }: { src?: string | null; name: string; size?: number }) {
  const url = src ? (/^(https?:)?\//.test(src) ? src : `/api/${src}`) : null;
  const style = { width: size, height: size };
  if (url) {
    // eslint-disable-next-line @next/next/no-img-element -- served by our own immutable image route
    return <img src={url} alt="" style={style} className="shrink-0 rounded-full object-cover ring-2 ring-white" />;
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
