"use client";

import { useEffect } from "react";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" tabIndex={-1} className="outline-none flex min-h-[60vh] flex-col items-center justify-center gap-5 px-6 text-center">
      <h1 className="text-3xl text-primary">Something went wrong</h1>
      <p className="max-w-sm text-muted">We couldn&apos;t load this page. Please try again in a moment.</p>
      <div className="flex gap-3">
        <button type="button" onClick={reset} className="rounded-full bg-primary px-6 py-3 font-bold text-white hover:bg-primary-hover">
          Try again
        </button>
        {/* A plain link on purpose: a full load leaves the broken state behind, and next/link would ship its own copy in this boundary's chunk, on every page (decision 0135). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="rounded-full border-2 border-primary px-6 py-3 font-bold text-primary hover:bg-primary-soft">
          Go to Home
        </a>
      </div>
    </main>
  );
}
