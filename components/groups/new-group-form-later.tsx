"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/**
 * The new-group form with react-hook-form in a chunk of its own (server-rendered still): the page
 * keeps within the 150 KiB first-load budget (scripts/js-budget.mjs, decision 0135).
 */
export const NewGroupFormLater = lazyComponent(() => import("./new-group-form").then((m) => m.NewGroupForm));
