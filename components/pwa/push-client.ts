"use client";

import { apiFetch, errorDetail } from "@/app/_client/api";
import type { PushKind } from "@/lib/validation/push-kinds";
import type { Messages } from "@/lib/i18n/messages/en";

/** What the push offer and the subscribe flow say (talkPush, issue 38). */
export type PushWords = Omit<Messages["talkPush"], "wishTitle" | "wishBody">;
type FlowWords = Pick<PushWords, "noBrowser" | "notAllowed" | "unreachable" | "cantSetUp" | "cantSave">;

export const urlB64ToBytes = (b64: string) => {
  const s = atob(b64.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
};

/** How long a first visit waits for the service worker it is registering (none in development). */
const SW_WAIT_MS = 8_000;

/** Whether this browser can do push at all (the offer and the settings card hide otherwise). */
export const pushSupported = () => typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

export async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  if (await navigator.serviceWorker.getRegistration()) return navigator.serviceWorker.ready;
  // The first visit: the worker is being registered right now (components/pwa/sw-register.tsx).
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((r) => setTimeout(() => r(null), SW_WAIT_MS))]);
}

/**
 * The settings card's subscribe flow for one more kind (the in-context offer's "Turn on"): asks for
 * permission, subscribes this device if it is not yet, and adds `kind` to what it already gets.
 * Throws an Error with a sentence for the gardener when something says no, in `w`'s language (the offer's words).
 */
export async function turnOnPushKind(kind: PushKind, w: FlowWords): Promise<void> {
  const reg = await registration();
  if (!reg) throw new Error(w.noBrowser);
  if (Notification.permission !== "granted" && (await Notification.requestPermission()) !== "granted") {
    throw new Error(w.notAllowed);
  }
  let sub = await reg.pushManager.getSubscription();
  let current: { kinds: PushKind[]; preview: boolean } = { kinds: [], preview: false };
  if (sub) {
    const res = await apiFetch<{ kinds: PushKind[]; preview: boolean }>(`/api/push/subscriptions?endpoint=${encodeURIComponent(sub.endpoint)}`);
    if (res.ok) current = { kinds: res.body.kinds, preview: res.body.preview };
  } else {
    const key = await apiFetch<{ public_key: string }>("/api/push/public-key");
    if (!key.ok) throw new Error(w.unreachable);
    try {
      sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: urlB64ToBytes(key.body.public_key) });
    } catch {
      throw new Error(w.cantSetUp);
    }
  }
  const kinds = current.kinds.includes(kind) ? current.kinds : [...current.kinds, kind];
  const res = await apiFetch("/api/push/subscriptions", { method: "POST", json: { ...sub.toJSON(), kinds, preview: current.preview } });
  if (!res.ok) throw new Error(errorDetail(res.body, w.cantSave));
}
