/**
 * Security headers. `server.ts` puts the base set on every response (pages, API, static files);
 * `proxy.ts` adds the page CSP with a fresh nonce per request, which Next reads from the request's
 * Content-Security-Policy header and puts on its own inline scripts (pages render dynamically).
 * No imports: proxy.ts and server.ts both use it.
 */
export function baseSecurityHeaders(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    // The photo picker is a file input (no camera permission needed); nothing else is used.
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    // Non-page responses (API JSON, images, scripts): nothing may frame or run them as a document.
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (publicUrl.startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/** The page policy: scripts only with this request's nonce (and what they load), no framing. */
export function pageCsp(nonce: string, opts: { dev: boolean; https: boolean; mapTiles?: string }): string {
  // An operator's map tiles (MAP_TILE_URL, decision 0227): their origin only, for images and the fetches that load them.
  const tiles = opts.mapTiles ? ` ${tileOrigin(opts.mapTiles)}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    // React and next/font write style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data:${tiles}`,
    "font-src 'self' data:",
    `connect-src 'self'${tiles}${opts.dev ? " ws: wss:" : ""}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Public pages an anonymous visitor may keep in their own browser (decision 0135): the same for every
 * anonymous visitor, no secret in the URL (reset and unsubscribe links carry tokens, so they are not here).
 */
const PUBLIC_DOCUMENT = /^\/(?:|login|register|forgot-password|listings|listings\/\d+|seller\/\d+|crops\/[a-z0-9-]+)\/?$/;

/** True when the request carries a session cookie (valid or not: the safe side is "signed in"). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token[^=]*=/.test(cookieHeader ?? "");
}

/**
 * The Cache-Control of an HTML page (decision 0135). Next sends every dynamic page `no-store`, which
 * also keeps it out of the back/forward cache. An anonymous visitor's public page may be kept by
 * their browser only (`private`: never a shared cache) and is revalidated on every use (`no-cache`),
 * so Back restores it at once; everything else (signed in, token links, errors) stays `no-store`.
 * Returns the value to send, or null to leave Next's header as it is.
 */
export function documentCacheControl(req: { method?: string; url?: string; cookie?: string; authorization?: string }, status: number): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (status !== 200 || hasSessionCookie(req.cookie) || req.authorization) return null;
  const path = (req.url ?? "").split("?")[0];
  return PUBLIC_DOCUMENT.test(path) ? "private, no-cache" : null;
}

/** The origin of a tile URL template ("https://tiles.example/{z}/{x}/{y}.png" → "https://tiles.example"); empty when it is not a URL. */
function tileOrigin(template: string): string {
  try {
    return new URL(template.replace(/\{[a-z]\}/g, "0")).origin;
  } catch {
    return "";
  }
}
