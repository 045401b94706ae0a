"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { WindowFields } from "@/components/trades/trade-window";
import type { HandoverDraft } from "./handover-draft";
import type { Messages } from "@/lib/i18n/messages/en";

const MODES = ["doorstep", "meet", "post"] as const;
const MAX = 5;

/**
 * The listing form's "How it changes hands" (issue 32): doorstep (the exact spot, shown only to the
 * gardener it is reserved for), meet (a place), or post (seeds only), and up to 5 pickup windows.
 */
export function HandoverFields({ draft, onChange, seeds, words: w }: { draft: HandoverDraft; onChange: (d: HandoverDraft) => void; seeds: boolean; words: Messages["tradesHandoverForm"] }) {
  const id = useId();
  const set = (patch: Partial<HandoverDraft>) => onChange({ ...draft, ...patch });
  const setWindow = (i: number, patch: Partial<{ start: string; end: string }>) => set({ windows: draft.windows.map((w, j) => (j === i ? { ...w, ...patch } : w)) });
  const modes = MODES.filter((m) => m !== "post" || seeds);
  const byHand = draft.mode === "doorstep" || draft.mode === "meet";
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line" data-testid="handover-fields">
      <legend className="px-1 text-base font-bold text-primary">{w.legend}</legend>
      <div role="radiogroup" aria-label={w.legend} className={`grid gap-1 rounded-2xl bg-cream p-1 ${modes.length === 3 ? "grid-cols-3" : "grid-cols-2"}`}>
        {modes.map((m) => (
          <label
            key={m}
            className={`flex h-11 cursor-pointer items-center justify-center rounded-xl text-sm font-bold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink ${
              draft.mode === m ? "bg-secondary text-white" : "text-secondary hover:bg-secondary-soft"
            }`}
          >
            <input type="radio" name={`${id}-mode`} value={m} checked={draft.mode === m} onChange={() => set({ mode: m })} className="sr-only" />
            {w[m]}
          </label>
        ))}
      </div>
      {!draft.mode && <p className="text-sm text-muted">{w.optional}</p>}
      {(draft.mode === "doorstep" || draft.mode === "meet") && (
        <div className="flex flex-col">
          <label htmlFor={`${id}-place`} className="mb-1 text-sm font-bold text-ink">
            {draft.mode === "meet" ? w.whereMeet : w.area} {draft.mode === "doorstep" && <span className="font-normal text-muted">{w.shownToEveryone}</span>}
          </label>
          <input id={`${id}-place`} value={draft.place} maxLength={120} onChange={(e) => set({ place: e.target.value })} placeholder={draft.mode === "meet" ? w.meetPlaceholder : w.areaPlaceholder} className="h-11 rounded-xl border border-line bg-white px-3" />
        </div>
      )}
      {draft.mode === "doorstep" && (
        <div className="flex flex-col">
          <label htmlFor={`${id}-spot`} className="mb-1 text-sm font-bold text-ink">
            {w.spot}
          </label>
          <input id={`${id}-spot`} value={draft.spot} maxLength={200} onChange={(e) => set({ spot: e.target.value })} aria-describedby={`${id}-spot-hint`} placeholder={w.spotPlaceholder} className="h-11 rounded-xl border border-line bg-white px-3" />
          <p id={`${id}-spot-hint`} className="mt-1 text-sm text-muted">
            {w.spotHint}
          </p>
        </div>
      )}
      {draft.mode === "post" && (
        <>
          <p className="text-sm text-muted">{w.postHint}</p>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-bold text-ink">
            <input type="checkbox" checked={Boolean(draft.postageOnly)} onChange={(e) => set({ postageOnly: e.target.checked })} className="h-5 w-5 accent-secondary" />
            {w.postageOnly}
          </label>
        </>
      )}
      {byHand && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-bold text-ink">{w.pickupTimes.replace("{max}", String(MAX))}</p>
          {draft.windows.map((x, i) => (
            <div key={i} className="flex flex-wrap items-end gap-2">
              <WindowFields from={w.timeFrom.replace("{n}", String(i + 1))} until={w.until} start={x.start} end={x.end} onStart={(v) => setWindow(i, { start: v })} onEnd={(v) => setWindow(i, { end: v })} />
              <Button size="sm" variant="ghost" onClick={() => set({ windows: draft.windows.filter((_, j) => j !== i) })}>
                {w.remove}
              </Button>
            </div>
          ))}
          {draft.windows.length < MAX && (
            <Button size="sm" variant="outline" className="self-start" onClick={() => set({ windows: [...draft.windows, { start: "", end: "" }] })}>
              {w.addTime}
            </Button>
          )}
        </div>
      )}
    </fieldset>
  );
}
