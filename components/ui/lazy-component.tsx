"use client";

import { lazy, Suspense, type ComponentType } from "react";

/**
 * A client component whose code is fetched apart from the page's first load, with React's lazy (not
 * next/dynamic, whose loader code costs ≈ 1.8 KiB on a page that has none). Still server-rendered;
 * in the browser it comes to life when its chunk has arrived, after what the page needs first. For
 * controls that are secondary on their page (decision 0135, session 9). Call it in a client module.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
