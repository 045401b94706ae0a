"use client";

import { useId, useState, useTransition } from "react";
import { reportAction } from "@/app/actions/safety";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CharCount } from "@/components/ui/char-count";
import { inputClass } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";
import { NOTE_MAX, REPORT_REASONS, type ReportTarget } from "@/lib/reports/reasons";
import { groupDigits } from "@/lib/validation/group-digits";

type Target = { type: ReportTarget; id: number };

/**
 * The report dialog (issue 14) for a listing, a gardener, one message or a thank-you note: a reason, an optional note,
 * and "Also block" in the same step; then a calm "Thank you". Controlled: the caller opens it and is
 * told when it closes (`onClose(blocked)`: whether the gardener was blocked with the report, when the
 * page they are on is gone for them). `onReported` runs once the report is in. `words`: the page's
 * (getWords("peopleSafety"), issue 38).
 */
export function ReportDialog({
  target,
  user,
  open,
  onClose,
  onReported,
  words,
}: {
  target: Target;
  user: { id: number; username: string };
  open: boolean;
  onClose: (blocked: boolean) => void;
  onReported?: () => void;
  words: Messages["peopleSafety"];
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
    if (!reason) return setError(words.chooseReason);
    // Said here as the server would (nothing is cut: the counter already shows how much is over).
    if (note.trim().length > NOTE_MAX) return setError(fill(words.noteTooLong, { max: groupDigits(NOTE_MAX) }));
    start(async () => {
      const r = await reportAction({ target_type: target.type, target_id: target.id, reason, note, block: alsoBlock });
      if (!r.ok) return setError(r.error);
      setBlocked(r.data.blocked);
      setStep("thanks");
      onReported?.();
    });
  };

  const title =
    target.type === "listing"
      ? words.reportListing
      : target.type === "message"
        ? words.reportMessage
        : target.type === "thanks"
          ? words.reportNote
          : fill(words.reportUser, { username: user.username });
  return (
    <>
      <Modal open={open && step === "form"} onClose={close} title={title} close={words.close}>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {error && <Alert>{error}</Alert>}
          <fieldset disabled={pending} className="space-y-4">
            <legend className="mb-2 text-sm font-bold text-ink">{words.whatIsWrong}</legend>
            <div className="space-y-1">
              {REPORT_REASONS.map((r) => (
                <label key={r} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-stone-50">
                  <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="h-5 w-5 accent-[#501C19]" />
                  <span>{words.reasons[r]}</span>
                </label>
              ))}
            </div>
            <div>
              <label htmlFor={`${ids}-note`} className="mb-1 block text-sm font-bold text-ink">
                {words.noteLabel}
              </label>
              <textarea
                id={`${ids}-note`}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                aria-invalid={note.length > NOTE_MAX ? true : undefined}
                aria-describedby={`${ids}-count`}
                className={`${inputClass} min-h-24`}
              />
              <CharCount id={`${ids}-count`} length={note.length} max={NOTE_MAX} tooMany={words.tooMany} />
            </div>
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input type="checkbox" checked={alsoBlock} onChange={(e) => setAlsoBlock(e.target.checked)} className="h-5 w-5 accent-[#501C19]" />
              <span>{fill(words.alsoBlock, { username: user.username })}</span>
            </label>
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={close}>
                {words.cancel}
              </Button>
              <Button type="submit">{pending ? words.sending : words.send}</Button>
            </div>
          </fieldset>
        </form>
      </Modal>

      <Modal open={open && step === "thanks"} onClose={close} title={words.thanksTitle} close={words.close}>
        <p className="mb-4 text-ink">
          {fill(words.thanksBody, { username: user.username })}
          {blocked ? ` ${fill(words.alsoBlocked, { username: user.username })}` : ""}
        </p>
        <div className="flex justify-end">
          <Button onClick={close}>{words.done}</Button>
        </div>
      </Modal>
    </>
  );
}
