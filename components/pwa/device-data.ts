"use client";

import { OUTBOX_KEY } from "./outbox-key";

/**
 * Everything GardenSwap keeps on the device about the signed-in gardener: the service worker's page
 * and picture caches (sw/sw.ts), the offline message queue, and this device's push subscription.
 * The precache holds only the public app shell and stays.
 */
const PRECACHE_PREFIX = "serwist-precache";

/** Forgets the gardener on this device: on logout, and whenever the login page opens. */
export async function clearDeviceData({ tellServer = true } = {}) {
  try {
    localStorage.removeItem(OUTBOX_KEY);
  } catch {
    /* storage disabled */
  }
  if ("serviceWorker" in navigator) {
    try {
      const reg = await navigator.serviceWorker.getRegistration();
      const sub = await reg?.pushManager.getSubscription();
      if (sub) {
        // While still signed in, the server forgets this device too (otherwise its next push answers 410).
        if (tellServer) await fetch("/api/push/subscriptions", { method: "DELETE", headers: { "content-type": "application/json" }, body: JSON.stringify({ endpoint: sub.endpoint }) }).catch(() => {});
        await sub.unsubscribe();
      }
    } catch {
      /* no worker: nothing subscribed */
    }
  }
  if ("caches" in window) {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => !n.startsWith(PRECACHE_PREFIX)).map((n) => caches.delete(n)));
  }
}
