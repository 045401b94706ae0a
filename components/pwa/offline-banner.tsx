"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import type { Messages } from "@/lib/i18n/messages/en";

const PAGES_CACHE = "gs-pages"; // sw/sw.ts

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);

const hhmm = (d: Date) => d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hour12: false });

/**
 * "You're offline — showing what you saw at 10:42": the time this page was saved on the device
 * (the cached copy's Date header), or when it was loaded if it came from the network. In the page's
 * language: the shell's words.
 */
export function OfflineBanner({ words }: { words: Messages["talkShell"] }) {
  const online = useOnline();
  const [loadedAt] = useState(() => new Date());
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  useEffect(() => {
    if (online || !("caches" in window)) return;
    let live = true;
    caches
      .open(PAGES_CACHE)
      .then((c) => c.match(location.href))
      .then((res) => {
        const date = res?.headers.get("date");
        if (live && date) setSavedAt(new Date(date));
      })
      .catch(() => {});
    return () => void (live = false);
  }, [online]);

  if (online) return null;
  const at = savedAt && savedAt < loadedAt ? savedAt : loadedAt;
  return (
    <div role="status" data-testid="offline-banner" className="sticky top-14 z-10 bg-secondary px-4 py-2 text-center text-sm font-bold text-white md:top-16">
      {words.offline.replace("{time}", hhmm(at))}
    </div>
  );
}
