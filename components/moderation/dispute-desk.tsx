"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { decideDisputeAction } from "@/app/actions/safety";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import type { OpenDispute } from "@/lib/moderation/disputes";
import { useDeskStatus } from "./desk-status";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

/** One disputed no-show (issue 32): uphold it (it stands) or drop it (not counted), with a reason for the audit log. `words`: the page's language (issue 38). */
export function DisputeCard({ d, words }: { d: OpenDispute; words: Messages["mailDispute"] }) {
  const router = useRouter();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const announce = useDeskStatus();
  const decide = (decision: "uphold" | "drop") =>
    start(async () => {
      setError(null);
      const r = await decideDisputeAction({ id: d.id, decision, reason });
      if (!r.ok) return setError(r.error);
      announce(fill(decision === "uphold" ? words.upheld : words.dropped, { username: d.taker.username }));
      router.refresh();
    });
  return (
    <li className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h3 className="text-lg text-primary">
        {fill(words.heading, { giver: d.giver.username, title: d.listing.title, taker: d.taker.username })}
      </h3>
      <blockquote dir="auto" className="user-text whitespace-pre-line rounded-xl border-l-4 border-secondary bg-cream px-4 py-3 text-ink">{d.note || "—"}</blockquote>
      {error && <Alert onDismiss={() => setError(null)} dismiss={words.dismiss}>{error}</Alert>}
      <label htmlFor={reasonId} className="block text-sm font-bold text-ink">
        {words.reason}
      </label>
      <input id={reasonId} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} className={inputClass} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={pending || !reason.trim()} onClick={() => decide("uphold")}>
          {words.uphold}
        </Button>
        <Button size="sm" disabled={pending || !reason.trim()} onClick={() => decide("drop")}>
          {words.drop}
        </Button>
      </div>
    </li>
  );
}
