"use client";

import { useState } from "react";

/**
 * A `<details>` that opens by itself when `openWhen` turns true (something to answer arrived) and
 * otherwise keeps what the gardener chose. A plain server-rendered `open={…}` would snap shut on the
 * next `router.refresh()` once the answer is sent, hiding the confirmation inside it.
 */
export function Disclosure({ openWhen, className, children }: { openWhen: boolean; className?: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(openWhen);
  const [wanted, setWanted] = useState(openWhen);
  // Adjusting state while rendering (React's pattern for "state derived from a changed prop").
  if (wanted !== openWhen) {
    setWanted(openWhen);
    if (openWhen) setOpen(true);
  }
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className={className}>
      {children}
    </details>
  );
}
