"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { editAccountAction } from "@/app/actions/settings";
import type { Units } from "@/lib/places/buckets";

const CHOICES: { value: Units; label: string; example: string }[] = [
  { value: "km", label: "Kilometres", example: "“about 5 km”" },
  { value: "mi", label: "Miles", example: "“about 3 miles”" },
];

/** Settings → Distances: km or miles, saved at once; every page shows distances in it. */
export function UnitsForm({ initial }: { initial: Units }) {
  const [units, setUnits] = useState<Units>(initial);
  // A refresh after the location changed country brings a new default: follow it.
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    setUnits(initial);
  }
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, start] = useTransition();
  const choose = (value: Units) => {
    const before = units;
    setUnits(value);
    setNote(null);
    start(async () => {
      const r = await editAccountAction({ units: value });
      if (r.ok) setNote({ ok: true, text: "Saved" });
      else {
        setUnits(before);
        setNote({ ok: false, text: r.error });
      }
    });
  };
  // A choice tapped before the page's scripts ran is in the DOM (React keeps a user's state when it
  // hydrates) but was never saved: save it now.
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const tapped = fieldset.current?.querySelector<HTMLInputElement>("input[name=units]:checked")?.value as Units | undefined;
    if (tapped && tapped !== initial) choose(tapped);
    // Once, at hydration: later choices go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fieldset ref={fieldset} disabled={pending} className="space-y-3">
      <legend className="mb-1 text-sm font-bold text-ink">Show distances in</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CHOICES.map((c) => (
          <label
            key={c.value}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-4 py-3 ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-secondary ${units === c.value ? "bg-primary-soft ring-primary" : "bg-white ring-line"}`}
          >
            <input type="radio" name="units" value={c.value} checked={units === c.value} onChange={() => choose(c.value)} className="h-5 w-5 accent-primary" />
            <span>
              <span className="block font-bold text-ink">{c.label}</span>
              <span className="block text-sm text-muted">{c.example}</span>
            </span>
          </label>
        ))}
      </div>
      <p role="status" className={`text-sm font-bold ${note?.ok === false ? "text-red-700" : "text-secondary"}`}>
        {note?.text ?? ""}
      </p>
    </fieldset>
  );
}
