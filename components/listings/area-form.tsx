"use client";

import { useActionState, useState } from "react";
import { clearAreaAction, setAreaFormAction } from "@/app/actions/area";
import { Button } from "@/components/ui/button";
import { CharCount } from "@/components/ui/char-count";
import { Field } from "@/components/ui/field";
import type { Messages } from "@/lib/i18n/messages/en";

type Words = Messages["marketArea"];

/** The schema's limit (lib/places/browsing-area: "Enter at most 100 characters"). */
const AREA_MAX = 100;

/**
 * Near me for visitors without an account (issue 13): they give a postcode or town, kept in a cookie
 * in their own browser, and the marketplace shows "about 3 km" from there.
 */
export function AreaForm({ words }: { words: Words }) {
  const [state, formAction, pending] = useActionState(setAreaFormAction, null);
  // Controlled, so a refused place stays in the field to correct (a form action resets uncontrolled fields).
  const [area, setArea] = useState("");
  const error = state && !state.ok ? (state.issues?.[0]?.msg ?? state.error) : undefined;
  // Opens itself on a refused place: a tap before the page's scripts ran posts the form natively, and
  // the page that comes back would otherwise hide the reason in a closed <details>.
  return (
    <details className="-mt-2 text-sm" open={error ? true : undefined}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-bold text-primary">{words.summary}</summary>
      <form action={formAction} className="flex flex-wrap items-start gap-x-2 gap-y-3" aria-label={words.formLabel}>
        <div className="min-w-52 flex-1 sm:max-w-xs">
          <Field
            label={words.field}
            name="area"
            value={area}
            onChange={(e) => setArea(e.target.value)}
            autoComplete="postal-code"
            placeholder={words.placeholder}
            required
            error={error}
            hint={words.hint}
          />
          <CharCount length={area.length} max={AREA_MAX} from={AREA_MAX - 20} tooMany={words.tooMany} />
        </div>
        <Button type="submit" variant="secondary" disabled={pending} className="sm:mt-6">
          {pending ? words.finding : words.show}
        </Button>
      </form>
    </details>
  );
}

/** "Browsing near Portland, OR · Change": forgets the area. */
export function ChangeArea({ label, words }: { label: string; words: Words }) {
  return (
    <form action={clearAreaAction} className="text-sm text-muted">
      {words.browsingNear} <span className="font-bold text-ink">{label}</span> ·{" "}
      <button type="submit" className="font-bold text-primary underline underline-offset-2">
        {words.change}
      </button>
    </form>
  );
}
