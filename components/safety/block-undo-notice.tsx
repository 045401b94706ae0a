"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { unblockAction } from "@/app/actions/safety";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";
import type { Blocked } from "./block-undo";

/** "You blocked @juniper · Undo" at the bottom of the screen until dismissed (components/safety/block-undo), in the page's words. */
export function BlockUndoNotice({ blocked, onDismiss, words }: { blocked: Blocked; onDismiss: () => void; words: Messages["peopleBlocked"] }) {
  const router = useRouter();
  const [state, setState] = useState<"blocked" | "unblocked" | "error">("blocked");
  const [pending, start] = useTransition();

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
          {state === "blocked"
            ? fill(words.youBlocked, { username: blocked.username })
            : state === "unblocked"
              ? fill(words.unblocked, { username: blocked.username })
              : words.failed}
        </p>
        {state === "blocked" && (
          <button type="button" onClick={undo} disabled={pending} className="min-h-11 rounded-full px-4 font-bold text-cream underline underline-offset-4 hover:bg-cream/15 disabled:opacity-60">
            {pending ? words.undoing : words.undo}
          </button>
        )}
        <button type="button" onClick={onDismiss} aria-label={words.dismiss} className="flex h-11 w-11 items-center justify-center rounded-full text-lg hover:bg-cream/15">
          ×
        </button>
      </div>
    </div>
  );
}
