"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { cancelEventAction } from "@/app/actions/events";
import { Button } from "@/components/ui/button";

/** The organiser's (or a group admin's) "Cancel this swap day", asked twice: it tells everyone going. */
export function CancelEventButton({ eventId, goingCount, thenHref }: { eventId: number; goingCount: number; thenHref: string | null }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const others = Math.max(0, goingCount - 1);
  const cancel = () =>
    start(async () => {
      setError(null);
      const r = await cancelEventAction({ id: eventId });
      if (!r.ok) return setError(r.error);
      setAsking(false);
      // A group admin who is not going no longer sees a cancelled day: back to the group.
      if (thenHref) router.push(thenHref);
      else router.refresh();
    });
  if (!asking)
    return (
      <Button variant="outline" onClick={() => setAsking(true)}>
        Cancel this swap day
      </Button>
    );
  return (
    <div role="group" aria-labelledby={`cancel-${eventId}`} className="flex flex-col gap-2 rounded-xl bg-red-50 p-3">
      <p id={`cancel-${eventId}`} className="text-ink">
        {others === 0 ? "Nobody else is going yet." : `${others} ${others === 1 ? "gardener is" : "gardeners are"} going: they will be told.`} Cancel it?
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={cancel} disabled={pending}>
          {pending ? "Cancelling…" : "Yes, cancel it"}
        </Button>
        <Button variant="outline" onClick={() => setAsking(false)} disabled={pending}>
          Keep it
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
