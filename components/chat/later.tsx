"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

// The chat thread's secondary controls: server-rendered with the thread, their code fetched after the
// thread and the composer (decision 0135, session 9). Report and Block are disabled until they run.
export const SafetyActions = lazyComponent(() => import("@/components/safety/safety-actions").then((m) => m.SafetyActions));
export const ListingTrade = lazyComponent(() => import("@/components/trades/trade-actions").then((m) => m.ListingTrade));
