"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { comingAction, windowAction } from "@/app/actions/handover";
import { fromLocalInput } from "@/components/handover/handover-draft";
import { WindowText } from "@/components/handover/window-text";
import { useHydrated } from "@/components/auth/use-hydrated";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { googleCalendarUrl } from "@/lib/handover/ics";
import type { TradeDTO } from "@/lib/trades/trade-records";
import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";

type Result = { ok: true } | { ok: false; error: string };
const linkClass = "inline-flex min-h-11 items-center text-sm font-bold text-primary underline underline-offset-4";


/** Two labelled datetime-local fields: a start ("Pickup from") and an end ("until"). */
export function WindowFields({ start, end, onStart, onEnd, from, until }: { start: string; end: string; onStart: (v: string) => void; onEnd: (v: string) => void; from: string; until: string }) {
  const id = useId();
  return (
    <div className="flex flex-wrap gap-2">
      <span className="flex flex-col">
        <label htmlFor={`${id}-s`} className="mb-1 text-sm font-bold text-ink">
          {from}
        </label>
        <input id={`${id}-s`} type="datetime-local" value={start} onChange={(e) => onStart(e.target.value)} className="h-11 rounded-xl border border-line bg-white px-3 text-sm" />
      </span>
      <span className="flex flex-col">
        <label htmlFor={`${id}-e`} className="mb-1 text-sm font-bold text-ink">
          {until}
        </label>
        <input id={`${id}-e`} type="datetime-local" value={end} onChange={(e) => onEnd(e.target.value)} className="h-11 rounded-xl border border-line bg-white px-3 text-sm" />
      </span>
    </div>
  );
}

/**
 * The pickup time of an open reservation, for either gardener (issue 32): who proposed what, accept /
 * decline / propose another, the calendar file and an add-to-Google-Calendar link (without the spot:
 * that stays in GardenSwap), and for the reserved gardener "Still coming" / "Can't make it".
 */
export function TradeWindow({ trade, listingId, title, words }: { trade: TradeDTO; listingId: number; title: string; words: Messages["tradesPanel"] }) {
  const t = words.window;
  const router = useRouter();
  const [pending, start] = useTransition();
  // The buttons wait for the panel's code (it loads after the page): a tap before would do nothing.
  const hydrated = useHydrated();
  const busy = pending || !hydrated;
  const [error, setError] = useState<string | null>(null);
  const [proposing, setProposing] = useState(false);
  const [from, setFrom] = useState("");
  const [until, setUntil] = useState("");
  const w = trade.window;
  /** A proposed or agreed time (not a declined one). */
  const live = w?.state === "declined" ? null : w;
  const other = trade.counterpart?.username ?? t.otherGardener;
  const run = (fn: () => Promise<Result>) =>
    start(async () => {
      setError(null);
      const r = await fn();
      if (!r.ok) return setError(r.error);
      setProposing(false);
      router.refresh();
    });
  const propose = () => run(() => windowAction({ id: listingId, action: "propose", window: { start: fromLocalInput(from), end: fromLocalInput(until) } }));

  return (
    <div className="flex flex-col gap-2 rounded-xl bg-cream px-3 py-2" data-testid="trade-window">
      {error && <Alert onDismiss={() => setError(null)} dismiss={words.dismiss}>{error}</Alert>}
      {!w || w.state === "declined" ? (
        <p className="text-sm text-ink">{w ? (w.proposed_by === "me" ? fill(t.theyCantDo, { name: other }) : t.youDeclined) : t.noTime}</p>
      ) : (
        <p className="text-sm text-ink">
          <span className="font-bold">{`${w.state === "agreed" ? t.agreed : w.proposed_by === "me" ? t.youProposed : fill(t.theyProposed, { name: other })} `}</span>
          <WindowText start={w.start} end={w.end} when={words.when} />
          {w.state === "proposed" && w.proposed_by === "me" && <span className="text-muted"> · {fill(t.waitingFor, { name: other })}</span>}
          {w.coming === true && <span className="font-bold text-secondary"> · {trade.role === "giver" ? fill(t.theyAreComing, { name: other }) : t.youAreComing}</span>}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {w?.state === "proposed" && w.proposed_by === "them" && (
          <>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => run(() => windowAction({ id: listingId, action: "accept" }))}>
              {t.accept}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => run(() => windowAction({ id: listingId, action: "decline" }))}>
              {t.decline}
            </Button>
          </>
        )}
        {!proposing && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setProposing(true)}>
            {live ? t.proposeAnother : t.proposeTime}
          </Button>
        )}
        {live && (
          <>
            <a href={`/api/listings/${listingId}/calendar.ics`} download className={linkClass}>
              {fill(t.addToCalendar, { file: ".ics" })}
            </a>
            <a
              href={googleCalendarUrl({ start: new Date(live.start), end: new Date(live.end), summary: fill(t.calendarSummary, { title }), location: null, description: fill(t.calendarDescription, { title }) })}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {t.googleCalendar}
            </a>
          </>
        )}
      </div>
      {proposing && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            propose();
          }}
        >
          <WindowFields start={from} end={until} onStart={setFrom} onEnd={setUntil} from={t.pickupFrom} until={t.until} />
          <Button type="submit" size="sm" disabled={pending || !from || !until}>
            {t.propose}
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setProposing(false)}>
            {t.cancel}
          </Button>
        </form>
      )}
      {trade.role === "receiver" && w?.state === "agreed" && w.coming !== true && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => run(() => comingAction({ id: listingId, coming: true }))}>
            {t.stillComing}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => run(() => comingAction({ id: listingId, coming: false }))}>
            {t.cantMakeIt}
          </Button>
        </div>
      )}
    </div>
  );
}
