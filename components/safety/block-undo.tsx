"use client";

import { useEffect, useState } from "react";
import { lazyComponent } from "@/components/ui/lazy-component";
import type { Messages } from "@/lib/i18n/messages/en";

/**
 * "You blocked @juniper · Undo" (issue 31): the block dialog leaves the blocked gardener's page, so
 * it hands the news to the next page through this tab's session storage; the shell shows it once.
 */
const KEY = "gs-block-undo";
export type Blocked = { id: number; username: string };

/** Called by the block dialog right after a block, before it leaves the page. */
export function announceBlock(user: Blocked) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ id: user.id, username: user.username }));
  } catch {
    /* storage disabled: the block stands, undo stays in the profile */
  }
  // A shell that stays mounted across the navigation (same layout) hears it at once.
  window.dispatchEvent(new Event(KEY));
}

function takeAnnouncement(): Blocked | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const v = raw ? (JSON.parse(raw) as Blocked) : null;
    return v && Number.isInteger(v.id) && typeof v.username === "string" ? v : null;
  } catch {
    return null;
  }
}

// The notice's Undo (a server action) is fetched only when there is a block to undo: the shell is on every page.
const Notice = lazyComponent(() => import("./block-undo-notice").then((m) => m.BlockUndoNotice));

/**
 * Listens for a block announced in this tab and shows the notice with its Undo until dismissed.
 * `words`: the page's (getWords("peopleBlocked"), issue 38).
 */
export function BlockUndoNotice({ words }: { words: Messages["peopleBlocked"] }) {
  const [blocked, setBlocked] = useState<Blocked | null>(null);

  useEffect(() => {
    // Read after hydration (session storage is the browser's): each announcement is shown once.
    const take = () => {
      const next = takeAnnouncement();
      if (next) setBlocked(next);
    };
    take();
    window.addEventListener(KEY, take);
    return () => window.removeEventListener(KEY, take);
  }, []);

  // Keyed by the gardener, so a second block in the same tab starts a fresh notice.
  return blocked ? <Notice key={blocked.id} blocked={blocked} words={words} onDismiss={() => setBlocked(null)} /> : null;
}
