"use client";

import { useId, useState, useTransition } from "react";
import { reportAction } from "@/app/actions/safety";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CharCount } from "@/components/ui/char-count";
import { inputClass } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { NOTE_MAX, NOTE_TOO_LONG, REASON_LABELS, REPORT_REASONS, type ReportTarget } from "@/lib/reports/reasons";

type Target = { type: ReportTarget; id: number };

/**
 * The report dialog (issue 14) for a listing, a gardener, one message or a thank-you note: a reason, an optional note,
 * and "Also block" in the same step; then a calm "Thank you". Controlled: the caller opens it and is
 * told when it closes (`onClose(blocked)`: whether the gardener was blocked with the report, when the
 * page they are on is gone for them). `onReported` runs once the report is in.
 */
export function ReportDialog({
  target,
  user,
  open,
  onClose,
  onReported,
}: {
  target: Target;
  user: { id: number; username: string };
  open: boolean;
  onClose: (blocked: boolean) => void;
  onReported?: () => void;
}) {
  const [step, setStep] = useState<"form" | "thanks">("form");
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState<string>("");
  const [note, setNote] = useState("");
  const [alsoBlock, setAlsoBlock] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [pending, start] = useTransition();
  const ids = useId();

  const close = () => {
    const wasBlocked = blocked;
    setStep("form");
    setError(null);
    setReason("");
    setNote("");
    setAlsoBlock(false);
    setBlocked(false);
    onClose(wasBlocked);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!reason) return setError("Choose a reason");
    // Said here as the server would (nothing is cut: the counter already shows how much is over).
    if (note.trim().length > NOTE_MAX) return setError(NOTE_TOO_LONG);
    start(async () => {
      const r = await reportAction({ target_type: target.type, target_id: target.id, reason, note, block: alsoBlock });
      if (!r.ok) return setError(r.error);
      setBlocked(r.data.blocked);
      setStep("thanks");
      onReported?.();
    });
  };

  const what = target.type === "listing" ? "this listing" : target.type === "message" ? "this message" : target.type === "thanks" ? "this thank-you note" : `@${user.username}`;
  return (
    <>
      <Modal open={open && step === "form"} onClose={close} title={`Report ${what}`}>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {error && <Alert>{error}</Alert>}
          <fieldset disabled={pending} className="space-y-4">
            <legend className="mb-2 text-sm font-bold text-ink">What is wrong?</legend>
            <div className="space-y-1">
              {REPORT_REASONS.map((r) => (
                <label key={r} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-stone-50">
                  <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="h-5 w-5 accent-[#501C19]" />
                  <span>{REASON_LABELS[r]}</span>
                </label>
              ))}
            </div>
            <div>
              <label htmlFor={`${ids}-note`} className="mb-1 block text-sm font-bold text-ink">
                Anything the moderators should know? (optional)
              </label>
              <textarea
                id={`${ids}-note`}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                aria-invalid={note.length > NOTE_MAX ? true : undefined}
                aria-describedby={`${ids}-count`}
                className={`${inputClass} min-h-24`}
              />
              <CharCount id={`${ids}-count`} length={note.length} max={NOTE_MAX} />
            </div>
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input type="checkbox" checked={alsoBlock} onChange={(e) => setAlsoBlock(e.target.checked)} className="h-5 w-5 accent-[#501C19]" />
              <span>Also block @{user.username}</span>
            </label>
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">{pending ? "Sending..." : "Send report"}</Button>
            </div>
          </fieldset>
        </form>
      </Modal>

      <Modal open={open && step === "thanks"} onClose={close} title="Thank you for telling us">
        <p className="mb-4 text-ink">
          A moderator will look at it. @{user.username} is not told who reported them.
          {blocked ? ` You have also blocked @${user.username}.` : ""}
        </p>
        <div className="flex justify-end">
          <Button onClick={close}>Done</Button>
        </div>
      </Modal>
    </>
  );
}
