"use client";

import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { PushKind } from "@/lib/validation/push-kinds";
import { pushSupported, turnOnPushKind, type PushWords } from "./push-client";

/** Once dismissed, the offer stays away this long (on this device). */
const PUSH_OFFER_QUIET_MS = 60 * 24 * 60 * 60 * 1000;
const PUSH_OFFER_KEY = "gardenswap:push-offer-dismissed";

function offerAllowed(): boolean {
  if (!pushSupported() || Notification.permission !== "default") return false;
  try {
    const dismissed = Number(localStorage.getItem(PUSH_OFFER_KEY) ?? 0);
    return !(dismissed && Date.now() - dismissed < PUSH_OFFER_QUIET_MS);
  } catch {
    return true;
  }
}

function remember() {
  try {
    localStorage.setItem(PUSH_OFFER_KEY, String(Date.now()));
  } catch {
    // Private mode without storage: the offer may come back next time, nothing worse.
  }
}

/**
 * Push offered at the moment it matters (issue 31 item 1): after the first Send in a chat ("Get told
 * when basil replies?") or the first wish. Never on load: nothing shows until `trigger` turns true.
 * Only where push works and the browser has not been asked yet; "Not now" keeps it away for 60 days.
 * "Turn on" runs the settings card's subscribe flow for `kind`. `words`: its own words in the page's
 * language (talkPush, issue 38), English when not given.
 */
export function PushOffer({ trigger, kind, title, body, words: w }: { trigger: boolean; kind: PushKind; title: string; body: string; words: PushWords }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    // Decided once, when the trigger fires (the browser APIs exist only here, not on the server).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (trigger && offerAllowed()) setOpen(true);
  }, [trigger]);

  if (!open) return null;

  async function turnOn() {
    setBusy(true);
    setNote(null);
    try {
      await turnOnPushKind(kind, w);
      remember();
      setNote(w.done);
      setTimeout(() => setOpen(false), 2500);
    } catch (e) {
      remember();
      setNote(e instanceof Error ? e.message : w.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section role="region" aria-labelledby={`${id}-title`} className="mx-3 my-2 rounded-2xl bg-primary-soft p-4 text-left ring-1 ring-line" data-testid="push-offer">
      <h2 id={`${id}-title`} className="text-base font-bold text-primary">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink">{body}</p>
      {note ? (
        <p className="mt-2 text-sm font-bold text-secondary" aria-live="polite">
          {note}
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void turnOn()} disabled={busy}>
            {busy ? w.turningOn : w.turnOn}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => {
              remember();
              setOpen(false);
            }}
          >
            {w.notNow}
          </Button>
        </div>
      )}
    </section>
  );
}
