"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { resolveReportAction, restoreUserAction, suspendUserAction } from "@/app/actions/safety";
import { Button } from "@/components/ui/button";
import { CharCount } from "@/components/ui/char-count";
import { inputClass } from "@/components/ui/field";
import type { DeskGroup } from "@/lib/moderation/list-reports";
import { useDeskStatus } from "./desk-status";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

/** The audit log's limit (lib/moderation: "Keep the reason under 1,000 characters"). */
const REASON_MAX = 1000;

type Decision = "dismiss" | "hide" | "restore" | "delete_message" | "warn";

/** A suspension's end, in UTC (said so), in the page's language (read when a decision is taken, so never at render). */
const until = (iso: string, words: Messages["mailDeskActions"]) => {
  const lang = document.documentElement.lang || "en";
  return fill(words.utc, { date: new Date(iso).toLocaleString(lang === "en" ? "en-GB" : lang, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) });
};

/**
 * The decisions a moderator can take on one reported target, each with a reason for the audit log.
 * Every decision closes the target's open reports, so this card leaves the desk when it is refreshed:
 * the outcome is said on the desk's status line (DeskStatus), not in the card. `words`: the page's
 * language (issue 38), from the desk page.
 */
export function DeskActions({ group, words }: { group: DeskGroup; words: Messages["mailDeskActions"] }) {
  const router = useRouter();
  const ids = useId();
  const [reason, setReason] = useState("");
  const [days, setDays] = useState("7");
  const [error, setError] = useState<string | null>(null);
  const announce = useDeskStatus();
  const [pending, start] = useTransition();
  const restricted = group.subject.banned || group.subject.suspended_until !== null;

  const username = group.subject.username;
  const who = `@${username}`;
  const id = group.target_id;
  const what =
    group.target_type === "listing"
      ? fill(words.listing, { id })
      : group.target_type === "message"
        ? fill(words.message, { id })
        : group.target_type === "thanks"
          ? fill(words.thanks, { id })
          : who;
  // A listing or a thank-you note is hidden (kept for its owner or author) rather than deleted.
  const note = group.target_type === "thanks";
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
      (u) => `${u.suspended_until ? fill(words.suspended, { username: u.username, until: until(u.suspended_until, words) }) : fill(words.banned, { username: u.username })} ${words.closed}`,
    );

  return (
    <div className="space-y-3 border-t border-line pt-3">
      <div>
        <label htmlFor={`${ids}-reason`} className="mb-1 block text-sm font-bold text-ink">
          {fill(words.reason, { username })}
        </label>
        <textarea
          id={`${ids}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={reason.length > REASON_MAX ? true : undefined}
          aria-describedby={`${ids}-reason-count`}
          className={`${inputClass} min-h-16`}
        />
        <CharCount id={`${ids}-reason-count`} length={reason.length} max={REASON_MAX} tooMany={words.tooMany} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {(group.target_type === "listing" || group.target_type === "thanks") &&
          (group.hidden ? (
            <Button size="sm" variant="outline" className="min-h-11" disabled={pending} onClick={() => decide("restore", fill(words.restored, { what }))}>
              {note ? words.restoreNote : words.restoreListing}
            </Button>
          ) : (
            <Button size="sm" className="min-h-11" disabled={pending} onClick={() => decide("hide", fill(words.hidden, { what }))}>
              {note ? words.hideNote : words.hideListing}
            </Button>
          ))}
        {group.target_type === "message" && (
          <Button size="sm" className="min-h-11" disabled={pending} onClick={() => decide("delete_message", fill(words.deleted, { what }))}>
            {words.deleteMessage}
          </Button>
        )}
        <Button size="sm" variant="secondary" className="min-h-11" disabled={pending} onClick={() => decide("warn", fill(words.warned, { who }))}>
          {fill(words.warn, { username })}
        </Button>
        <Button size="sm" variant="ghost" className="min-h-11" disabled={pending} onClick={() => decide("dismiss", fill(words.dismissed, { what }))}>
          {words.dismiss}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {restricted ? (
          <Button size="sm" variant="outline" className="min-h-11" disabled={pending} onClick={() => run(() => restoreUserAction({ id: group.subject.id, reason }), () => fill(words.accountRestored, { who }))}>
            {fill(words.restoreAccount, { username })}
          </Button>
        ) : (
          <>
            <div className="w-28">
              <label htmlFor={`${ids}-days`} className="mb-1 block text-sm font-bold text-ink">
                {words.days}
              </label>
              <input id={`${ids}-days`} type="number" min={1} max={3650} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} className={inputClass} />
            </div>
            <Button size="sm" variant="danger" className="min-h-11" disabled={pending} onClick={() => suspend(false)}>
              {fill(words.suspend, { username })}
            </Button>
            <Button size="sm" variant="danger" className="min-h-11" disabled={pending} onClick={() => suspend(true)}>
              {words.ban}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
