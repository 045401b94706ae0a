"use client";

import { useState } from "react";
import type { Messages } from "@/lib/i18n/messages/en";

/**
 * The profile link in a read-only box with a copy button (SPEC §8's message when copying fails).
 * `words`: the page's language (issue 38), `getWords("accountCopyLink")` on the server.
 */
export function CopyLink({ url, label, id = "profile-link", words }: { url: string; label?: string; id?: string; words: Messages["accountCopyLink"] }) {
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
      setTimeout(() => setStatus("idle"), 2500);
    } catch {
      setStatus("failed");
    }
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-bold text-ink">
        {label ?? words.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border border-line bg-cream px-3.5 py-2.5 text-sm text-ink"
        />
        <button
          type="button"
          onClick={copy}
          className="h-11 shrink-0 rounded-full bg-primary px-5 text-sm font-bold text-white hover:bg-primary-hover"
        >
          {status === "copied" ? words.copied : words.copy}
        </button>
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm">
        {status === "copied" && <span className="text-secondary">{words.copiedNote}</span>}
        {status === "failed" && <span className="text-red-700">{words.failed}</span>}
      </p>
    </div>
  );
}
