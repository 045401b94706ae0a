"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { unblockAction } from "@/app/actions/safety";

/**
 * "You blocked @juniper · Undo" (issue 31): the block dialog leaves the blocked gardener's page, so
 * it hands the news to the next page through this tab's session storage; the shell shows it once.
 */
const KEY = "gs-block-undo";
type Blocked = { id: number; username: string };

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

/** The notice with its Undo, at the bottom of the screen until dismissed. */
export function BlockUndoNotice() {
  const router = useRouter();
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [state, setState] = useState<"blocked" | "unblocked" | "error">("blocked");
  const [pending, start] = useTransition();

  useEffect(() => {
    // Read after hydration (session storage is the browser's): each announcement is shown once.
    const take = () => {
      const next = takeAnnouncement();
      if (next) {
        setState("blocked");
        setBlocked(next);
      }
    };
    take();
    window.addEventListener(KEY, take);
    return () => window.removeEventListener(KEY, take);
  }, []);

  if (!blocked) return null;
  const undo = () =>
    start(async () => {
      const r = await unblockAction({ id: blocked.id });
      setState(r.ok ? "unblocked" : "error");
      if (r.ok) router.refresh();
    });

  return (
    <div className="fixed inset-x-3 bottom-20 z-40 mx-auto max-w-md md:bottom-6" data-testid="block-undo">
      <div role="status" className="flex items-center gap-2 rounded-2xl bg-ink px-4 py-2 text-sm text-cream shadow-lg">
        <p className="flex-1 py-2">
          {state === "blocked" ? `You blocked @${blocked.username}.` : state === "unblocked" ? `@${blocked.username} is unblocked.` : "Could not unblock. Try again from your profile."}
        </p>
        {state === "blocked" && (
          <button type="button" onClick={undo} disabled={pending} className="min-h-11 rounded-full px-4 font-bold text-cream underline underline-offset-4 hover:bg-cream/15 disabled:opacity-60">
            {pending ? "Undoing..." : "Undo"}
          </button>
        )}
        <button type="button" onClick={() => setBlocked(null)} aria-label="Dismiss" className="flex h-11 w-11 items-center justify-center rounded-full text-lg hover:bg-cream/15">
          ×
        </button>
      </div>
    </div>
  );
}
