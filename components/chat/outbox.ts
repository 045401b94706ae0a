"use client";

import { useMemo, useSyncExternalStore } from "react";
import { OUTBOX_KEY } from "@/components/pwa/outbox-key";

const CHANGED = "gs-outbox-changed";

/**
 * Messages written without a connection wait here, on the device, until the socket is back. Each
 * keeps its client_id, which the server deduplicates on: a send that is retried (the answer was
 * lost, the tab reloaded) is stored once. Logout empties it (components/pwa/device-data.ts).
 */
export type QueuedMessage = { client_id: string; receiver_id: number; content: string; queued_at: string };

const parse = (text: string | null): QueuedMessage[] => {
  try {
    const raw = JSON.parse(text || "[]");
    return Array.isArray(raw) ? raw : [];
  } catch {
    return [];
  }
};

function raw(): string {
  try {
    return localStorage.getItem(OUTBOX_KEY) ?? "";
  } catch {
    return "";
  }
}

export const readOutbox = (): QueuedMessage[] => parse(raw());

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The queued messages to one gardener, live (other tabs included); none while rendering on the server. */
export function useOutbox(receiverId: number): QueuedMessage[] {
  const text = useSyncExternalStore(subscribe, raw, () => "");
  return useMemo(() => parse(text).filter((q) => q.receiver_id === receiverId), [text, receiverId]);
}

function write(items: QueuedMessage[]) {
  try {
    if (items.length) localStorage.setItem(OUTBOX_KEY, JSON.stringify(items));
    else localStorage.removeItem(OUTBOX_KEY);
  } catch {
    /* storage full or disabled: the message stays in the page only */
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function enqueue(item: QueuedMessage) {
  write([...readOutbox().filter((q) => q.client_id !== item.client_id), item]);
}

export function dequeue(clientId: string) {
  write(readOutbox().filter((q) => q.client_id !== clientId));
}

export const newClientId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`);
