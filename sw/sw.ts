/// <reference lib="webworker" />
/**
 * GardenSwap's service worker (Serwist). Built by scripts/build-sw.mjs into <distDir>/sw.js after
 * `next build`, with the precache manifest injected, and served at /sw.js (app/sw.js/route.ts).
 *
 * What is kept on the device (README, "What is cached on the device"):
 * - the precache: the app shell's static files (/_next/static, icons, fonts) and the offline page;
 * - "gs-pages": the last-viewed have list, wish list, conversations and listings (network first);
 * - "gs-images": listing and profile pictures seen.
 * Logout (and the login page) empties everything but the precache (components/pwa/device-data.ts).
 */
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry } from "serwist";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

export const PAGES_CACHE = "gs-pages";
export const IMAGES_CACHE = "gs-images";
const OFFLINE_URL = "/offline";

/** Screens kept readable offline: the have list, the wish list, conversations and listings. */
const SAVED_SCREENS = [/^\/my-listings$/, /^\/post-want$/, /^\/messages(\/\d+)?$/, /^\/listings$/, /^\/listings\/\d+$/, /^\/profile$/];

const isSavedScreen = (url: URL) => url.origin === self.location.origin && SAVED_SCREENS.some((re) => re.test(url.pathname));

/** Where the worker keeps the language the pages last spoke (emptied with the other caches at logout). */
const PREFS_CACHE = "gs-prefs";
const LANGUAGES = ["en", "es", "ar"];
let spoken: string | null = null;

/** Every page tells the worker its language (components/pwa/sw-register.tsx), for the offline page. */
self.addEventListener("message", (event) => {
  const lang = (event.data as { lang?: unknown } | null)?.lang;
  if (typeof lang !== "string" || !LANGUAGES.includes(lang) || lang === spoken) return;
  spoken = lang;
  event.waitUntil(caches.open(PREFS_CACHE).then((c) => c.put("/lang", new Response(lang))));
});

/** The reader's language: what the pages last spoke, else the browser's, else English. */
async function readerLanguage(): Promise<string> {
  spoken ??= (await (await caches.open(PREFS_CACHE)).match("/lang").then((r) => r?.text())) ?? null;
  if (spoken) return spoken;
  return self.navigator.languages.map((l) => l.slice(0, 2).toLowerCase()).find((l) => LANGUAGES.includes(l)) ?? "en";
}

/**
 * The precached offline page in the reader's language (issue 38): it is built once with every
 * language's words (app/offline/page.tsx); setting `<html lang dir>` and the title shows theirs.
 */
async function offlinePage(): Promise<Response | undefined> {
  const cached = await serwist.matchPrecache(OFFLINE_URL);
  const lang = await readerLanguage();
  if (!cached || lang === "en") return cached;
  const html = await cached.text();
  const title = new RegExp(`data-offline-copy="${lang}"[^>]*data-title="([^"]*)"`).exec(html)?.[1];
  const localised = html
    .replace(/<html([^>]*?) lang="en"/, `<html$1 lang="${lang}"`)
    .replace(/<html([^>]*?) dir="ltr"/, `<html$1 dir="${lang === "ar" ? "rtl" : "ltr"}"`)
    .replace(/<title>[^<]*<\/title>/, title ? `<title>${title}</title>` : "$&");
  return new Response(localised, { status: cached.status, headers: cached.headers });
}

/** A page that cannot be fetched and is not saved: the offline page. */
const offlineFallback = { handlerDidError: async ({ request }: { request: Request }) => (request.destination === "document" ? offlinePage() : undefined) };

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => request.mode === "navigate" && isSavedScreen(url),
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: 6,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * 24 * 60 * 60 }), offlineFallback],
      }),
    },
    {
      matcher: ({ url }) => url.origin === self.location.origin && /^\/api\/images\/[a-f0-9]{64}(-thumb|-avatar)?\.webp$/.test(url.pathname),
      handler: new CacheFirst({
        cacheName: IMAGES_CACHE,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
    // Every other page: the network, or the offline page when there is none.
    { matcher: ({ request }) => request.mode === "navigate", handler: new NetworkOnly({ plugins: [offlineFallback] }) },
  ],
});

serwist.addEventListeners();

/** The push payload (lib/push/send.ts PushPayload). */
type PushPayload = { kind: string; title: string; body: string; url: string; tag: string };

self.addEventListener("push", (event) => {
  let data: PushPayload | null = null;
  try {
    data = event.data?.json() as PushPayload;
  } catch {
    data = null;
  }
  if (!data?.title) return;
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body || undefined,
      tag: data.tag,
      // A repeat replaces the earlier one ("3 new messages from basil") and still alerts.
      renotify: true,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: data.url },
    } as NotificationOptions),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? "/";
  const target = new URL(path.startsWith("/") ? path : "/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin) as WindowClient | undefined;
      if (open) {
        await open.focus();
        await open.navigate(target).catch(() => self.clients.openWindow(target));
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
