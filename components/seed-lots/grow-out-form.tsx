"use client";

import { useState, useTransition } from "react";
import { reportGrowOutAction } from "@/app/actions/seed-lots";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

/** "How many of 20 came up? True to type?" (issue 36): the lot's owner answers once. */
export function GrowOutForm({ code, words }: { code: string; words: Messages["communityGrowOut"] }) {
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  if (done) return <p role="status" className="rounded-xl bg-secondary-soft px-3 py-2 text-secondary">{done}</p>;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        start(async () => {
          setError(null);
          const r = await reportGrowOutAction({ code, sown: form.get("sown"), came_up: form.get("came_up"), true_to_type: form.get("true_to_type") === "yes" });
          if (!r.ok) return setError(r.error);
          setDone(fill(words.thanks, { cameUp: r.data.came_up, sown: r.data.sown }));
        });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={words.sown} name="sown" type="number" inputMode="numeric" min={1} max={10000} defaultValue={20} required />
        <Field label={words.cameUp} name="came_up" type="number" inputMode="numeric" min={0} max={10000} required />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-bold text-ink">{words.trueToType}</legend>
        <label className="flex min-h-11 items-center gap-3 text-ink">
          <input type="radio" name="true_to_type" value="yes" defaultChecked className="size-5 accent-secondary" /> {words.yes}
        </label>
        <label className="flex min-h-11 items-center gap-3 text-ink">
          <input type="radio" name="true_to_type" value="no" className="size-5 accent-secondary" /> {words.no}
        </label>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? words.sending : words.send}
        </Button>
      </div>
    </form>
  );
}
