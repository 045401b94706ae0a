"use client";

import { useEffect } from "react";
import { useSaid } from "@/components/ui/error-words";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // In the page's language once its words are fetched (issue 38: components/ui/error-words.ts).
  const said = useSaid("Something went wrong", "We couldn't load this page. Please try again in a moment.", "Try again", "Go to Home");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" tabIndex={-1} className="outline-none flex min-h-[60vh] flex-col items-center justify-center gap-5 px-6 text-center">
      <h1 className="text-3xl text-primary">{said[0]}</h1>
      <p className="max-w-sm text-muted">{said[1]}</p>
      <div className="flex gap-3">
        <button type="button" onClick={reset} className="rounded-full bg-primary px-6 py-3 font-bold text-white hover:bg-primary-hover">
          {said[2]}
        </button>
        {/* A plain link on purpose: a full load leaves the broken state behind, and next/link would ship its own copy in this boundary's chunk, on every page (decision 0135). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="rounded-full border-2 border-primary px-6 py-3 font-bold text-primary hover:bg-primary-soft">
          {said[3]}
        </a>
      </div>
    </main>
  );
}
