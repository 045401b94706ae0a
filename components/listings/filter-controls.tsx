"use client";

import { useId } from "react";
import { inputClass } from "@/components/ui/field";
import { SORTS, TYPES, type Sort } from "@/lib/validation/listing-terms";
import { PRICE_DEFAULT_MAX, PRICE_DEFAULT_MIN, type MarketFilters } from "@/lib/listings/filters";
import { RADIUS_CHOICES, TRAVEL_CHOICES, type Units, type WithinChoice } from "@/lib/places/buckets";
import { fill } from "@/lib/i18n/fill";
import { radiusWords, travelWords, type FilterWords } from "./within-words";

/** The one order: a SPEC sort, or nearest first (only where distances are known). */
export type FilterDraft = { sort: Sort | "nearest"; types: number[]; min: string; max: string; within?: string };

/** Near me in the sheet: measured from `area`, in the gardener's unit; `within` is what the page shows now. */
export type DistanceChoice = { area: string; units: Units; within: WithinChoice | "any" };

export const draftFrom = (f: MarketFilters, distance?: DistanceChoice): FilterDraft => ({
  sort: f.nearest && distance ? "nearest" : f.sort,
  types: f.types.length ? f.types : [1, 2, 3],
  min: String(f.min ?? PRICE_DEFAULT_MIN),
  max: String(f.max ?? PRICE_DEFAULT_MAX),
  ...(distance && { within: String(f.within ?? distance.within) }),
});

/** Draft → filters. The default range 0–100 means "any price", so it is left out of the URL. */
export function applyDraft(f: MarketFilters, d: FilterDraft): MarketFilters {
  const min = d.min === "" ? PRICE_DEFAULT_MIN : Number(d.min);
  const max = d.max === "" ? PRICE_DEFAULT_MAX : Number(d.max);
  const defaultRange = min === PRICE_DEFAULT_MIN && max === PRICE_DEFAULT_MAX;
  const [lo, hi] = min <= max ? [min, max] : [max, min];
  const within = d.within === undefined ? f.within : d.within === "any" ? "any" : (RADIUS_CHOICES.find((r) => String(r) === d.within) ?? TRAVEL_CHOICES.find((t) => t === d.within));
  return {
    ...f,
    sort: d.sort === "nearest" ? "newest" : d.sort,
    nearest: d.sort === "nearest" || undefined,
    within,
    types: d.types.length === 3 || d.types.length === 0 ? [] : [...d.types].sort(),
    min: defaultRange || lo === PRICE_DEFAULT_MIN ? undefined : lo,
    max: defaultRange ? undefined : hi,
  };
}

function Chip({ selected, onClick, children }: { selected: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={`h-11 rounded-full px-4 text-sm font-bold capitalize transition-colors ${
        selected ? "bg-secondary text-white" : "bg-white text-secondary ring-1 ring-line hover:bg-secondary-soft"
      }`}
    >
      {children}
    </button>
  );
}

/**
 * Sort chips, show chips and the price range: shared by the filter modal and /filter-page. With a
 * `distance` (the marketplace knows where the viewer is) also "within" and a "nearest" sort chip:
 * one sort control, so "highest" can no longer be silently ignored under "nearest first".
 */
export function FilterControls({ draft, onChange, distance, words }: { draft: FilterDraft; onChange: (d: FilterDraft) => void; distance?: DistanceChoice; words: FilterWords }) {
  const id = useId();
  const toggleType = (t: number) => onChange({ ...draft, types: draft.types.includes(t) ? draft.types.filter((x) => x !== t) : [...draft.types, t] });
  const digitsOnly = (v: string) => v.replace(/\D/g, "").slice(0, 7);
  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-ink">{words.sortBy}</legend>
        <div className="flex flex-wrap gap-2">
          {[...SORTS, ...(distance ? (["nearest"] as const) : [])].map((s) => (
            <Chip key={s} selected={draft.sort === s} onClick={() => onChange({ ...draft, sort: s })}>
              {words[s]}
            </Chip>
          ))}
        </div>
        <p className="mt-2 text-xs text-muted">{distance ? words.sortHintNear : words.sortHint}</p>
      </fieldset>
      {distance && (
        <div>
          <label htmlFor={`${id}-within`} className="mb-1 block text-sm font-bold text-ink">
            {fill(words.distanceFrom, { area: distance.area })}
          </label>
          <select id={`${id}-within`} value={draft.within} onChange={(e) => onChange({ ...draft, within: e.target.value })} className={`${inputClass} h-11 py-2 pr-8`}>
            {RADIUS_CHOICES.map((r) => (
              <option key={r} value={String(r)}>
                {radiusWords(r, distance.units, words)}
              </option>
            ))}
            {TRAVEL_CHOICES.map((t) => (
              <option key={t} value={t}>
                {travelWords(t, words)}
              </option>
            ))}
            <option value="any">{words.anywhere}</option>
          </select>
        </div>
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-ink">{words.show}</legend>
        <div className="flex flex-wrap gap-2">
          {[TYPES[1], TYPES[0], TYPES[2]].map((t) => (
            <Chip key={t.id} selected={draft.types.includes(t.id)} onClick={() => toggleType(t.id)}>
              {words[t.name]}
            </Chip>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-ink">{words.price}</legend>
        <div className="flex items-center gap-3">
          <label className="flex-1 text-sm text-muted" htmlFor={`${id}-min`}>
            {words.min}
            <input id={`${id}-min`} inputMode="numeric" pattern="[0-9]*" className={`${inputClass} mt-1`} value={draft.min} onChange={(e) => onChange({ ...draft, min: digitsOnly(e.target.value) })} />
          </label>
          <span aria-hidden className="mt-6 text-muted">–</span>
          <label className="flex-1 text-sm text-muted" htmlFor={`${id}-max`}>
            {words.max}
            <input id={`${id}-max`} inputMode="numeric" pattern="[0-9]*" className={`${inputClass} mt-1`} value={draft.max} onChange={(e) => onChange({ ...draft, max: digitsOnly(e.target.value) })} />
          </label>
        </div>
        <p className="mt-2 text-xs text-muted">{words.priceHint}</p>
      </fieldset>
    </div>
  );
}
