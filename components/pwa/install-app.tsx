"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { forgetInstallPrompt, installPrompt, onInstallPromptChange } from "./install-prompt";
import type { Messages } from "@/lib/i18n/messages/en";

const DISMISSED_KEY = "gs-install-dismissed";
type Offer = "none" | "prompt" | "ios";

/** Running as the installed app already (Android/desktop display mode, or iOS's home-screen flag). */
const installed = () => window.matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
/** iPhone and iPad Safari: no install prompt exists there, only Share → Add to Home Screen. */
const isIos = () => /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);

function currentOffer(): Offer {
  try {
    if (localStorage.getItem(DISMISSED_KEY)) return "none";
  } catch {
    /* storage disabled: still offer */
  }
  if (installed()) return "none";
  if (installPrompt()) return "prompt";
  return isIos() ? "ios" : "none";
}

/**
 * "Install GardenSwap" (issue 31): a dismissible card in the profile, shown only where installing is
 * possible and not done: Chrome's own prompt behind a button, or on iPhone and iPad the Add to Home
 * Screen steps. Never on first load, never a pop-up.
 */
export function InstallApp({ words }: { words: Messages["accountInstall"] }) {
  const [offer, setOffer] = useState<Offer>("none");
  useEffect(() => {
    const update = () => setOffer(currentOffer());
    update();
    return onInstallPromptChange(update);
  }, []);
  if (offer === "none") return null;

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      /* storage disabled */
    }
    setOffer("none");
  };
  const install = async () => {
    const e = installPrompt();
    if (!e) return;
    await e.prompt();
    await e.userChoice.catch(() => null);
    forgetInstallPrompt();
  };

  return (
    <section aria-labelledby="install-heading" data-testid="install-app" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 id="install-heading" className="text-base text-primary">
        {words.title}
      </h2>
      {offer === "prompt" ? (
        <p className="mt-1 text-sm text-muted">{words.prompt}</p>
      ) : (
        <p className="mt-1 text-sm text-muted">
          {words.iosTap} <strong className="text-ink">{words.share}</strong> <span aria-hidden>{words.shareIcon}</span>
          {words.iosThen} <strong className="text-ink">{words.addHome}</strong>
          {words.iosAfter}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {offer === "prompt" && (
          <Button size="sm" onClick={install}>
            {words.install}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={dismiss}>
          {offer === "prompt" ? words.notNow : words.gotIt}
        </Button>
      </div>
    </section>
  );
}
