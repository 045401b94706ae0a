"use client";

import { useEffect } from "react";
import { listenForInstallPrompt } from "./install-prompt";

/** Registers the service worker (production builds only; /sw.js answers 404 in development). */
export function ServiceWorkerRegister() {
  // Chrome's install offer is kept for the profile's Install card (issue 31), on whichever page it comes.
  useEffect(() => listenForInstallPrompt(), []);
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
    // The page's language, for the offline page the worker shows when there is no signal (issue 38).
    navigator.serviceWorker.ready.then((r) => r.active?.postMessage({ lang: document.documentElement.lang }));
  }, []);
  return null;
}
