"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/**
 * Controls that only a signed-in gardener is shown, loaded when they are rendered (decision 0135):
 * a client component imported by a page ships with that page to every visitor, and `dynamic()` in
 * a server page does not split it out; imported lazily here, in a client module, each is its own
 * chunk, fetched only where the server rendered it (and still server-rendered). React's lazy, not
 * next/dynamic, whose loader costs ≈ 1.8 KiB on every page that has one (components/ui/lazy-component).
 */
export const ListingChatClient = lazyComponent(() => import("@/components/chat/listing-chat-client").then((m) => m.ListingChatClient));
export const OwnerActions = lazyComponent(() => import("@/components/listings/owner-actions").then((m) => m.OwnerActions));
export const ListingTrade = lazyComponent(() => import("@/components/trades/trade-actions").then((m) => m.ListingTrade));
export const AvailableUntil = lazyComponent(() => import("@/components/trades/trade-actions").then((m) => m.AvailableUntil));
export const LiveTrades = lazyComponent(() => import("@/components/trades/live-trades").then((m) => m.LiveTrades));
export const SafetyActions = lazyComponent(() => import("@/components/safety/safety-actions").then((m) => m.SafetyActions));
export const SellerFriendActions = lazyComponent(() => import("@/components/friends/seller-friend-actions").then((m) => m.SellerFriendActions));
/** Issue 32: a first refusal's "Yes please" / "No thanks" (only the gardener it is offered to loads it). */
export const OfferBanner = lazyComponent(() => import("@/components/queue/offer-banner").then((m) => m.OfferBanner));
/** Issue 36: a glut's portions, live, with the portion picker. */
export const GlutPanel = lazyComponent(() => import("@/components/gluts/glut-panel").then((m) => m.GlutPanel));
