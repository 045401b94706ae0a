"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { answerOfferAction } from "@/app/actions/queue";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Deadline } from "./deadline";
import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";

/**
 * Next in line (issue 32): the listing is the gardener's if they want it, until the deadline.
 * "Yes please" reserves it for them; "No thanks" passes it to the next in line.
 */
export function OfferBanner({ listingId, title, expiresAt, compact = false, words: w }: { listingId: number; title: string; expiresAt: string; compact?: boolean; words: Messages["tradesQueue"] }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<"accepted" | "declined" | null>(null);
  const answer = (accept: boolean) => () => {
    setError(null);
    start(async () => {
      const r = await answerOfferAction({ id: listingId, accept });
      if (!r.ok) return setError(r.error);
      setDone(r.data.state);
      router.refresh();
    });
  };
  if (done) {
    return (
      <Alert tone="success">
        {done === "accepted" ? fill(w.reservedForYou, { title }) : w.goesToNext}
      </Alert>
    );
  }
  return (
    <section
      aria-label={w.offeredToYou}
      data-testid="offer-banner"
      className={`flex flex-col gap-3 rounded-2xl bg-secondary-soft text-secondary ring-1 ring-secondary/20 ${compact ? "p-3" : "p-4"}`}
    >
      <p className="font-bold">
        {w.yoursUntil} <Deadline iso={expiresAt} words={w} />
      </p>
      {!compact && <p className="text-sm text-ink">{fill(w.freeAgain, { title })}</p>}
      {error && <Alert onDismiss={() => setError(null)} dismiss={w.dismiss}>{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={answer(true)} disabled={pending}>
          {w.yesPlease}
        </Button>
        <Button variant="outline" onClick={answer(false)} disabled={pending}>
          {w.noThanks}
        </Button>
      </div>
    </section>
  );
}
