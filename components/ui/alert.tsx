"use client";

import type { ReactNode } from "react";

const tones = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-secondary/30 bg-secondary-soft text-secondary",
  info: "border-line bg-white text-ink",
} as const;

/**
 * A message banner; dismissible when onDismiss is given (SPEC §2: the delete error banner). `dismiss`:
 * the close button's name in the page's language (issue 38), English when not given.
 */
export function Alert({ tone = "error", children, onDismiss, dismiss = "Dismiss" }: { tone?: keyof typeof tones; children: ReactNode; onDismiss?: () => void; dismiss?: string }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${tones[tone]}`}>
      <div className="flex-1 whitespace-pre-line">{children}</div>
      {onDismiss && (
        <button type="button" onClick={onDismiss} aria-label={dismiss} className="-m-1 rounded-full p-1 text-lg leading-none hover:bg-black/5">
          ×
        </button>
      )}
    </div>
  );
}
