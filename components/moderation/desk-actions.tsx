"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { resolveReportAction, restoreUserAction, suspendUserAction } from "@/app/actions/safety";
import { Button } from "@/components/ui/button";
import { CharCount } from "@/components/ui/char-count";
import { inputClass } from "@/components/ui/field";
import type { DeskGroup } from "@/lib/moderation/list-reports";
import { useDeskStatus } from "./desk-status";

/** The audit log's limit (lib/moderation: "Keep the reason under 1,000 characters"). */
const REASON_MAX = 1000;

type Decision = "dismiss" | "hide" | "restore" | "delete_message" | "warn";

const until = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

/**
 * The decisions a moderator can take on one reported target, each with a reason for the audit log.
 * Every decision closes the target's open reports, so this card leaves the desk when it is refreshed:
 * the outcome is said on the desk's status line (DeskStatus), not in the card.
 */
export function DeskActions({ group }: { group: DeskGroup }) {
  const router = useRouter();
  const ids = useId();
  const [reason, setReason] = useState("");
  const [days, setDays] = useState("7");
  const [error, setError] = useState<string | null>(null);
  const announce = useDeskStatus();
  const [pending, start] = useTransition();
  const restricted = group.subject.banned || group.subject.suspended_until !== null;

  const who = `@${group.subject.username}`;
  const what =
    group.target_type === "listing"
      ? `Listing #${group.target_id}`
      : group.target_type === "message"
        ? `Message #${group.target_id}`
        : group.target_type === "thanks"
          ? `Thank-you note #${group.target_id}`
          : who;
  // A listing or a thank-you note is hidden (kept for its owner or author) rather than deleted.
  const noun = group.target_type === "thanks" ? "note" : "listing";
  const run = <T,>(fn: () => Promise<{ ok: true; data: T } | { ok: false; error: string }>, said: (data: T) => string) =>
    start(async () => {
      setError(null);
      const r = await fn();
      if (!r.ok) return setError(r.error);
      announce(said(r.data));
      setReason("");
      router.refresh();
    });
  const decide = (action: Decision, said: string) => run(() => resolveReportAction({ id: group.report_id, action, reason }), () => said);
  const suspend = (ban: boolean) =>
    run(
      () => suspendUserAction({ id: group.subject.id, days: ban ? null : Number(days), reason }),
      (u) => (u.suspended_until ? `Suspended @${u.username} until ${until(u.suspended_until)}.` : `Banned @${u.username}.`) + " Their open reports are closed.",
    );

  return (
    <div className="space-y-3 border-t border-line pt-3">
      <div>
        <label htmlFor={`${ids}-reason`} className="mb-1 block text-sm font-bold text-ink">
          Reason (kept in the audit log; a warning sends it to @{group.subject.username})
        </label>
        <textarea
          id={`${ids}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={reason.length > REASON_MAX ? true : undefined}
          aria-describedby={`${ids}-reason-count`}
          className={`${inputClass} min-h-16`}
        />
        <CharCount id={`${ids}-reason-count`} length={reason.length} max={REASON_MAX} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {(group.target_type === "listing" || group.target_type === "thanks") &&
          (group.hidden ? (
            <Button size="sm" variant="outline" className="min-h-11" disabled={pending} onClick={() => decide("restore", `${what} restored; its reports are dismissed.`)}>
              Restore {noun}
            </Button>
          ) : (
            <Button size="sm" className="min-h-11" disabled={pending} onClick={() => decide("hide", `${what} hidden.`)}>
              Hide {noun}
            </Button>
          ))}
        {group.target_type === "message" && (
          <Button size="sm" className="min-h-11" disabled={pending} onClick={() => decide("delete_message", `${what} deleted.`)}>
            Delete message
          </Button>
        )}
        <Button size="sm" variant="secondary" className="min-h-11" disabled={pending} onClick={() => decide("warn", `Warning sent to ${who}.`)}>
          Warn @{group.subject.username}
        </Button>
        <Button size="sm" variant="ghost" className="min-h-11" disabled={pending} onClick={() => decide("dismiss", `Reports about ${what} dismissed.`)}>
          Dismiss
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {restricted ? (
          <Button size="sm" variant="outline" className="min-h-11" disabled={pending} onClick={() => run(() => restoreUserAction({ id: group.subject.id, reason }), () => `${who}’s account restored.`)}>
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
