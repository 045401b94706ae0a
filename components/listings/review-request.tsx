"use client";

import { useState, useTransition } from "react";
import { requestReviewAction } from "@/app/actions/safety";
import { Button } from "@/components/ui/button";
import type { ReviewState } from "@/lib/listings/review";
import type { Messages } from "@/lib/i18n/messages/en";

/**
 * For the owner of a hidden listing (issue 29): it is hidden from others for now, and they can ask
 * the moderators to look again (once; the desk shows the request first).
 */
export function ReviewRequest({ listingId, state, words }: { listingId: number; state: ReviewState; words: Messages["marketReview"] }) {
  const [asked, setAsked] = useState(state.review_requested);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  if (!state.hidden) return null;
  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl bg-white p-4 text-ink shadow-sm ring-1 ring-line">
      <p>
        <strong>{words.hidden}</strong>{" "}
        {state.can_request ? words.reported : words.moderatorHid}
      </p>
      {state.can_request &&
        (asked ? (
          <p className="text-sm text-muted">{words.asked}</p>
        ) : (
          <div>
            <Button
              size="sm"
              variant="outline"
              className="min-h-11"
              disabled={pending}
              onClick={() =>
                start(async () => {
                  setError(null);
                  const r = await requestReviewAction({ id: listingId });
                  if (r.ok) setAsked(true);
                  else setError(r.error);
                })
              }
            >
              {words.ask}
            </Button>
          </div>
        ))}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
