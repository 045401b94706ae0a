"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { recordSwapsAction } from "@/app/actions/events";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import type { SwapSheet } from "@/lib/swap-days/swap-sheet";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

/** "What did you swap?" on one screen: to whom each thing I brought went, and what I got. */
export function SwapForm({ sheet, words }: { sheet: SwapSheet; words: Messages["communitySwapForm"] }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = (form: FormData) =>
    start(async () => {
      const gave = sheet.gave
        .filter((g) => !g.recorded && !g.completed_elsewhere)
        .map((g) => ({ listing_id: g.listing.id, user_id: Number(form.get(`to-${g.listing.id}`) || 0) }))
        .filter((g) => g.user_id > 0);
      const got = sheet.got.filter((g) => !g.received && form.get(`got-${g.listing.id}`) === "on").map((g) => g.listing.id);
      const r = await recordSwapsAction({ id: sheet.event.id, gave, got });
      setMsg(r.ok ? { ok: true, text: words.recorded } : { ok: false, text: r.issues?.[0]?.msg ?? r.error });
      if (r.ok) router.refresh();
    });
  return (
    <form action={submit} className="flex flex-col gap-6" aria-label={words.formLabel}>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-bold text-primary">{words.gave}</legend>
        {sheet.gave.length === 0 && <p className="text-sm text-muted">{words.noneBrought}</p>}
        {sheet.gave.map((g) => {
          const to = sheet.attendees.find((a) => a.id === g.to_user_id);
          return (
            <div key={g.listing.id} className="rounded-2xl bg-white p-3 ring-1 ring-line">
              {g.recorded ? (
                <p className="text-ink">
                  <span dir="auto" className="user-text font-bold">
                    {g.listing.title}
                  </span>{" "}
                  {words.wentTo} <span className="font-bold">{to?.username ?? words.aGardener}</span>.
                </p>
              ) : g.completed_elsewhere ? (
                <p className="text-muted">
                  <span dir="auto" className="user-text font-bold">
                    {g.listing.title}
                  </span>{" "}
                  {words.alreadyGone}
                </p>
              ) : (
                <>
                  <label htmlFor={`to-${g.listing.id}`} className="mb-1 block font-bold text-ink">
                    <span dir="auto" className="user-text">
                      {g.listing.title}
                    </span>{" "}
                    {words.wentTo}
                  </label>
                  <select id={`to-${g.listing.id}`} name={`to-${g.listing.id}`} className={inputClass} defaultValue="">
                    <option value="">{words.keptIt}</option>
                    {sheet.attendees.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.username}
                      </option>
                    ))}
                  </select>
                </>
              )}
            </div>
          );
        })}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-lg font-bold text-primary">{words.got}</legend>
        {sheet.got.length === 0 && <p className="text-sm text-muted">{words.noneGot}</p>}
        {sheet.got.map((g) =>
          g.received ? (
            <p key={g.listing.id} className="text-ink">
              <span dir="auto" className="user-text font-bold">
                {g.listing.title}
              </span>{" "}
              {fill(words.fromReceived, { username: g.from.username })}
            </p>
          ) : (
            <label key={g.listing.id} className="flex min-h-11 items-center gap-3 rounded-xl bg-white px-3 ring-1 ring-line">
              <input type="checkbox" name={`got-${g.listing.id}`} className="h-5 w-5 accent-secondary" />
              <span>
                {words.iGot}{" "}
                <span dir="auto" className="user-text font-bold">
                  {g.listing.title}
                </span>{" "}
                {fill(words.from, { username: g.from.username })}
              </span>
            </label>
          ),
        )}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? words.recording : words.record}
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
