"use client";

import { useEffect } from "react";
import { useSaid } from "@/components/ui/error-words";

/** The root error fallback: replaces the root layout, so it brings its own html, body and styles. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // In the language of the page that failed (issue 38: components/ui/error-words.ts): its <html lang>,
  // which this boundary's own <html> then keeps (English when the server rendered it: no page to ask).
  const lang = typeof document === "undefined" ? "en" : document.documentElement.lang;
  const said = useSaid(
    "Something went wrong · GardenSwap",
    "GardenSwap is having a moment",
    "Something went wrong on our side. Please try again — your lists are safe.",
    "Try again",
    "Go to Home",
  );
  useEffect(() => {
    console.error(error);
  }, [error]);
  const button = { boxSizing: "border-box", borderRadius: 999, padding: "0 24px", fontFamily: "inherit", fontWeight: 700, fontSize: 16, lineHeight: "44px", cursor: "pointer", height: 48, textDecoration: "none" } as const;
  return (
    <html lang={lang} dir={lang === "ar" ? "rtl" : undefined}>
      <head>
        <title>{said[0]}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body style={{ fontFamily: "Georgia, 'Times New Roman', serif", background: "#fbf8f2", color: "#1f1a17", display: "grid", placeItems: "center", minHeight: "100vh", margin: 0 }}>
        <main style={{ textAlign: "center", padding: 24, maxWidth: 420 }}>
          <svg aria-hidden viewBox="0 0 64 64" width="56" height="56" style={{ display: "block", margin: "0 auto 16px" }}>
            <rect width="64" height="64" rx="14" fill="#501C19" />
            <path d="M32 50V30" stroke="#fbf8f2" strokeWidth="4" strokeLinecap="round" />
            <path d="M32 32c0-9 6-15 16-16 0 10-6 16-16 16z" fill="#6f9f3a" />
            <path d="M32 38c0-8-5-13-14-14 0 9 5 14 14 14z" fill="#a9cf7d" />
          </svg>
          <h1 style={{ color: "#501C19", fontSize: 28, margin: "0 0 8px" }}>{said[1]}</h1>
          <p style={{ color: "#5f5650", fontSize: 17, lineHeight: 1.5, margin: "0 0 24px" }}>{said[2]}</p>
          <div style={{ display: "flex", gap: 12, justifyContent: "center", flexWrap: "wrap" }}>
            <button type="button" onClick={reset} style={{ ...button, background: "#501C19", color: "white", border: 0 }}>
              {said[3]}
            </button>
            {/* A full page load: the app's router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ ...button, display: "inline-flex", alignItems: "center", border: "2px solid #501C19", color: "#501C19", background: "white" }}>
              {said[4]}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
