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
import { fill } from "@/lib/i18n/fill";
import { RATINGS, RatingLabel, type Rating } from "./rating-label";
import type { TradePanelWords } from "./panel-words";

const MAX = 280;

/** The other side's note, as they wrote it; `authorId` lets the reader report it. */
export function TheirThanks({ counterpart, thanks, authorId, words }: { counterpart: string; thanks: ThanksDTO; authorId?: number; words: TradePanelWords }) {
  return (
    <figure className="rounded-xl bg-cream px-3 py-2 text-sm">
      <figcaption className="flex flex-wrap items-center justify-between gap-x-3 font-bold text-ink">
        <span>
          {counterpart} · <RatingLabel rating={thanks.rating} words={words.ratings} />
        </span>
        {authorId !== undefined && <ReportNoteButton noteId={thanks.id} author={{ id: authorId, username: counterpart }} words={words.safety} />}
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
  words,
}: {
  listingId: number;
  counterpart: string;
  counterpartId?: number;
  mine: ThanksDTO | null;
  theirs: ThanksDTO | null;
  words: TradePanelWords;
}) {
  const w = words.thanks;
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
      {theirs && <TheirThanks counterpart={counterpart} thanks={theirs} authorId={counterpartId} words={words} />}
      {saved && <Alert tone="success">{fill(w.sentTo, { name: counterpart })}</Alert>}
      {mine && !editing && (
        <div className="flex flex-col items-start gap-1">
          <figure className="w-full rounded-xl bg-white px-3 py-2 text-sm ring-1 ring-line">
            <figcaption className="font-bold text-ink">
              {w.yours} · <RatingLabel rating={mine.rating} words={words.ratings} />
            </figcaption>
            <blockquote dir="auto" className="user-text mt-1 whitespace-pre-line text-ink">
              {mine.text}
            </blockquote>
          </figure>
          {mine.editable && (
            <Button variant="ghost" size="sm" className="-ml-3" onClick={() => setEditing(true)}>
              {w.edit}
            </Button>
          )}
        </div>
      )}
      {editing && (
        <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-line" noValidate>
          {error && <Alert onDismiss={() => setError(null)} dismiss={words.dismiss}>{error}</Alert>}
          <div>
            <label htmlFor={`${ids}-text`} className="mb-1 block text-sm font-bold text-ink">
              {fill(w.noteFor, { name: counterpart })}
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
            <CharCount id={`${ids}-count`} length={text.length} max={MAX} tooMany={words.tooMany} />
          </div>
          <fieldset>
            <legend className="mb-1 text-sm font-bold text-ink">{w.howDidItGo}</legend>
            <div className="flex flex-wrap gap-2">
              {RATINGS.map((r) => (
                <label
                  key={r}
                  className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 text-sm font-bold ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${rating === r ? "bg-secondary text-white ring-secondary" : "bg-white text-secondary ring-line"}`}
                >
                  <input type="radio" name={`${ids}-rating`} value={r} checked={rating === r} onChange={() => setRating(r)} className="sr-only" />
                  <RatingLabel rating={r} words={words.ratings} />
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex gap-2">
            <Button type="submit" variant="secondary" size="sm" disabled={pending || !text.trim()}>
              {mine ? w.save : w.send}
            </Button>
            {mine && (
              <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                {w.cancel}
              </Button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
