"use client";

import { useEffect } from "react";
import { returningByHistory, savedScroll, saveScroll } from "./feed-memory";

/**
 * Keeps the feed's scroll position and puts it back on Back: once the restored pages are laid out
 * (they may take a few frames), not where a shorter page would have left it.
 */
export function FeedPlace() {
  useEffect(() => {
    let frame = 0;
    const y = returningByHistory() ? savedScroll() : null;
    if (y !== null) {
      let tries = 0;
      const restore = () => {
        window.scrollTo({ top: y, behavior: "instant" });
        if (Math.abs(window.scrollY - y) > 2 && ++tries < 60) frame = requestAnimationFrame(restore);
      };
      frame = requestAnimationFrame(restore);
    }
    let pending = false;
    const onScroll = () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        saveScroll(window.scrollY);
      });
    };
    // Any real scroll from the gardener wins over the restore.
    const stop = () => cancelAnimationFrame(frame);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("wheel", stop, { passive: true });
    window.addEventListener("touchstart", stop, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("wheel", stop);
      window.removeEventListener("touchstart", stop);
    };
  }, []);
  return null;
}
