"use client";

import type { ComponentProps } from "react";
import { lazyComponent } from "@/components/ui/lazy-component";
import type { PushOffer as PushOfferBody } from "./push-offer";

/**
 * The push offer's trigger, light enough for every chat page: the offer itself (its push subscription
 * code and buttons) is fetched only once its moment has come (after the first Send), never with the
 * page (JS budget, decision 0135). A module of its own: the chat pages do not carry the wish list's
 * trigger (push-offer-later.tsx).
 */
const LazyPushOffer = lazyComponent<ComponentProps<typeof PushOfferBody>>(() => import("./push-offer").then((m) => m.PushOffer));

/** The offer, rendered (and its code fetched) only once `trigger` is true. */
export function PushOffer(props: ComponentProps<typeof PushOfferBody>) {
  return props.trigger ? <LazyPushOffer {...props} /> : null;
}
