"use client";

import dynamic from "next/dynamic";

/**
 * Controls that only a signed-in gardener is shown, loaded when they are rendered (decision 0135):
 * a client component imported by a page ships with that page to every visitor, and `dynamic()` in
 * a server page does not split it out; imported through `dynamic()` here, in a client module, each
 * is its own chunk, fetched only where the server rendered it (and still server-rendered).
 */
export const ListingChatClient = dynamic(() => import("@/components/chat/listing-chat-client").then((m) => m.ListingChatClient));
export const OwnerActions = dynamic(() => import("@/components/listings/owner-actions").then((m) => m.OwnerActions));
export const ListingTrade = dynamic(() => import("@/components/trades/trade-actions").then((m) => m.ListingTrade));
export const AvailableUntil = dynamic(() => import("@/components/trades/trade-actions").then((m) => m.AvailableUntil));
export const LiveTrades = dynamic(() => import("@/components/trades/live-trades").then((m) => m.LiveTrades));
export const SafetyActions = dynamic(() => import("@/components/safety/safety-actions").then((m) => m.SafetyActions));
export const SellerFriendActions = dynamic(() => import("@/components/friends/seller-friend-actions").then((m) => m.SellerFriendActions));
/** Issue 32: a first refusal's "Yes please" / "No thanks" (only the gardener it is offered to loads it). */
export const OfferBanner = dynamic(() => import("@/components/queue/offer-banner").then((m) => m.OfferBanner));
