"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { decideDisputeAction } from "@/app/actions/safety";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import type { OpenDispute } from "@/lib/moderation/disputes";
import { useDeskStatus } from "./desk-status";

/** One disputed no-show (issue 32): uphold it (it stands) or drop it (not counted), with a reason for the audit log. */
export function DisputeCard({ d }: { d: OpenDispute }) {
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
      announce(decision === "uphold" ? `Upheld the no-show of @${d.taker.username}.` : `Dropped the no-show of @${d.taker.username}: it no longer counts.`);
      router.refresh();
    });
  return (
    <li className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h3 className="text-lg text-primary">
        @{d.giver.username} released “{d.listing.title}” as a no-show by @{d.taker.username}
      </h3>
      <blockquote dir="auto" className="user-text whitespace-pre-line rounded-xl border-l-4 border-secondary bg-cream px-4 py-3 text-ink">{d.note || "—"}</blockquote>
      {error && <Alert onDismiss={() => setError(null)}>{error}</Alert>}
      <label htmlFor={reasonId} className="block text-sm font-bold text-ink">
        Reason (for the audit log)
      </label>
      <input id={reasonId} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} className={inputClass} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={pending || !reason.trim()} onClick={() => decide("uphold")}>
          Uphold the no-show
        </Button>
        <Button size="sm" disabled={pending || !reason.trim()} onClick={() => decide("drop")}>
          Drop it
        </Button>
      </div>
    </li>
  );
}
