"use client";

import { useEffect, useState } from "react";
import type { Messages } from "@/lib/i18n/messages/en";
import { PushOffer } from "./push-offer-lazy";

// The wish list's push offer (the chat's is push-offer-lazy.tsx): its code is fetched only once its
// moment has come, after a wish was added, never with the page (JS budget, decision 0135).

const WISHED_KEY = "gardenswap:wished";

/** The wish form marks a save that added a wish; the wish list it goes to then offers push for matches. */
export function markWishAdded() {
  try {
    sessionStorage.setItem(WISHED_KEY, "1");
  } catch {
    // No storage: no offer, nothing worse.
  }
}

/**
 * On the wish list, right after wishes were added (never on a plain visit): "Get told when someone lists
 * it?". `words`: talkPush in the page's language (issue 38).
 */
export function WishPushOffer({ words }: { words: Messages["talkPush"] }) {
  const [wished, setWished] = useState(false);
  useEffect(() => {
    try {
      if (sessionStorage.getItem(WISHED_KEY) !== "1") return;
      sessionStorage.removeItem(WISHED_KEY);
    } catch {
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setWished(true);
  }, []);
  return (
    <PushOffer
      trigger={wished}
      kind="matches"
      title={words.wishTitle}
      body={words.wishBody}
      words={words}
    />
  );
}
