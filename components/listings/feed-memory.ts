"use client";

import type { ListingDTO } from "@/lib/listings";

/**
 * Back restores the feed's place (issue 31 item 10): the pages loaded further down and the scroll
 * position, kept per feed address in this tab's sessionStorage, and used only when the feed is
 * reached by Back/Forward (a fresh visit starts at the top with the first page).
 */
let poppedAt = -Infinity;
if (typeof window !== "undefined") window.addEventListener("popstate", () => (poppedAt = performance.now()));

/** The feed is being shown again by Back/Forward (a history traversal in this tab, just now). */
export function returningByHistory(): boolean {
  if (performance.now() - poppedAt < 3_000) return true;
  // A full reload of a page reached by Back (no client router in between).
  const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return nav?.type === "back_forward" && performance.now() < 10_000;
}

const key = (what: "pages" | "y") => `feed:${what}:${window.location.pathname}${window.location.search}`;

type Pages = { apiQuery: string; items: ListingDTO[]; cursor: string | null };

function read<T>(k: string): T | null {
  try {
    const raw = sessionStorage.getItem(k);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
function write(k: string, v: unknown) {
  try {
    sessionStorage.setItem(k, JSON.stringify(v));
  } catch {
    // Storage full or denied: Back then starts at the top, as before.
  }
}

export const savedPages = (apiQuery: string): Pages | null => {
  const p = read<Pages>(key("pages"));
  return p && p.apiQuery === apiQuery && Array.isArray(p.items) ? p : null;
};
export const savePages = (p: Pages) => write(key("pages"), p);
export const savedScroll = (): number | null => read<number>(key("y"));
export const saveScroll = (y: number) => write(key("y"), Math.round(y));
