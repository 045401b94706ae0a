"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server-rendered HTML, true once React runs. Submit buttons stay disabled until
 * then, so a tap before hydration cannot post the form natively (credentials in a URL).
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
