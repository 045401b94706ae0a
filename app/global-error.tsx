"use client";

/** The root error fallback: replaces the root layout, so it brings its own html and body. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", background: "#fbf8f2", color: "#1f1a17", display: "grid", placeItems: "center", minHeight: "100vh", margin: 0 }}>
        <main style={{ textAlign: "center", padding: 24 }}>
          <h1 style={{ color: "#501C19" }}>GardenSwap is having a moment</h1>
          <p>Something went wrong on our side. Please try again.</p>
          <button type="button" onClick={reset} style={{ background: "#501C19", color: "white", border: 0, borderRadius: 999, padding: "12px 24px", fontWeight: 700, cursor: "pointer" }}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
