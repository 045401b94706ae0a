"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { resolveReportAction, restoreUserAction, suspendUserAction } from "@/app/actions/safety";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import type { DeskGroup } from "@/lib/moderation/list-reports";

type Decision = "dismiss" | "hide" | "restore" | "delete_message" | "warn";

/** The decisions a moderator can take on one reported target, each with a reason for the audit log. */
export function DeskActions({ group }: { group: DeskGroup }) {
  const router = useRouter();
  const ids = useId();
  const [reason, setReason] = useState("");
  const [days, setDays] = useState("7");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const restricted = group.subject.banned || group.subject.suspended_until !== null;

  const run = (label: string, fn: () => Promise<{ ok: boolean; error?: string }>) =>
    start(async () => {
      setError(null);
      const r = await fn();
      if (!r.ok) return setError(r.error ?? "Something went wrong");
      setDone(label);
      setReason("");
      router.refresh();
    });
  const decide = (action: Decision, label: string) => run(label, () => resolveReportAction({ id: group.report_id, action, reason }));
  const suspend = (ban: boolean) =>
    run(ban ? "Banned" : "Suspended", () => suspendUserAction({ id: group.subject.id, days: ban ? null : Number(days), reason }));

  return (
    <div className="space-y-3 border-t border-line pt-3">
      <div>
        <label htmlFor={`${ids}-reason`} className="mb-1 block text-sm font-bold text-ink">
          Reason (kept in the audit log; a warning sends it to @{group.subject.username})
        </label>
        <textarea id={`${ids}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} className={`${inputClass} min-h-16`} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm font-bold text-secondary">
          {done}.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {group.target_type === "listing" &&
          (group.hidden ? (
            <Button size="sm" variant="outline" className="min-h-11" disabled={pending} onClick={() => decide("restore", "Listing restored")}>
              Restore listing
            </Button>
          ) : (
            <Button size="sm" className="min-h-11" disabled={pending} onClick={() => decide("hide", "Listing hidden")}>
              Hide listing
            </Button>
          ))}
        {group.target_type === "message" && (
          <Button size="sm" className="min-h-11" disabled={pending} onClick={() => decide("delete_message", "Message deleted")}>
            Delete message
          </Button>
        )}
        <Button size="sm" variant="secondary" className="min-h-11" disabled={pending} onClick={() => decide("warn", "Warning sent")}>
          Warn @{group.subject.username}
        </Button>
        <Button size="sm" variant="ghost" className="min-h-11" disabled={pending} onClick={() => decide("dismiss", "Reports dismissed")}>
          Dismiss
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {restricted ? (
          <Button size="sm" variant="outline" className="min-h-11" disabled={pending} onClick={() => run("Account restored", () => restoreUserAction({ id: group.subject.id, reason }))}>
            Restore @{group.subject.username}&apos;s account
          </Button>
        ) : (
          <>
            <div className="w-28">
              <label htmlFor={`${ids}-days`} className="mb-1 block text-sm font-bold text-ink">
                Days
              </label>
              <input id={`${ids}-days`} type="number" min={1} max={3650} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} className={inputClass} />
            </div>
            <Button size="sm" variant="danger" className="min-h-11" disabled={pending} onClick={() => suspend(false)}>
              Suspend @{group.subject.username}
            </Button>
            <Button size="sm" variant="danger" className="min-h-11" disabled={pending} onClick={() => suspend(true)}>
              Ban
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
