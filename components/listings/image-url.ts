// Apart from the picture component so that a page needing only a URL (the notification list) ships only this.

/** `images/<hash>.webp` (a path under /api, SPEC §3) → a URL; `thumb` picks the 400 px version. */
export function imageUrl(path: string | null | undefined, thumb = false): string | null {
  if (!path) return null;
  if (/^(https?:)?\//.test(path)) return path;
  return `/api/${thumb ? path.replace(/\.webp$/, "-thumb.webp") : path}`;
}

/** Both stored sizes of one of our images (400 px thumbnail, 1600 px full) as a srcset. */
export function imageSrcSet(path: string | null | undefined): string | undefined {
  if (!path || /^(https?:)?\//.test(path)) return undefined;
  return `${imageUrl(path, true)} 400w, ${imageUrl(path)} 1600w`;
}
