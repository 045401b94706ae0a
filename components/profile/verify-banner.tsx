"use client";

import { useState, useTransition } from "react";
import { resendVerificationAction } from "@/app/actions/auth";
import { Button } from "@/components/ui/button";
import type { Messages } from "@/lib/i18n/messages/en";

/**
 * A calm note for a gardener whose address is not confirmed yet (issue 29): everything works; a
 * confirmed address gives reports weight and lifts the limits with strangers. "Resend" is limited.
 */
export function VerifyBanner({ words }: { words: Messages["accountVerifyBanner"] }) {
  const [said, setSaid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  return (
    <section aria-labelledby="verify-heading" className="flex flex-col gap-3 rounded-2xl bg-white p-4 text-ink shadow-sm ring-1 ring-line">
      <h2 id="verify-heading" className="font-bold text-primary">
        {words.title}
      </h2>
      <p className="text-sm">{words.body}</p>
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
          {words.resend}
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
