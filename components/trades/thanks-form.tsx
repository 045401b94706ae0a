"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { editThanksAction, thankAction } from "@/app/actions/trades";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CharCount } from "@/components/ui/char-count";
import { inputClass } from "@/components/ui/field";
import { ReportNoteButton } from "@/components/safety/report-note-button";
import type { ThanksDTO } from "@/lib/trades/trade-records";
import { RATINGS, RatingLabel, type Rating } from "./rating-label";

const MAX = 280;

/** The other side's note, as they wrote it; `authorId` lets the reader report it. */
export function TheirThanks({ counterpart, thanks, authorId }: { counterpart: string; thanks: ThanksDTO; authorId?: number }) {
  return (
    <figure className="rounded-xl bg-cream px-3 py-2 text-sm">
      <figcaption className="flex flex-wrap items-center justify-between gap-x-3 font-bold text-ink">
        <span>
          {counterpart} · <RatingLabel rating={thanks.rating} />
        </span>
        {authorId !== undefined && <ReportNoteButton noteId={thanks.id} author={{ id: authorId, username: counterpart }} />}
      </figcaption>
      <blockquote dir="auto" className="user-text mt-1 whitespace-pre-line text-ink">
        {thanks.text}
      </blockquote>
    </figure>
  );
}

/**
 * A thank-you (≤ 280 characters) and how it went, once per side of a confirmed trade; the author
 * edits it for 7 days, then it is shown as sent.
 */
export function ThanksForm({
  listingId,
  counterpart,
  counterpartId,
  mine,
  theirs,
}: {
  listingId: number;
  counterpart: string;
  counterpartId?: number;
  mine: ThanksDTO | null;
  theirs: ThanksDTO | null;
}) {
  const router = useRouter();
  const [editing, setEditing] = useState(!mine);
  const [text, setText] = useState(mine?.text ?? "");
  const [rating, setRating] = useState<Rating>(mine?.rating ?? "up");
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, start] = useTransition();
  const ids = useId();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    start(async () => {
      const input = { id: listingId, text, positive: rating === "up", no_show: rating === "no_show" };
      const r = mine ? await editThanksAction(input) : await thankAction(input);
      if (!r.ok) return setError(r.error);
      setEditing(false);
      setSaved(true);
      router.refresh();
    });
  };

  return (
    <div className="flex flex-col gap-2">
      {theirs && <TheirThanks counterpart={counterpart} thanks={theirs} authorId={counterpartId} />}
      {saved && <Alert tone="success">Thank you sent to {counterpart}.</Alert>}
      {mine && !editing && (
        <div className="flex flex-col items-start gap-1">
          <figure className="w-full rounded-xl bg-white px-3 py-2 text-sm ring-1 ring-line">
            <figcaption className="font-bold text-ink">
              Your thank-you · <RatingLabel rating={mine.rating} />
            </figcaption>
            <blockquote dir="auto" className="user-text mt-1 whitespace-pre-line text-ink">
              {mine.text}
            </blockquote>
          </figure>
          {mine.editable && (
            <Button variant="ghost" size="sm" className="-ml-3" onClick={() => setEditing(true)}>
              Edit thank-you
            </Button>
          )}
        </div>
      )}
      {editing && (
        <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-line" noValidate>
          {error && <Alert onDismiss={() => setError(null)}>{error}</Alert>}
          <div>
            <label htmlFor={`${ids}-text`} className="mb-1 block text-sm font-bold text-ink">
              Thank-you note for {counterpart}
            </label>
            <textarea
              id={`${ids}-text`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={3}
              aria-invalid={text.length > MAX ? true : undefined}
              aria-describedby={`${ids}-count`}
              className={`${inputClass} min-h-20`}
            />
            <CharCount id={`${ids}-count`} length={text.length} max={MAX} />
          </div>
          <fieldset>
            <legend className="mb-1 text-sm font-bold text-ink">How did it go?</legend>
            <div className="flex flex-wrap gap-2">
              {RATINGS.map((r) => (
                <label
                  key={r.value}
                  className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 text-sm font-bold ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${rating === r.value ? "bg-secondary text-white ring-secondary" : "bg-white text-secondary ring-line"}`}
                >
                  <input type="radio" name={`${ids}-rating`} value={r.value} checked={rating === r.value} onChange={() => setRating(r.value)} className="sr-only" />
                  <RatingLabel rating={r.value} />
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex gap-2">
            <Button type="submit" variant="secondary" size="sm" disabled={pending || !text.trim()}>
              {mine ? "Save thank-you" : "Send thank-you"}
            </Button>
            {mine && (
              <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
