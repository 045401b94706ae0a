"use client";

import { useId, useState } from "react";
import { CropCombobox, type CropComboWords } from "@/components/crops/crop-combobox";
import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";
import { POLLINATIONS, SEED_SOURCES, type Pollination, type SeedSource } from "@/lib/seed-lots/words";
import { POLLINATION_KEY, SOURCE_KEY, SOURCE_OPTION_KEY } from "./seed-lot-text";

type Words = Messages["communitySeedLotFields"];
type Terms = Messages["communitySeedTerms"];

/**
 * What the listing form keeps of a seed lot (issue 36), as its inputs hold it: `variety` is the
 * catalogue key ("tomato/brandywine") of the suggestion picked, "" until one is.
 */
export type SeedLotDraft = { variety: string; varietyName: string; pollination: Pollination | ""; saved: string; source: SeedSource | ""; parent: string };

export const NO_SEED_LOT_DRAFT: SeedLotDraft = { variety: "", varietyName: "", pollination: "", saved: "", source: "", parent: "" };

/** Whether the gardener started a lot (any of its own fields): then all of them are asked for. */
export const seedLotStarted = (d: SeedLotDraft) => !!(d.variety || d.varietyName.trim() || d.pollination || d.saved || d.source || d.parent.trim());

/** What is missing from a started lot, in the words the form shows; null when it can be recorded. */
export function seedLotMissing(d: SeedLotDraft, words: Words): string | null {
  if (!d.variety) return words.missVariety;
  if (!d.pollination) return words.missPollination;
  if (!/^\d{4}-\d{2}$/.test(d.saved)) return words.missSaved;
  if (!d.source) return words.missSource;
  return null;
}

/** POST /api/seed-lots's body for the listing just posted. */
export function seedLotBody(d: SeedLotDraft, listingId: number) {
  return { listing_id: listingId, variety: d.variety, pollination: d.pollination, saved: d.saved, source: d.source, parent_code: d.parent.trim() || null };
}

const select = "min-h-11 w-full rounded-xl border border-line bg-white px-3 text-ink";

/**
 * "Record its seed lot" on a new seed listing (issue 36): the variety from the catalogue, open-pollinated
 * or hybrid, when it was saved, where it came from and the lot it came from (the code on its label).
 * The lot is what a packet label, the lineage and grow-out reports hang on.
 */
export function SeedLotFields({
  draft,
  onChange,
  error,
  words,
  terms,
  cropWords,
}: {
  draft: SeedLotDraft;
  onChange: (d: SeedLotDraft) => void;
  error: string | null;
  words: Words;
  terms: Terms;
  cropWords: CropComboWords;
}) {
  const id = useId();
  const [open, setOpen] = useState(seedLotStarted(draft));
  const set = (patch: Partial<SeedLotDraft>) => onChange({ ...draft, ...patch });
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 text-sm font-bold text-ink">
        {words.legend} <span className="font-normal text-muted">{words.optional}</span>
      </legend>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="h-5 w-5 accent-secondary"
          checked={open}
          onChange={(e) => {
            setOpen(e.target.checked);
            if (!e.target.checked) onChange(NO_SEED_LOT_DRAFT);
          }}
        />
        <span className="text-ink">{words.record}</span>
      </label>
      {open && (
        <>
          <div>
            <label htmlFor={`${id}-v`} className="mb-1 block text-sm font-bold text-ink">
              {words.variety}
            </label>
            <CropCombobox
              id={`${id}-v`}
              name="lot_variety"
              placeholder={words.varietyPlaceholder}
              words={cropWords}
              value={draft.varietyName}
              aria-describedby={`${id}-v-hint`}
              onChange={(e) => set({ varietyName: e.target.value, variety: "" })}
              onPick={(s) => set({ varietyName: s.value, variety: s.variety ? `${s.crop}/${s.variety}` : "" })}
            />
            <p id={`${id}-v-hint`} className="mt-1 text-sm text-muted">
              {draft.variety ? words.fromCatalogue : words.pickVariety}
            </p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <label htmlFor={`${id}-p`} className="flex flex-col gap-1 text-sm font-bold text-ink">
              {words.pollination}
              <select id={`${id}-p`} value={draft.pollination} onChange={(e) => set({ pollination: e.target.value as Pollination })} className={select}>
                <option value="">{words.choose}</option>
                {POLLINATIONS.map((p) => (
                  <option key={p} value={p}>
                    {terms[POLLINATION_KEY[p]]}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={`${id}-s`} className="flex flex-col gap-1 text-sm font-bold text-ink">
              {words.savedIn}
              <input id={`${id}-s`} type="month" value={draft.saved} onChange={(e) => set({ saved: e.target.value })} className={select} />
            </label>
            <label htmlFor={`${id}-o`} className="flex flex-col gap-1 text-sm font-bold text-ink">
              {words.cameFrom}
              <select id={`${id}-o`} value={draft.source} onChange={(e) => set({ source: e.target.value as SeedSource })} className={select}>
                <option value="">{words.choose}</option>
                {SEED_SOURCES.map((s) => (
                  <option key={s} value={s} title={terms[SOURCE_KEY[s]]}>
                    {terms[SOURCE_OPTION_KEY[s]]}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={`${id}-c`} className="flex flex-col gap-1 text-sm font-bold text-ink">
              <span>
                {words.parent} <span className="font-normal text-muted">{words.parentHint}</span>
              </span>
              <input id={`${id}-c`} value={draft.parent} onChange={(e) => set({ parent: e.target.value })} autoCapitalize="characters" spellCheck={false} maxLength={12} placeholder={fill(words.parentPlaceholder, { code: "BRANDY24" })} className={select} />
            </label>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-bold text-red-700">
              {error}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
