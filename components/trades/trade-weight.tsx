"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { correctWeightAction } from "@/app/actions/impact";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import type { Messages } from "@/lib/i18n/messages/en";

/**
 * On a trade the viewer handed over (My trades): its weight, estimated from the crop's typical unit
 * weight until the giver corrects it (issue 37). Feeds the harvest counted.
 */
export function TradeWeight({ tradeId, grams, estimated, words }: { tradeId: number; grams: number; estimated: boolean; words: Messages["tradesWeight"] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [kg, setKg] = useState(String(grams / 1000));
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const inputId = useId();
  if (!open)
    return (
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <span>
          {words.weight} {estimated && `${words.about} `}
          {words.kg.replace("{n}", (grams / 1000).toLocaleString("en-US", { maximumFractionDigits: 2 }))}
          {estimated && ` ${words.estimated}`}
        </span>
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          {words.correct}
        </Button>
      </p>
    );
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        start(async () => {
          setError(null);
          const r = await correctWeightAction({ id: tradeId, kg });
          if (!r.ok) return setError(r.error);
          setOpen(false);
          router.refresh();
        });
      }}
    >
      {error && (
        <div className="w-full">
          <Alert onDismiss={() => setError(null)} dismiss={words.dismiss}>{error}</Alert>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-bold text-ink">
          {words.label}
        </label>
        <input id={inputId} type="number" inputMode="decimal" min={0} max={1000} step={0.01} value={kg} onChange={(e) => setKg(e.target.value)} className={`${inputClass} w-32`} required />
      </div>
      <Button type="submit" size="sm" disabled={pending}>
        {words.save}
      </Button>
      <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={() => setOpen(false)}>
        {words.cancel}
      </Button>
    </form>
  );
}
