"use client";

import { useId, useState } from "react";
import { CropCombobox } from "@/components/crops/crop-combobox";
import { POLLINATIONS, POLLINATION_LABEL, SEED_SOURCES, SOURCE_TEXT, type Pollination, type SeedSource } from "@/lib/seed-lots/words";

/**
 * What the listing form keeps of a seed lot (issue 36), as its inputs hold it: `variety` is the
 * catalogue key ("tomato/brandywine") of the suggestion picked, "" until one is.
 */
export type SeedLotDraft = { variety: string; varietyName: string; pollination: Pollination | ""; saved: string; source: SeedSource | ""; parent: string };

export const NO_SEED_LOT_DRAFT: SeedLotDraft = { variety: "", varietyName: "", pollination: "", saved: "", source: "", parent: "" };

/** Whether the gardener started a lot (any of its own fields): then all of them are asked for. */
export const seedLotStarted = (d: SeedLotDraft) => !!(d.variety || d.varietyName.trim() || d.pollination || d.saved || d.source || d.parent.trim());

/** What is missing from a started lot, in the words the form shows; null when it can be recorded. */
export function seedLotMissing(d: SeedLotDraft): string | null {
  if (!d.variety) return "Pick the variety from the suggestions, to record its seed lot";
  if (!d.pollination) return "Choose open-pollinated, hybrid or unknown";
  if (!/^\d{4}-\d{2}$/.test(d.saved)) return "Say when the seed was saved";
  if (!d.source) return "Choose where the seed came from";
  return null;
}

/** POST /api/seed-lots's body for the listing just posted. */
export function seedLotBody(d: SeedLotDraft, listingId: number) {
  return { listing_id: listingId, variety: d.variety, pollination: d.pollination, saved: d.saved, source: d.source, parent_code: d.parent.trim() || null };
}

const select = "min-h-11 w-full rounded-xl border border-line bg-white px-3 text-ink";
const SOURCE_LABEL: Record<SeedSource, string> = { saved: "I saved it", bought: "Bought", swapped: "Swapped", library: "A seed library" };

/**
 * "Record its seed lot" on a new seed listing (issue 36): the variety from the catalogue, open-pollinated
 * or hybrid, when it was saved, where it came from and the lot it came from (the code on its label).
 * The lot is what a packet label, the lineage and grow-out reports hang on.
 */
export function SeedLotFields({ draft, onChange, error }: { draft: SeedLotDraft; onChange: (d: SeedLotDraft) => void; error: string | null }) {
  const id = useId();
  const [open, setOpen] = useState(seedLotStarted(draft));
  const set = (patch: Partial<SeedLotDraft>) => onChange({ ...draft, ...patch });
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 text-sm font-bold text-ink">
        Seed lot <span className="font-normal text-muted">(optional)</span>
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
        <span className="text-ink">Record its seed lot: a packet label, and where your seed goes next</span>
      </label>
      {open && (
        <>
          <div>
            <label htmlFor={`${id}-v`} className="mb-1 block text-sm font-bold text-ink">
              Variety
            </label>
            <CropCombobox
              id={`${id}-v`}
              name="lot_variety"
              placeholder="e.g. Brandywine tomato"
              value={draft.varietyName}
              aria-describedby={`${id}-v-hint`}
              onChange={(e) => set({ varietyName: e.target.value, variety: "" })}
              onPick={(s) => set({ varietyName: s.value, variety: s.variety ? `${s.crop}/${s.variety}` : "" })}
            />
            <p id={`${id}-v-hint`} className="mt-1 text-sm text-muted">
              {draft.variety ? "From the catalogue." : "Pick a variety from the suggestions."}
            </p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <label htmlFor={`${id}-p`} className="flex flex-col gap-1 text-sm font-bold text-ink">
              Pollination
              <select id={`${id}-p`} value={draft.pollination} onChange={(e) => set({ pollination: e.target.value as Pollination })} className={select}>
                <option value="">Choose…</option>
                {POLLINATIONS.map((p) => (
                  <option key={p} value={p}>
                    {POLLINATION_LABEL[p]}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={`${id}-s`} className="flex flex-col gap-1 text-sm font-bold text-ink">
              Saved in
              <input id={`${id}-s`} type="month" value={draft.saved} onChange={(e) => set({ saved: e.target.value })} className={select} />
            </label>
            <label htmlFor={`${id}-o`} className="flex flex-col gap-1 text-sm font-bold text-ink">
              Where it came from
              <select id={`${id}-o`} value={draft.source} onChange={(e) => set({ source: e.target.value as SeedSource })} className={select}>
                <option value="">Choose…</option>
                {SEED_SOURCES.map((s) => (
                  <option key={s} value={s} title={SOURCE_TEXT[s]}>
                    {SOURCE_LABEL[s]}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={`${id}-c`} className="flex flex-col gap-1 text-sm font-bold text-ink">
              <span>
                Parent lot code <span className="font-normal text-muted">(optional, from its label)</span>
              </span>
              <input id={`${id}-c`} value={draft.parent} onChange={(e) => set({ parent: e.target.value })} autoCapitalize="characters" spellCheck={false} maxLength={12} placeholder="e.g. BRANDY24" className={select} />
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
