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
  // The caches first: they are quick, and the login form waits for them (forgetting below). The
  // push subscription can take seconds to answer (or never, without a push service).
  if ("caches" in window) {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => !n.startsWith(PRECACHE_PREFIX)).map((n) => caches.delete(n)));
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
}

/**
 * The login page's forgetting, while it runs. Signing in waits for it (issue 31): a page emptying
 * the caches after the new session's first page was saved took that page with it (2 of 3 runs).
 */
let forgetting: Promise<void> | null = null;

/** Starts forgetting the previous gardener (the login page, on open). */
export function forgetPreviousGardener() {
  forgetting = clearDeviceData({ tellServer: false }).catch(() => {});
  return forgetting;
}

/** Resolves once the login page's forgetting has emptied the caches (at most `maxMs`: a stuck push service never blocks a login). */
export function previousGardenerForgotten(maxMs = 3000): Promise<void> {
  if (!forgetting) return Promise.resolve();
  return Promise.race([forgetting, new Promise<void>((r) => setTimeout(r, maxMs))]);
}
