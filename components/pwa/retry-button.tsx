"use client";

/** Reloads the page (the offline page's way back once the signal returns). */
export function RetryButton() {
  return (
    <button type="button" onClick={() => location.reload()} className="inline-flex h-12 items-center justify-center rounded-full bg-primary px-6 font-bold text-white hover:bg-primary-hover">
      Try again
    </button>
  );
}
