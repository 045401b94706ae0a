"use client";

import { useId } from "react";
import { UNITS, defaultUnit, type Unit } from "@/lib/validation/glut-units";
import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";

/** What the form keeps of a glut (issue 36), as its inputs hold it: strings, "" for none. */
export type GlutDraft = { quantity: string; unit: Unit | ""; max: string; helpYourself: boolean; chooseAt: string };

export const NO_GLUT_DRAFT: GlutDraft = { quantity: "", unit: "", max: "", helpYourself: false, chooseAt: "" };

/** The multipart fields of a glut; none when no quantity was given (one thing for one taker, as before). */
export function glutBody(d: GlutDraft, body: FormData) {
  if (!d.quantity.trim()) return;
  body.set("quantity", d.quantity.trim());
  if (d.unit) body.set("unit", d.unit);
  body.set("max_per_person", d.max.trim());
  body.set("help_yourself", String(d.helpYourself));
  // The picker's local time, sent as an instant.
  body.set("fair_chance_until", !d.helpYourself && d.chooseAt ? new Date(d.chooseAt).toISOString() : "");
}

const input = "min-h-11 w-full rounded-xl border border-line bg-white px-3 text-ink";

/**
 * "How much is there?": quantity and unit, max per person, and how it is shared — first come
 * (reserve for whom you talk to), help yourself from the doorstep, or "I'll choose at …" (a fair chance).
 */
export function GlutFields({ draft, onChange, categoryId, words }: { draft: GlutDraft; onChange: (d: GlutDraft) => void; categoryId: string; words: Messages["postingGlut"] }) {
  const id = useId();
  const set = (patch: Partial<GlutDraft>) => onChange({ ...draft, ...patch });
  const unit = draft.unit || defaultUnit(Number(categoryId));
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line">
      <legend className="px-1 text-sm font-bold text-ink">
        {words.legend} <span className="font-normal text-muted">{words.optional}</span>
      </legend>
      <p className="text-sm text-muted">{words.intro}</p>
      <div className="grid grid-cols-2 gap-3">
        <label htmlFor={`${id}-q`} className="flex flex-col gap-1 text-sm font-bold text-ink">
          {words.quantity}
          <input id={`${id}-q`} name="quantity" type="number" inputMode="decimal" min={0.5} step="any" placeholder={fill(words.example, { n: 10 })} value={draft.quantity} onChange={(e) => set({ quantity: e.target.value })} className={input} />
        </label>
        <label htmlFor={`${id}-u`} className="flex flex-col gap-1 text-sm font-bold text-ink">
          {words.unit}
          <select id={`${id}-u`} name="unit" value={unit} onChange={(e) => set({ unit: e.target.value as Unit })} className={input}>
            {UNITS.map((u) => (
              <option key={u} value={u}>
                {words[u]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {draft.quantity.trim() !== "" && (
        <>
          <label htmlFor={`${id}-m`} className="flex flex-col gap-1 text-sm font-bold text-ink">
            {words.max} <span className="font-normal text-muted">{words.optional}</span>
            <input id={`${id}-m`} name="max_per_person" type="number" inputMode="decimal" min={0.5} step="any" placeholder={fill(words.example, { n: 2 })} value={draft.max} onChange={(e) => set({ max: e.target.value })} className={input} />
          </label>
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input type="checkbox" name="help_yourself" className="h-5 w-5 accent-secondary" checked={draft.helpYourself} onChange={(e) => set({ helpYourself: e.target.checked, chooseAt: "" })} />
            <span className="text-ink">{words.helpYourself}</span>
          </label>
          {!draft.helpYourself && (
            <label htmlFor={`${id}-t`} className="flex flex-col gap-1 text-sm font-bold text-ink">
              {words.fairChance} <span className="font-normal text-muted">{words.fairChanceNote}</span>
              <input id={`${id}-t`} name="fair_chance_until" type="datetime-local" value={draft.chooseAt} onChange={(e) => set({ chooseAt: e.target.value })} className={input} />
            </label>
          )}
        </>
      )}
    </fieldset>
  );
}
