"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { answerOfferAction } from "@/app/actions/queue";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Deadline } from "./deadline";

/**
 * Next in line (issue 32): the listing is the gardener's if they want it, until the deadline.
 * "Yes please" reserves it for them; "No thanks" passes it to the next in line.
 */
export function OfferBanner({ listingId, title, expiresAt, compact = false }: { listingId: number; title: string; expiresAt: string; compact?: boolean }) {
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
        {done === "accepted" ? `“${title}” is reserved for you. Say hello and agree when to pick it up.` : "Thanks for saying so: it goes to the next in line."}
      </Alert>
    );
  }
  return (
    <section
      aria-label="Offered to you"
      data-testid="offer-banner"
      className={`flex flex-col gap-3 rounded-2xl bg-secondary-soft text-secondary ring-1 ring-secondary/20 ${compact ? "p-3" : "p-4"}`}
    >
      <p className="font-bold">
        It&apos;s yours if you want it — until <Deadline iso={expiresAt} />
      </p>
      {!compact && <p className="text-sm text-ink">“{title}” is free again and you are next in line. After that time it goes to the next gardener.</p>}
      {error && <Alert onDismiss={() => setError(null)}>{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={answer(true)} disabled={pending}>
          Yes please
        </Button>
        <Button variant="outline" onClick={answer(false)} disabled={pending}>
          No thanks
        </Button>
      </div>
    </section>
  );
}
