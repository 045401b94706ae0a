import { ReportNoteButton } from "@/components/safety/report-note-button";
import type { TradeProfile } from "@/lib/trades/trade-profile";
import type { Reliability } from "@/lib/trades/reliability";
import { RatingLabel } from "./rating-label";

const SHOWN = 3;

/** `viewerId`: a signed-in reader may report a note they did not write. */
function Note({ t, viewerId }: { t: TradeProfile["thanks"][number]; viewerId: number | null }) {
  return (
    <li className="rounded-2xl bg-cream px-4 py-3">
      <p dir="auto" className="user-text whitespace-pre-line text-ink">
        {t.text}
      </p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 text-sm text-muted">
        <p>
          <RatingLabel rating={t.rating} /> · @{t.from}
        </p>
        {viewerId !== null && viewerId !== t.from_id && <ReportNoteButton noteId={t.id} author={{ id: t.from_id, username: t.from }} />}
      </div>
    </li>
  );
}

/** "kept 14 of 15 pickups in 90 days · usually replies within 3 h" */
export function KeptPromise({ text }: { text: string }) {
  return <p className="mt-2 text-sm font-bold text-secondary">{text.replace(/^./, (c) => c.toUpperCase())}</p>;
}

/** A seller profile's completed trades (given, received) and, from the third, the thank-you notes. */
export function TradeRecord({ username, profile, viewerId = null, reliability = null }: { username: string; profile: TradeProfile; viewerId?: number | null; reliability?: Reliability | null }) {
  const { given, received, thanks } = profile;
  return (
    <section aria-labelledby="trades-heading" className="rounded-3xl border border-line bg-white px-5 py-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="trades-heading" className="text-lg text-primary">
          Trades
        </h2>
        <dl className="flex gap-2 text-sm font-bold">
          <div className="flex flex-row-reverse items-baseline gap-1.5 rounded-full bg-secondary-soft px-3 py-1 text-secondary">
            <dt>given</dt>
            <dd className="text-base">{given}</dd>
          </div>
          <div className="flex flex-row-reverse items-baseline gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-primary">
            <dt>received</dt>
            <dd className="text-base">{received}</dd>
          </div>
        </dl>
      </div>
      {/* The kept-promise record (issue 32): computed from trades and messages; shown only when it is fair to. */}
      {reliability?.text && <KeptPromise text={reliability.text} />}
      {thanks.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-bold uppercase tracking-wide text-muted">Thank-you notes for @{username}</h3>
          <ul className="mt-2 space-y-2">
            {thanks.slice(0, SHOWN).map((t) => (
              <Note key={t.id} t={t} viewerId={viewerId} />
            ))}
          </ul>
          {thanks.length > SHOWN && (
            <details className="mt-2">
              <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-bold text-primary">All {thanks.length} notes</summary>
              <ul className="space-y-2">
                {thanks.slice(SHOWN).map((t) => (
                  <Note key={t.id} t={t} viewerId={viewerId} />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}
