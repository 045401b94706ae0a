"use client";

import { useState } from "react";
import { apiFetch, errorDetail } from "@/app/_client/api";
import { useOnConnect, useSocketConnection, useSocketEvent } from "@/components/realtime/socket-provider";
import { useHydrated } from "@/components/auth/use-hydrated";
import { Button } from "@/components/ui/button";
import { portionChoices, type Unit } from "@/lib/validation/glut-units";
import { fill } from "@/lib/i18n/fill";
import { amountWords, portionsWords, type GlutWords } from "./glut-words";
import type { PortionAnswer } from "@/lib/gluts/schemas";

type Glut = { id: number; quantity: number; unit: Unit; max_per_person: number | null; remaining: number; fair_chance_until: string | null; help_yourself: boolean; state_id: number };

/**
 * A glut on its listing page (issue 36): "6 kg left of 10 kg · up to 2 kg each", kept live for every
 * viewer (watch_listing → portions_left), and for takers the portion picker: "I took …" on a
 * help-yourself doorstep, "Ask for …" while a fair chance gathers requests (`choosing`, by the server's clock).
 */
export function GlutPanel({ listing, isOwner, choosing, words }: { listing: Glut; isOwner: boolean; choosing: boolean; words: GlutWords }) {
  const [glut, setGlut] = useState(listing);
  const [amount, setAmount] = useState<number>(() => portionChoices(listing)[0] ?? 0);
  const [busy, setBusy] = useState(false);
  // Server-rendered, its code later: a portion picked or a tap before it runs would be lost (React
  // puts the picker back to its first choice when it hydrates), so they wait for it.
  const hydrated = useHydrated();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  // Watching: this tab hears what others take from now on (tests wait for it too).
  const [live, setLive] = useState(false);
  const { socket } = useSocketConnection();
  useOnConnect(() => socket?.emit("watch_listing", { id: listing.id }, (reply) => setLive(reply.ok)));
  useSocketEvent("portions_left", (e) => {
    if (e.listing_id === listing.id) setGlut((g) => ({ ...g, remaining: e.remaining, state_id: e.state_id }));
  });
  const opts = portionChoices(glut);
  const picked = opts.includes(amount) ? amount : (opts[0] ?? 0);
  const verb = glut.help_yourself ? "took" : "requests";
  const amountOf = (n: number) => amountWords(n, glut.unit, words);

  async function send() {
    setBusy(true);
    setSaid(null);
    const r = await apiFetch<PortionAnswer>(`/api/listings/${listing.id}/${verb}`, { method: "POST", json: { portion: picked } });
    setBusy(false);
    if (!r.ok) return setSaid({ ok: false, text: errorDetail(r.body, words.failed) });
    setGlut((g) => ({ ...g, remaining: r.body.remaining, state_id: r.body.state_id }));
    setSaid({ ok: true, text: fill(glut.help_yourself ? words.enjoy : words.asked, { amount: amountOf(picked) }) });
  }

  return (
    <section aria-labelledby={`glut-${listing.id}`} data-live={live} className="flex flex-col gap-3 rounded-2xl bg-secondary-soft p-4 text-secondary">
      <h2 id={`glut-${listing.id}`} className="sr-only">
        {words.portions}
      </h2>
      <p className="text-lg font-bold" role="status" aria-live="polite" data-testid="portions-left">
        {glut.remaining > 0 ? portionsWords(glut, words) : fill(words.allGone, { amount: amountOf(glut.quantity) })}
      </p>
      {glut.help_yourself && <p>{words.helpYourself}</p>}
      {glut.fair_chance_until && (
        <p>
          {choosing ? words.giverChooses : words.giverChose}{" "}
          <time dateTime={glut.fair_chance_until}>{new Date(glut.fair_chance_until).toLocaleString([], { weekday: "short", hour: "2-digit", minute: "2-digit" })}</time>
          {choosing ? words.askNow : "."}
        </p>
      )}
      {!isOwner && glut.remaining > 0 && opts.length > 0 && (glut.help_yourself || choosing) && (
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 font-bold">
            {words.howMuch}
            <select disabled={!hydrated} value={picked} onChange={(e) => setAmount(Number(e.target.value))} className="min-h-11 rounded-xl border border-line bg-white px-3 text-ink">
              {opts.map((n) => (
                <option key={n} value={n}>
                  {amountOf(n)}
                </option>
              ))}
            </select>
          </label>
          <Button onClick={send} disabled={busy || !hydrated} className="min-h-11">
            {fill(glut.help_yourself ? words.iTook : words.askFor, { amount: amountOf(picked) })}
          </Button>
        </div>
      )}
      {said && (
        <p role={said.ok ? "status" : "alert"} className={said.ok ? "font-bold" : "font-bold text-red-800"}>
          {said.text}
        </p>
      )}
    </section>
  );
}
