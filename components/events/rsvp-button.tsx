"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { rsvpAction } from "@/app/actions/events";
import { Button } from "@/components/ui/button";
import type { Messages } from "@/lib/i18n/messages/en";

/** Going / not going (issue 34): a full swap day says so (409), in words. */
export function RsvpButton({ eventId, going, words }: { eventId: number; going: boolean; words: Messages["communityRsvp"] }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const say = (value: boolean) =>
    start(async () => {
      setError(null);
      const r = await rsvpAction({ id: eventId, going: value });
      if (!r.ok) return setError(r.error);
      router.refresh();
    });
  return (
    <div className="flex flex-col gap-2">
      {going ? (
        <Button variant="outline" onClick={() => say(false)} disabled={pending}>
          {pending ? words.saving : words.cantGo}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => say(true)} disabled={pending}>
          {pending ? words.saving : words.going}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
