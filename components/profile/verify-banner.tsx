"use client";

import { useState, useTransition } from "react";
import { resendVerificationAction } from "@/app/actions/auth";
import { Button } from "@/components/ui/button";

/**
 * A calm note for a gardener whose address is not confirmed yet (issue 29): everything works; a
 * confirmed address gives reports weight and lifts the limits with strangers. "Resend" is limited.
 */
export function VerifyBanner() {
  const [said, setSaid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  return (
    <section aria-labelledby="verify-heading" className="flex flex-col gap-3 rounded-2xl bg-white p-4 text-ink shadow-sm ring-1 ring-line">
      <h2 id="verify-heading" className="font-bold text-primary">
        Please confirm your e-mail address
      </h2>
      <p className="text-sm">
        We sent you a link when you signed up. Everything already works; once your address is confirmed your reports carry weight and you can
        reach more new gardeners each day.
      </p>
      <div>
        <Button
          size="sm"
          variant="outline"
          className="min-h-11"
          disabled={pending}
          onClick={() =>
            start(async () => {
              setError(null);
              const r = await resendVerificationAction({});
              if (r.ok) setSaid(r.data.message);
              else setError(r.error);
            })
          }
        >
          Resend
        </Button>
      </div>
      <p role="status" className="text-sm text-secondary">
        {said}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
