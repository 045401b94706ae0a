"use client";

import { createContext, useContext, useEffect, useRef, useState } from "react";

const Announce = createContext<(text: string) => void>(() => {});

/**
 * The desk's one status line. A decision closes the target's open reports, so the refreshed desk no
 * longer has that target's card: what happened is said here, outside the list, where it outlives the
 * card; keyboard focus, whose button has just gone with the card, is brought here too.
 */
export function DeskStatus({ children }: { children: React.ReactNode }) {
  const [notice, setNotice] = useState<{ text: string; n: number } | null>(
    null,
  );
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) box.current?.focus({ preventScroll: true });
  }, [notice]);
  return (
    <Announce.Provider
      value={(text) => setNotice((n) => ({ text, n: (n?.n ?? 0) + 1 }))}
    >
      <p
        ref={box}
        tabIndex={-1}
        role="status"
        data-testid="desk-status"
        className={
          notice
            ? "sticky top-16 z-10 rounded-xl bg-secondary px-4 py-3 font-bold text-white shadow-md outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 md:top-20"
            : "sr-only"
        }
      >
        {notice?.text ?? ""}
      </p>
      {children}
    </Announce.Provider>
  );
}

/** Says on the desk's status line what a decision did. */
export const useDeskStatus = () => useContext(Announce);
