"use client";

import { useState } from "react";
import { ShareIcon } from "./icons/share";

/** What the copy fallback says, in the page's language (issue 38). */
export type ShareWords = { copied: string; failed: string };

/** Native share sheet where the browser has one; otherwise copy the link (SPEC §8's message on failure). */
export function ShareButton({
  url,
  title,
  label,
  className = "",
  compact = false,
  words,
}: {
  url: string;
  title: string;
  label: string;
  className?: string;
  compact?: boolean;
  words: ShareWords;
}) {
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  async function share() {
    const absolute = new URL(url, window.location.origin).toString();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url: absolute });
        return;
      } catch (e) {
        if ((e as Error).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(absolute);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
    setTimeout(() => setStatus("idle"), 2500);
  }
  return (
    <span className={`inline-flex flex-col items-start ${compact ? "relative" : ""}`}>
      <button type="button" onClick={share} className={`inline-flex h-11 items-center gap-2 rounded-full border-2 border-primary bg-white px-4 text-sm font-bold text-primary hover:bg-primary-soft ${className}`}>
        <ShareIcon width={18} height={18} />
        {/* compact: an icon on phones (the label stays its name), the word from 768 px. */}
        <span className={compact ? "sr-only md:not-sr-only" : undefined}>{label}</span>
      </button>
      <span aria-live="polite" className={compact ? "absolute -top-7 right-0 whitespace-nowrap rounded bg-white px-1 text-sm md:static md:mt-1 md:px-0" : "mt-1 text-sm"}>
        {status === "copied" && <span className="text-secondary">{words.copied}</span>}
        {status === "failed" && <span className="text-red-700">{words.failed}</span>}
      </span>
    </span>
  );
}
