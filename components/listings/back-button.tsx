"use client";

import { useRouter } from "next/navigation";
import { BackIcon } from "@/components/ui/icons/back";

/** Back arrow: the previous page when there is one in this tab, else a sensible place. */
export function BackButton({ fallback = "/listings", label = "Back" }: { fallback?: string; label?: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => (window.history.length > 1 && document.referrer.startsWith(window.location.origin) ? router.back() : router.push(fallback))}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-primary shadow-sm ring-1 ring-line hover:bg-primary-soft"
    >
      <BackIcon />
    </button>
  );
}
