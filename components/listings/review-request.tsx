"use client";

import { useState, useTransition } from "react";
import { requestReviewAction } from "@/app/actions/safety";
import { Button } from "@/components/ui/button";
import type { ReviewState } from "@/lib/listings/review";

/**
 * For the owner of a hidden listing (issue 29): it is hidden from others for now, and they can ask
 * the moderators to look again (once; the desk shows the request first).
 */
export function ReviewRequest({ listingId, state }: { listingId: number; state: ReviewState }) {
  const [asked, setAsked] = useState(state.review_requested);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  if (!state.hidden) return null;
  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl bg-white p-4 text-ink shadow-sm ring-1 ring-line">
      <p>
        <strong>Hidden from other gardeners for now.</strong>{" "}
        {state.can_request ? "Several gardeners reported this listing; a moderator will look at it." : "A moderator hid this listing."}
      </p>
      {state.can_request &&
        (asked ? (
          <p className="text-sm text-muted">You asked for a review. A moderator will look at your listing again soon.</p>
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
              Ask for a review
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
