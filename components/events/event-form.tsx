"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { createEventAction } from "@/app/actions/events";
import { Button } from "@/components/ui/button";
import { Field, TextArea, inputClass } from "@/components/ui/field";
import type { Messages } from "@/lib/i18n/messages/en";

type Group = { id: number; name: string };

/**
 * A date or time input inside its label: the label carries the focus ring, because the browser's own
 * picker button inside the input takes focus without the input's :focus styles.
 */
function WhenField({ label, name, type, defaultValue, error }: { label: string; name: string; type: "date" | "time"; defaultValue?: string; error?: string }) {
  return (
    <label className="block rounded-xl focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-ink">
      <span className="mb-1 block text-sm font-bold text-ink">{label}</span>
      <input name={name} type={type} required defaultValue={defaultValue} aria-invalid={error ? true : undefined} className={inputClass} />
      {error && (
        <span role="alert" className="mt-1 block text-sm text-red-700">
          {error}
        </span>
      )}
    </label>
  );
}

/**
 * Plan a swap day (issue 34). Times are the planner's own (the browser turns them into UTC); the place
 * is a town or postcode, the exact address is shown only to those going.
 */
export function EventForm({ groups, groupId, words }: { groups: Group[]; groupId: number | null; words: Messages["communityEventForm"] }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const submit = (form: FormData) =>
    start(async () => {
      setErrors({});
      setError(null);
      const s = (k: string) => String(form.get(k) ?? "").trim();
      const day = s("day");
      const at = (t: string) => (day && t ? new Date(`${day}T${t}`).toISOString() : "");
      const group = s("group_id");
      const r = await createEventAction({
        title: s("title"),
        description: s("description"),
        starts_at: at(s("start")),
        ends_at: at(s("end")),
        place: s("place"),
        address: s("address") || null,
        capacity: s("capacity") ? Number(s("capacity")) : null,
        recurrence: s("recurrence") || null,
        group_id: group ? Number(group) : null,
        members_only: form.get("members_only") === "on",
      });
      if (r.ok) return router.push(`/events/${r.data.id}`);
      const byField: Record<string, string> = {};
      for (const i of r.issues ?? []) byField[String(i.path[0] === "starts_at" ? "start" : i.path[0] === "ends_at" ? "end" : i.path[0])] ??= i.msg;
      setErrors(byField);
      if (!r.issues?.length) setError(r.error);
    });
  return (
    <form action={submit} className="flex flex-col gap-4" aria-label={words.formLabel}>
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <Field label={words.title} name="title" required maxLength={120} placeholder={words.titlePlaceholder} error={errors.title} />
      <TextArea label={words.description} name="description" rows={3} maxLength={2000} error={errors.description} />
      <div className="grid gap-4 sm:grid-cols-3">
        <WhenField label={words.day} name="day" type="date" error={errors.day} />
        <WhenField label={words.starts} name="start" type="time" defaultValue="10:00" error={errors.start} />
        <WhenField label={words.ends} name="end" type="time" defaultValue="13:00" error={errors.end} />
      </div>
      <Field
        label={words.place}
        name="place"
        required
        maxLength={120}
        placeholder={words.placePlaceholder}
        autoComplete="postal-code"
        hint={words.placeHint} error={errors.place} />
      <Field label={words.address} name="address" maxLength={200} hint={words.addressHint} error={errors.address} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={words.capacity} name="capacity" type="number" min={1} max={10000} inputMode="numeric" error={errors.capacity} />
        <div>
          <label htmlFor="recurrence" className="mb-1 block text-sm font-bold text-ink">
            {words.repeats}
          </label>
          <select id="recurrence" name="recurrence" className={inputClass} defaultValue="">
            <option value="">{words.once}</option>
            <option value="weekly">{words.weekly}</option>
            <option value="monthly">{words.monthly}</option>
          </select>
        </div>
      </div>
      {groups.length > 0 && (
        <fieldset className="flex flex-col gap-2 rounded-2xl p-3 ring-1 ring-line">
          <legend className="px-1 text-sm font-bold text-ink">{words.group}</legend>
          <label htmlFor="group_id" className="text-sm text-ink">
            {words.ofGroup}
          </label>
          <select id="group_id" name="group_id" className={inputClass} defaultValue={groupId ? String(groupId) : ""}>
            <option value="">{words.noGroup}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
          <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input type="checkbox" name="members_only" className="h-5 w-5 accent-secondary" /> {words.membersOnly}
          </label>
        </fieldset>
      )}
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? words.planning : words.submit}
      </Button>
    </form>
  );
}
