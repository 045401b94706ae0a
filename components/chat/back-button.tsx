"use client";

import { useRouter } from "next/navigation";
import { BackIcon } from "@/components/ui/icons/back";

/** The back icon: one step back in history, or `fallback` when the page was opened directly. `label`: its name in the page's language. */
export function BackButton({ fallback, label }: { fallback: string; label: string }) {
  const router = useRouter();
  return (
    <a
      href={fallback}
      aria-label={label}
      title={label}
      onClick={(e) => {
        if (window.history.length > 1 && document.referrer.startsWith(window.location.origin)) {
          e.preventDefault();
          router.back();
        } else {
          e.preventDefault();
          router.push(fallback);
        }
      }}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-primary hover:bg-primary-soft"
    >
      <BackIcon />
    </a>
  );
}
