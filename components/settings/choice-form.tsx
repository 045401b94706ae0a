"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { editAccountAction } from "@/app/actions/settings";
import { CURRENCIES } from "@/lib/validation/currency";
import { currencySymbol, type Currency } from "@/lib/validation/money";
import type { Units } from "@/lib/places/buckets";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

type Words = Messages["accountChoices"];

type Choice<T extends string> = { value: T; label: string; example: string; lang?: string };

/**
 * One account setting picked from a few choices, saved at once through PATCH /api/auth/profile's use
 * case: the unit every distance shows in, the currency prices are in.
 */
function ChoiceForm<T extends string>({
  name,
  legend,
  choices,
  initial,
  save,
  saved,
  onSaved,
}: {
  name: string;
  legend: string;
  choices: Choice<T>[];
  initial: T;
  save: (value: T) => ReturnType<typeof editAccountAction>;
  saved: string;
  onSaved?: () => void;
}) {
  const [value, setValue] = useState<T>(initial);
  // A refresh after the location changed country brings a new default: follow it.
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    setValue(initial);
  }
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, start] = useTransition();
  const choose = (next: T) => {
    const before = value;
    setValue(next);
    setNote(null);
    start(async () => {
      const r = await save(next);
      if (r.ok) {
        setNote({ ok: true, text: saved });
        onSaved?.();
      } else {
        setValue(before);
        setNote({ ok: false, text: r.error });
      }
    });
  };
  // A choice tapped before the page's scripts ran is in the DOM (React keeps a user's state when it
  // hydrates) but was never saved: save it now.
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const tapped = fieldset.current?.querySelector<HTMLInputElement>(`input[name=${name}]:checked`)?.value as T | undefined;
    if (tapped && tapped !== initial) choose(tapped);
    // Once, at hydration: later choices go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fieldset ref={fieldset} disabled={pending} className="space-y-3">
      <legend className="mb-1 text-sm font-bold text-ink">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((c) => (
          <label
            key={c.value}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-4 py-3 ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-secondary ${value === c.value ? "bg-primary-soft ring-primary" : "bg-white ring-line"}`}
          >
            <input type="radio" name={name} value={c.value} checked={value === c.value} onChange={() => choose(c.value)} className="h-5 w-5 accent-primary" />
            {/* dir="auto": each choice reads in its own direction (English quotes on an Arabic page). */}
            <span lang={c.lang} dir="auto">
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

const unitChoices = (words: Words): Choice<Units>[] => [
  { value: "km", label: words.km, example: words.kmExample },
  { value: "mi", label: words.miles, example: words.milesExample },
];

/** Settings → Distances: km or miles; every page shows distances in it. `words`: the page's language. */
export function UnitsForm({ initial, words }: { initial: Units; words: Words }) {
  return <ChoiceForm name="units" legend={words.unitsLegend} saved={words.saved} choices={unitChoices(words)} initial={initial} save={(units) => editAccountAction({ units })} />;
}

/** Each currency's name in the catalogue (lib/validation/currency.ts CURRENCIES' names, in the page's language). */
const CURRENCY_KEYS = { USD: "usd", GBP: "gbp", EUR: "eur", CAD: "cad", AUD: "aud", NZD: "nzd" } as const satisfies Record<Currency, keyof Words>;
const currencyChoices = (words: Words): Choice<Currency>[] =>
  CURRENCIES.map((c) => ({ value: c.code, label: words[CURRENCY_KEYS[c.code]], example: fill(words.priceExample, { price: `${currencySymbol(c.code)}3` }) }));

/** Settings → Prices: the currency the gardener's own prices are in. `words`: the page's language. */
export function CurrencyForm({ initial, words }: { initial: Currency; words: Words }) {
  return <ChoiceForm name="currency" legend={words.currencyLegend} saved={words.saved} choices={currencyChoices(words)} initial={initial} save={(currency) => editAccountAction({ currency })} />;
}

const LANGUAGE_EXAMPLES: Record<Locale, string> = { en: "“Swap seeds with your neighbours”", es: "“Intercambia semillas con tus vecinos”", ar: "«تبادل البذور مع جيرانك»" };
const LANGUAGE_CHOICES: Choice<Locale>[] = LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l], example: LANGUAGE_EXAMPLES[l], lang: l }));

/**
 * Settings → Language (issue 38): the language of the gardener's pages, e-mails and pushes. Saved, the
 * page loads again in it (its words are rendered on the server).
 */
export function LanguageForm({ initial, legend, saved }: { initial: Locale; legend: string; saved: string }) {
  return (
    <ChoiceForm name="language" legend={legend} saved={saved} choices={LANGUAGE_CHOICES} initial={initial} save={(language) => editAccountAction({ language })} onSaved={() => window.location.reload()} />
  );
}
