"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { completeAction, confirmAction, releaseAction, renewAction, reserveAction } from "@/app/actions/trades";
import { useHydrated } from "@/components/auth/use-hydrated";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { TradeDTO } from "@/lib/trades/trade-records";
import type { TradePartner } from "@/lib/trades/talked-to";
import { ThanksForm } from "./thanks-form";
import type { TradePanelWords } from "./panel-words";
import { TONE, TradeStatus } from "./trade-status";
import { RELEASE_REASONS, type ReleaseReason } from "@/lib/trades/release-reasons";
import { AvailableUntilLine } from "./available-until-line";
import { lazyComponent } from "@/components/ui/lazy-component";
import { amountText, portionChoices, type Unit } from "@/lib/validation/glut-units";
import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";
import { nth } from "./calendar-day";

/** The pickup time's controls (issue 32): server-rendered, their code after the trade buttons'. */
const TradeWindow = lazyComponent(() => import("./trade-window").then((m) => m.TradeWindow));

type Partner = Pick<TradePartner, "id" | "username">;
/** `glut`: reserved a portion at a time (issue 36), what is left and one gardener's most. */
export type TradeListing = { id: number; title: string; state_id: number; glut?: { unit: Unit; remaining: number; max_per_person: number | null; help_yourself?: boolean } | null };
type Result = { ok: true } | { ok: false; error: string };
type Words = TradePanelWords;

/** Runs a trade action, then re-renders the server page; the error (if any) is shown by the caller. */
function useTradeAction() {
  const router = useRouter();
  const [busy, start] = useTransition();
  // Server-rendered (and, on most pages, its code loaded later): a tap before it runs would be lost.
  const hydrated = useHydrated();
  const pending = busy || !hydrated;
  const [error, setError] = useState<string | null>(null);
  const run = (fn: () => Promise<Result>, after?: () => void) =>
    start(async () => {
      setError(null);
      const r = await fn();
      if (!r.ok) return setError(r.error);
      after?.();
      router.refresh();
    });
  return { pending, error, setError, run };
}

/**
 * "Mark as given / sold / swapped": the owner says with whom — one of the gardeners they talked
 * to, or someone else — in a dialog, then confirms.
 */
function MarkGiven({ listing, partners, preselect, pending, onDone, words }: { listing: TradeListing; partners: Partner[]; preselect: number | null; pending: boolean; onDone: (userId: number | null) => void; words: Words }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string>(preselect ? String(preselect) : "");
  const name = useId();
  const choose = () => {
    if (!choice) return;
    setOpen(false);
    onDone(choice === "else" ? null : Number(choice));
  };
  return (
    <>
      <Button variant="secondary" size="sm" className="px-3" disabled={pending} onClick={() => setOpen(true)}>
        {words.markGiven}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={words.whoGotIt} close={words.close}>
        <p className="mb-3 text-sm text-muted">{fill(words.leaves, { title: listing.title })}</p>
        <fieldset className="space-y-1">
          <legend className="sr-only">{fill(words.whoGot, { title: listing.title })}</legend>
          {partners.map((p) => (
            <label key={p.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-stone-50">
              <input type="radio" name={name} value={p.id} checked={choice === String(p.id)} onChange={() => setChoice(String(p.id))} className="h-5 w-5 accent-[#501C19]" />
              <span className="font-bold">{p.username}</span>
            </label>
          ))}
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-stone-50">
            <input type="radio" name={name} value="else" checked={choice === "else"} onChange={() => setChoice("else")} className="h-5 w-5 accent-[#501C19]" />
            <span>{words.someoneElse}</span>
          </label>
        </fieldset>
        <div className="mt-6 flex gap-3">
          <Button variant="outline" className="flex-1" onClick={() => setOpen(false)}>
            {words.cancel}
          </Button>
          <Button variant="secondary" className="flex-1" disabled={!choice || pending} onClick={choose}>
            {words.markAsGiven}
          </Button>
        </div>
      </Modal>
    </>
  );
}

/**
 * Seeds by post (issue 36): where the giver posts it, revealed on acceptance (lib/handover's address
 * rule puts `post_to` in the giver's open trade only).
 */
function PostTo({ trade, words }: { trade: TradeDTO; words: Words }) {
  if (trade.post_to === undefined) return null;
  const name = trade.counterpart?.username ?? words.theGardener;
  if (trade.post_to === null) return <p className="rounded-xl bg-cream px-3 py-2 text-sm text-ink">{fill(words.noAddress, { name })}</p>;
  return (
    <div className="rounded-xl bg-cream px-3 py-2 text-sm text-ink">
      <p className="font-bold">{words.postTo}</p>
      <address dir="auto" className="user-text not-italic">
        {trade.post_to.map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
      </address>
      <p className="mt-1 text-muted">{fill(words.postThenMark, { name })}</p>
    </div>
  );
}

/** How much of a glut a reservation is for (issue 36): one gardener's most first, as the server would choose. */
function PortionPicker({ glut, value, onChange, disabled, label }: { glut: NonNullable<TradeListing["glut"]>; value: number; onChange: (n: number) => void; disabled: boolean; label: string }) {
  const id = useId();
  const options = portionChoices(glut);
  return (
    <span className="flex flex-col">
      <label htmlFor={id} className="mb-1 text-sm font-bold text-ink">
        {label}
      </label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))} className="h-11 rounded-full border border-line bg-white px-3 text-sm font-bold text-secondary focus:border-secondary">
        {options.map((n) => (
          <option key={n} value={n}>
            {amountText(n, glut.unit)}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The largest portion one gardener may be given now (the default the picker shows). */
const mostFor = (glut: TradeListing["glut"]) => (glut ? (portionChoices(glut).at(-1) ?? 0) : 0);

/**
 * A pickup window's start as an option ("Sat 28 Nov, 17:00 UTC"). Options are plain text: the same
 * words on the server and in the browser (UTC, said so), in the page's language.
 */
function pickupOption(iso: string, when: Words["when"]): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${nth(when.weekdays, d.getUTCDay())} ${d.getUTCDate()} ${nth(when.monthsShort, d.getUTCMonth())}, ${p(d.getUTCHours())}:${p(d.getUTCMinutes())} ${when.utc}`;
}

/**
 * "Release" asks why first (issue 32): four labelled choices, 44 px each; the answer stays on the
 * released trade in My trades for both gardeners ("Released: didn't show up").
 */
function ReleaseWhy({ pending, onRelease, words }: { pending: boolean; onRelease: (reason: ReleaseReason) => void; words: Words }) {
  const [asking, setAsking] = useState(false);
  const legend = useId();
  if (!asking)
    return (
      <Button variant="outline" size="sm" disabled={pending} onClick={() => setAsking(true)}>
        {words.release}
      </Button>
    );
  return (
    <div role="group" aria-labelledby={legend} className="flex basis-full flex-col gap-2">
      <p id={legend} className="text-sm font-bold text-ink">
        {words.whyRelease}
      </p>
      <div className="flex flex-wrap gap-2">
        {RELEASE_REASONS.map((r) => (
          <Button key={r} variant="outline" size="sm" disabled={pending} onClick={() => onRelease(r)}>
            {words.reasons.giver[r].replace(/^./, (c) => c.toUpperCase())}
          </Button>
        ))}
        <Button variant="ghost" size="sm" disabled={pending} onClick={() => setAsking(false)}>
          {words.keepReserved}
        </Button>
      </div>
    </div>
  );
}

/**
 * One listing's trade, from the viewer's side: the owner reserves (for `partner` in a chat, or a
 * chosen gardener on the listing page), releases or marks it given; the counterpart confirms or
 * says it did not happen; after a confirmed trade both can thank.
 */
export function ListingTrade({
  listing,
  isOwner,
  trade,
  partners = [],
  partner,
  reservedFor: reservedElsewhere = null,
  showTitle = false,
  windows = [],
  words,
}: {
  listing: TradeListing;
  isOwner: boolean;
  trade: TradeDTO | null;
  /** The gardeners the owner may choose from (owner only). */
  partners?: Partner[];
  /** In a chat: the gardener being talked to. */
  partner?: Partner;
  /** Who it is reserved for when that trade is not in `trade` (a chat with another gardener). */
  reservedFor?: Partner | null;
  showTitle?: boolean;
  /** The listing's pickup windows (issue 32): reserving may propose one. */
  windows?: { start: string; end: string }[];
  /** Its words in the page's language (getWords("tradesPanel")). */
  words: Words;
}) {
  const { pending, error, setError, run } = useTradeAction();
  const glut = listing.glut ?? null;
  const [portion, setPortion] = useState<number>(() => mostFor(glut));
  const [reserveFor, setReserveFor] = useState<string>(partners[0] ? String(partners[0].id) : "");
  const [pickup, setPickup] = useState<string>("");
  const selectId = useId();
  const pickupId = useId();
  const chosen = windows.find((w) => w.start === pickup);
  const choices = partner ? [partner, ...partners.filter((p) => p.id !== partner.id)] : partners;
  const open = trade && (trade.state === "reserved" || trade.state === "given") ? trade : null;

  const title = showTitle ? (
    <Link href={`/listings/${listing.id}`} className="inline-flex min-h-11 items-center font-bold text-ink underline-offset-4 hover:underline" dir="auto">
      {listing.title}
    </Link>
  ) : null;

  let body: React.ReactNode = null;
  if (isOwner && trade?.portion && (trade.state === "reserved" || trade.state === "given")) {
    // One gardener's portion of a glut (issue 36): handed over here, confirmed by them; the glut stays on offer.
    const who = trade.counterpart;
    body = (
      <>
        <TradeStatus trade={trade} words={words} />
        {trade.state === "reserved" && who && (
          <div className="flex flex-wrap items-end gap-2">
            <Button variant="secondary" size="sm" className="px-3" disabled={pending} onClick={() => run(() => completeAction({ id: listing.id, user_id: who.id }))}>
              {fill(trade.by_post ? words.sentPortion : words.handedPortion, { amount: trade.portion.text, name: who.username })}
            </Button>
            <ReleaseWhy pending={pending} onRelease={(reason) => run(() => releaseAction({ id: listing.id, reason, user_id: who.id }))} words={words} />
          </div>
        )}
        {!partner && trade.conversation_url && who && (
          <Link href={trade.conversation_url} className="inline-flex min-h-11 items-center self-start text-sm font-bold text-primary underline-offset-4 hover:underline">
            {fill(words.chatWith, { name: who.username })}
          </Link>
        )}
      </>
    );
  } else if (isOwner && listing.state_id !== 3 && trade?.state !== "given") {
    const reservedFor = open?.state === "reserved" ? open.counterpart : reservedElsewhere;
    body = (
      <>
        {open && <TradeStatus trade={open} words={words} />}
        {open?.state === "reserved" && (open.by_post ? <PostTo trade={open} words={words} /> : <TradeWindow trade={open} listingId={listing.id} title={listing.title} words={words} />)}
        {!open && reservedFor && <p className={`rounded-xl px-3 py-2 text-sm font-bold ${TONE.reserved}`}>{fill(words.reservedFor, { name: reservedFor.username })}</p>}
        <div className="flex flex-wrap items-end gap-2">
          {partner && glut && glut.remaining > 0 && !glut.help_yourself && (
            <>
              <PortionPicker glut={glut} value={portion} onChange={setPortion} disabled={pending} label={words.howMuch} />
              <Button size="sm" className="px-3" disabled={pending || !portion} onClick={() => run(() => reserveAction({ id: listing.id, user_id: partner.id, portion }))}>
                {fill(words.reserveAmountFor, { amount: amountText(portion, glut.unit), name: partner.username })}
              </Button>
            </>
          )}
          {partner && !glut && reservedFor?.id !== partner.id && (
            <Button size="sm" className="px-3" disabled={pending} onClick={() => run(() => reserveAction({ id: listing.id, user_id: partner.id, window: chosen }))}>
              {fill(words.reserveFor, { name: partner.username })}
            </Button>
          )}
          {!partner && !reservedFor && partners.length > 0 && !glut?.help_yourself && (
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                run(() => reserveAction({ id: listing.id, user_id: Number(reserveFor), ...(glut ? { portion } : { window: chosen }) }));
              }}
            >
              <span className="flex flex-col">
                <label htmlFor={selectId} className="mb-1 text-sm font-bold text-ink">
                  {words.reserveForLabel}
                </label>
                <select
                  id={selectId}
                  disabled={pending}
                  value={reserveFor}
                  onChange={(e) => setReserveFor(e.target.value)}
                  className="h-11 rounded-full border border-line bg-white px-3 text-sm font-bold text-secondary focus:border-secondary"
                >
                  {partners.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.username}
                    </option>
                  ))}
                </select>
              </span>
              {glut && <PortionPicker glut={glut} value={portion} onChange={setPortion} disabled={pending} label={words.howMuch} />}
              {windows.length > 0 && !glut && (
                <span className="flex flex-col">
                  <label htmlFor={pickupId} className="mb-1 text-sm font-bold text-ink">
                    {words.pickupTime}
                  </label>
                  <select id={pickupId} disabled={pending} value={pickup} onChange={(e) => setPickup(e.target.value)} className="h-11 rounded-full border border-line bg-white px-3 text-sm font-bold text-secondary focus:border-secondary">
                    <option value="">{words.decideLater}</option>
                    {windows.map((w) => (
                      <option key={w.start} value={w.start}>
                        {pickupOption(w.start, words.when)}
                      </option>
                    ))}
                  </select>
                </span>
              )}
              <Button type="submit" size="sm" disabled={pending || !reserveFor || (!!glut && !portion)}>
                {glut ? fill(words.reserveAmount, { amount: amountText(portion, glut.unit) }) : words.reserve}
              </Button>
            </form>
          )}
          {/* user_id: on a glut, this gardener's portions go back to what is left (a whole listing ignores it). */}
          {reservedFor && <ReleaseWhy pending={pending} onRelease={(reason) => run(() => releaseAction({ id: listing.id, reason, user_id: reservedFor.id }))} words={words} />}
          {/* A glut is handed over a portion at a time, from each gardener's reservation (above). */}
          {!glut && (
            <MarkGiven
              listing={listing}
              partners={choices}
              preselect={reservedFor?.id ?? partner?.id ?? null}
              pending={pending}
              onDone={(userId) => run(() => completeAction({ id: listing.id, user_id: userId }))}
              words={words}
            />
          )}
        </div>
        {!partner && open?.conversation_url && open.counterpart && (
          <Link href={open.conversation_url} className="inline-flex min-h-11 items-center self-start text-sm font-bold text-primary underline-offset-4 hover:underline">
            {fill(words.chatWith, { name: open.counterpart.username })}
          </Link>
        )}
        {!partner && !reservedFor && partners.length === 0 && (
          <p className="text-sm text-muted">{words.talkFirst}</p>
        )}
      </>
    );
  } else if (trade) {
    const counterpart = trade.counterpart?.username ?? words.status.someoneElse;
    body = (
      <>
        <TradeStatus trade={trade} words={words} />
        {trade.role === "receiver" && trade.state === "reserved" && !trade.by_post && (
          <>
            <TradeWindow trade={trade} listingId={listing.id} title={listing.title} words={words} />
            <p className="text-sm text-muted">{words.arrange}</p>
          </>
        )}
        {trade.role === "receiver" && trade.state === "reserved" && trade.by_post && (
          <p className="text-sm text-muted">
            {fill(words.postalBefore, { name: counterpart })}{" "}
            <Link href="/personal-info" className="font-bold text-primary underline underline-offset-4">
              {words.personalInfo}
            </Link>{" "}
            {words.postalAfter}
          </p>
        )}
        {trade.role === "receiver" && trade.state === "given" && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" disabled={pending} onClick={() => run(() => confirmAction({ id: listing.id, received: true }))}>
              {words.received}
            </Button>
            <Button variant="outline" size="sm" disabled={pending} onClick={() => run(() => confirmAction({ id: listing.id, received: false }))}>
              {words.didntHappen}
            </Button>
          </div>
        )}
        {trade.state === "received" && trade.counterpart && <ThanksForm listingId={listing.id} counterpart={counterpart} counterpartId={trade.counterpart.id} mine={trade.thanks.mine} theirs={trade.thanks.theirs} words={words} />}
        {trade.conversation_url && !partner && (
          <Link href={trade.conversation_url} className="inline-flex min-h-11 items-center text-sm font-bold text-primary underline-offset-4 hover:underline">
            {fill(words.chatWith, { name: counterpart })}
          </Link>
        )}
      </>
    );
  }
  if (!body) return null;
  return (
    <section aria-label={fill(words.tradeLabel, { title: listing.title })} className="flex flex-col gap-2">
      {title}
      {error && <Alert onDismiss={() => setError(null)} dismiss={words.dismiss}>{error}</Alert>}
      {body}
    </section>
  );
}

/** "Available until" on the owner's listing page, with "Renew" (the category's default from today). */
export function AvailableUntil({ listingId, until, expired, words }: { listingId: number; until: string; expired: boolean; words: Messages["tradesUntil"] }) {
  const { pending, error, setError, run } = useTradeAction();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <AvailableUntilLine until={until} expired={expired} words={words} />
        <Button variant="outline" size="sm" disabled={pending} onClick={() => run(() => renewAction({ id: listingId }))}>
          {pending ? words.renewing : words.renew}
        </Button>
      </div>
      {error && <Alert onDismiss={() => setError(null)} dismiss={words.dismiss}>{error}</Alert>}
    </div>
  );
}
