"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { cancelEventAction } from "@/app/actions/events";
import { Button } from "@/components/ui/button";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

/** The organiser's (or a group admin's) "Cancel this swap day", asked twice: it tells everyone going. */
export function CancelEventButton({ eventId, goingCount, thenHref, words }: { eventId: number; goingCount: number; thenHref: string | null; words: Messages["communityCancelEvent"] }) {
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
        {words.cancel}
      </Button>
    );
  return (
    <div role="group" aria-labelledby={`cancel-${eventId}`} className="flex flex-col gap-2 rounded-xl bg-red-50 p-3">
      <p id={`cancel-${eventId}`} className="text-ink">
        {others === 0 ? words.nobody : fill(others === 1 ? words.oneGoing : words.manyGoing, { n: others })} {words.confirm}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={cancel} disabled={pending}>
          {pending ? words.cancelling : words.yes}
        </Button>
        <Button variant="outline" onClick={() => setAsking(false)} disabled={pending}>
          {words.keep}
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
