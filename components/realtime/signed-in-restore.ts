"use client";

import { useEffect } from "react";

/**
 * A signed-in page is never shown again from the back/forward cache (docs/decisions/0135-page-weight.md).
 * Signed-in documents are sent no-store, but a tab that started on an anonymous page (cacheable,
 * `private, no-cache`) can sign in and browse signed-in pages without a new document; after signing
 * out, Back could then restore that document from memory with someone's messages on it. So while a
 * viewer is signed in, a page going into the cache is blanked first, and one coming back is reloaded:
 * the server answers for whoever is signed in now (or sends a signed-out visitor to /login).
 */
export function useReloadSignedInOnRestore(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    const hide = (e: PageTransitionEvent) => {
      if (e.persisted) document.documentElement.style.visibility = "hidden";
    };
    const reload = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      document.documentElement.style.visibility = "hidden";
      location.reload();
    };
    window.addEventListener("pagehide", hide);
    window.addEventListener("pageshow", reload);
    return () => {
      window.removeEventListener("pagehide", hide);
      window.removeEventListener("pageshow", reload);
    };
  }, [signedIn]);
}
