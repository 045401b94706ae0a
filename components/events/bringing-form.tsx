"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { bringingAction } from "@/app/actions/events";
import { Button } from "@/components/ui/button";
import type { Messages } from "@/lib/i18n/messages/en";

type Choice = { id: number; title: string };

/** "I'm bringing" (my available listings, held for the day) and "I'm hoping for" (my wishes): two lists of checkboxes. */
export function BringingForm({
  eventId,
  listings,
  wishes,
  bringing,
  hoping,
  words,
}: {
  eventId: number;
  listings: Choice[];
  wishes: Choice[];
  bringing: number[];
  hoping: number[];
  words: Messages["communityBringing"];
}) {
  const router = useRouter();
  const [l, setL] = useState(new Set(bringing));
  const [w, setW] = useState(new Set(hoping));
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, start] = useTransition();
  const toggle = (set: Set<number>, id: number) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };
  const save = () =>
    start(async () => {
      const r = await bringingAction({ id: eventId, listing_ids: [...l], wish_ids: [...w] });
      setMsg(r.ok ? { ok: true, text: words.saved } : { ok: false, text: r.issues?.[0]?.msg ?? r.error });
      if (r.ok) router.refresh();
    });
  const box = (c: Choice, checked: boolean, onChange: () => void, name: string) => (
    <li key={c.id}>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-primary-soft">
        <input type="checkbox" name={name} value={c.id} checked={checked} onChange={onChange} className="h-5 w-5 accent-secondary" />
        <span dir="auto" className="user-text text-ink">
          {c.title}
        </span>
      </label>
    </li>
  );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      className="flex flex-col gap-4"
      aria-label={words.formLabel}
    >
      <fieldset>
        <legend className="font-bold text-ink">{words.bringing}</legend>
        <p className="text-sm text-muted">{words.held}</p>
        {listings.length ? <ul className="mt-1">{listings.map((c) => box(c, l.has(c.id), () => setL(toggle(l, c.id)), "listing_ids"))}</ul> : <p className="text-sm text-muted">{words.noListings}</p>}
      </fieldset>
      <fieldset>
        <legend className="font-bold text-ink">{words.hoping}</legend>
        {wishes.length ? <ul className="mt-1">{wishes.map((c) => box(c, w.has(c.id), () => setW(toggle(w, c.id)), "wish_ids"))}</ul> : <p className="text-sm text-muted">{words.noWishes}</p>}
      </fieldset>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? words.saving : words.save}
        </Button>
        {msg && (
          <p role={msg.ok ? "status" : "alert"} className={`text-sm ${msg.ok ? "font-bold text-secondary" : "text-red-700"}`}>
            {msg.text}
          </p>
        )}
      </div>
    </form>
  );
}
