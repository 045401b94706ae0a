"use client";

import { lazy, Suspense, useState, type ComponentType } from "react";

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

/**
 * A dialog whose code is fetched on its first opening. From then on it stays mounted, so closing it
 * closes the native <dialog> (which gives focus back to the button that opened it) instead of
 * removing it from the page (which would drop focus to the document).
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazyComponent(load);
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened || props.open ? <Lazy {...props} /> : null;
  };
}
