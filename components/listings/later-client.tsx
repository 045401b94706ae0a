"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

// The feeds' secondary controls: server-rendered with the page, their code fetched after the cards
// and the filters (decision 0135). "More listings" sits below the fold; the area form is for a
// visitor without an area and the change-area link for one with it. Their words: ./later.tsx.
export const LoadMoreLazy = lazyComponent(() => import("./load-more").then((m) => m.LoadMore));
export const AreaFormLazy = lazyComponent(() => import("./area-form").then((m) => m.AreaForm));
export const ChangeAreaLazy = lazyComponent(() => import("./area-form").then((m) => m.ChangeArea));
