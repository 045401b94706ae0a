"use client";

import { useEffect, useState, type ComponentProps } from "react";
import { lazyComponent } from "@/components/ui/lazy-component";
import type { PushOffer as PushOfferBody } from "./push-offer";

/**
 * The push offer's triggers, light enough for every chat and form page: the offer itself (its push
 * subscription code and buttons) is fetched only once its moment has come (after the first Send, after
 * a wish was added), never with the page (JS budget, decision 0135).
 */
const LazyPushOffer = lazyComponent<ComponentProps<typeof PushOfferBody>>(() => import("./push-offer").then((m) => m.PushOffer));

/** The offer, rendered (and its code fetched) only once `trigger` is true. */
export function PushOffer(props: ComponentProps<typeof PushOfferBody>) {
  return props.trigger ? <LazyPushOffer {...props} /> : null;
}

const WISHED_KEY = "gardenswap:wished";

/** The wish form marks a save that added a wish; the wish list it goes to then offers push for matches. */
export function markWishAdded() {
  try {
    sessionStorage.setItem(WISHED_KEY, "1");
  } catch {
    // No storage: no offer, nothing worse.
  }
}

/** On the wish list, right after wishes were added (never on a plain visit): "Get told when someone lists it?" */
export function WishPushOffer() {
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
      title="Get told when someone lists it?"
      body="We'll send a notification to this device when a gardener nearby lists something from your wish list."
    />
  );
}
