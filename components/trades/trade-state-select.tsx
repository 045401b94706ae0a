"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { completeAction, releaseAction, reserveAction } from "@/app/actions/trades";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { TradePartner } from "@/lib/trades/talked-to";
import { STATES } from "@/lib/validation/listing-terms";
import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";

type Partner = Pick<TradePartner, "id" | "username">;
type Result = { ok: true } | { ok: false; error: string };

/**
 * The trade state of a row in My lists, as a compact select that goes through the trade steps:
 * Available releases, Reserved asks for whom (a gardener the owner talked to), Completed asks who got
 * it (or someone else). So `state_id` always has a trade behind it and My trades stays true.
 */
export function TradeStateSelect({
  listingId,
  stateId,
  title,
  partners,
  reservedFor,
  words,
}: {
  listingId: number;
  stateId: number;
  title: string;
  partners: Partner[];
  reservedFor: Partner | null;
  words: Messages["tradesStateSelect"];
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<2 | 3 | null>(null);
  const [choice, setChoice] = useState("");
  const id = useId();
  const radios = useId();

  const run = (fn: () => Promise<Result>) =>
    start(async () => {
      setError(null);
      const r = await fn().catch(() => ({ ok: false as const, error: words.failed }));
      if (!r.ok) return setError(r.error);
      setAsking(null);
      router.refresh();
    });

  function pick(next: number) {
    if (next === stateId || pending) return;
    setError(null);
    if (next === 1) return run(() => releaseAction({ id: listingId }));
    setChoice(next === 3 && reservedFor ? String(reservedFor.id) : partners[0] && next === 2 ? String(partners[0].id) : "");
    setAsking(next as 2 | 3);
  }

  const confirm = () => {
    if (!choice) return;
    if (asking === 2) run(() => reserveAction({ id: listingId, user_id: Number(choice) }));
    else run(() => completeAction({ id: listingId, user_id: choice === "else" ? null : Number(choice) }));
  };
  const options = asking === 3 ? [...partners.map((p) => ({ value: String(p.id), label: p.username })), { value: "else", label: words.someoneElse }] : partners.map((p) => ({ value: String(p.id), label: p.username }));

  return (
    <span className="flex flex-col items-start gap-1 sm:items-end">
      <label htmlFor={id} className="sr-only">
        {fill(words.stateOf, { title })}
      </label>
      <select
        id={id}
        value={stateId}
        disabled={pending}
        onChange={(e) => pick(Number(e.target.value))}
        className="h-11 rounded-full border border-line bg-white px-3 text-sm font-bold capitalize text-secondary focus:border-secondary"
      >
        {STATES.map((s) => (
          <option key={s.id} value={s.id}>
            {words[s.name]}
          </option>
        ))}
      </select>
      {stateId === 2 && reservedFor && <span className="px-3 text-xs text-muted">{fill(words.forName, { name: reservedFor.username })}</span>}
      {error && !asking && (
        <span role="alert" className="max-w-48 text-xs text-red-700 sm:text-right">
          {error}
        </span>
      )}
      <Modal open={asking !== null} onClose={() => !pending && setAsking(null)} title={asking === 2 ? words.reserveWhom : words.whoGotIt} close={words.close}>
        <p className="mb-3 text-sm text-muted">
          {fill(asking === 2 ? words.othersSee : words.leaves, { title })}
        </p>
        {options.length ? (
          <fieldset className="space-y-1">
            <legend className="sr-only">{fill(asking === 2 ? words.reserveTitleFor : words.whoGot, { title })}</legend>
            {options.map((o) => (
              <label key={o.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-stone-50">
                <input type="radio" name={radios} value={o.value} checked={choice === o.value} onChange={() => setChoice(o.value)} className="h-5 w-5 accent-[#501C19]" />
                <span className={o.value === "else" ? "" : "font-bold"}>{o.label}</span>
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="text-sm">{words.talkFirst}</p>
        )}
        {error && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-6 flex gap-3">
          <Button variant="outline" className="flex-1" disabled={pending} onClick={() => setAsking(null)}>
            {words.cancel}
          </Button>
          {options.length > 0 && (
            <Button variant="secondary" className="flex-1" disabled={!choice || pending} onClick={confirm}>
              {asking === 2 ? words.reserve : words.markAsGiven}
            </Button>
          )}
        </div>
      </Modal>
    </span>
  );
}
