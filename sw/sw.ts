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
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * 24 * 60 * 60 })],
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
    { matcher: ({ request }) => request.mode === "navigate", handler: new NetworkOnly() },
  ],
  fallbacks: { entries: [{ url: OFFLINE_URL, matcher: ({ request }) => request.destination === "document" }] },
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
