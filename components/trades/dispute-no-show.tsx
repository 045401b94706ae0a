"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { disputeAction } from "@/app/actions/trades";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import type { Messages } from "@/lib/i18n/messages/en";

/**
 * On a trade released from the viewer as a no-show (My trades): "That's not right" sends a short note to
 * the moderation desk, once (issue 32). Then the row says where the dispute stands.
 */
export function DisputeNoShow({ tradeId, dispute, words }: { tradeId: number; dispute: "open" | "upheld" | "dropped" | null; words: Messages["tradesDispute"] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const noteId = useId();
  if (dispute) return <p className="text-sm text-muted">{words[dispute]}</p>;
  if (!open)
    return (
      <Button variant="ghost" size="sm" className="-ml-3 self-start" onClick={() => setOpen(true)}>
        {words.notRight}
      </Button>
    );
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        start(async () => {
          setError(null);
          const r = await disputeAction({ id: tradeId, note });
          if (!r.ok) return setError(r.error);
          router.refresh();
        });
      }}
    >
      {error && <Alert onDismiss={() => setError(null)} dismiss={words.dismiss}>{error}</Alert>}
      <label htmlFor={noteId} className="text-sm font-bold text-ink">
        {words.whatHappened}
      </label>
      <textarea id={noteId} value={note} maxLength={500} rows={3} onChange={(e) => setNote(e.target.value)} className={inputClass} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {words.send}
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={() => setOpen(false)}>
          {words.cancel}
        </Button>
      </div>
    </form>
  );
}
