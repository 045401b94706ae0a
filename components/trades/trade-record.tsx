import { ReportNoteButton } from "@/components/safety/report-note-button";
import type { TradeProfile } from "@/lib/trades/trade-profile";
import type { Reliability } from "@/lib/trades/reliability";
import { RatingLabel } from "./rating-label";
import { getT, getWords } from "@/app/_doors/locale";
import type { Messages } from "@/lib/i18n/messages/en";

const SHOWN = 3;

/** `viewerId`: a signed-in reader may report a note they did not write. */
function Note({ t, viewerId, ratings, safety }: { t: TradeProfile["thanks"][number]; viewerId: number | null; ratings: Messages["tradesPanel"]["ratings"]; safety: Messages["peopleSafety"] }) {
  return (
    <li className="rounded-2xl bg-cream px-4 py-3">
      <p dir="auto" className="user-text whitespace-pre-line text-ink">
        {t.text}
      </p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 text-sm text-muted">
        <p>
          <RatingLabel rating={t.rating} words={ratings} /> · @{t.from}
        </p>
        {viewerId !== null && viewerId !== t.from_id && <ReportNoteButton noteId={t.id} author={{ id: t.from_id, username: t.from }} words={safety} />}
      </div>
    </li>
  );
}

/** "Kept 14 of 15 pickups in 90 days · usually replies within 3 h", in the page's language, from the record's figures (lib's `text` is the API's English). */
export async function KeptPromise({ reliability: r }: { reliability: Reliability }) {
  const t = await getT("tradesRecord");
  const replies = r.reply_hours === null ? null : r.shown ? t("replies", { hours: r.reply_hours }) : t("repliesAlone", { hours: r.reply_hours });
  const text = [r.shown && r.kept !== null && r.pickups !== null ? t("keptRecord", { kept: r.kept, pickups: r.pickups, days: r.days }) : null, replies].filter(Boolean).join(" · ");
  return text ? <p className="mt-2 text-sm font-bold text-secondary">{text}</p> : null;
}

/** A seller profile's completed trades (given, received) and, from the third, the thank-you notes. */
export async function TradeRecord({ username, profile, viewerId = null, reliability = null }: { username: string; profile: TradeProfile; viewerId?: number | null; reliability?: Reliability | null }) {
  const { given, received, thanks } = profile;
  const [w, { ratings }, safety] = await Promise.all([getT("tradesRecord"), getWords("tradesPanel"), getWords("peopleSafety")]);
  return (
    <section aria-labelledby="trades-heading" className="rounded-3xl border border-line bg-white px-5 py-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="trades-heading" className="text-lg text-primary">
          {w("heading")}
        </h2>
        <dl className="flex gap-2 text-sm font-bold">
          <div className="flex flex-row-reverse items-baseline gap-1.5 rounded-full bg-secondary-soft px-3 py-1 text-secondary">
            <dt>{w("given")}</dt>
            <dd className="text-base">{given}</dd>
          </div>
          <div className="flex flex-row-reverse items-baseline gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-primary">
            <dt>{w("received")}</dt>
            <dd className="text-base">{received}</dd>
          </div>
        </dl>
      </div>
      {/* The kept-promise record (issue 32): computed from trades and messages; shown only when it is fair to. */}
      {reliability?.text && <KeptPromise reliability={reliability} />}
      {thanks.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-bold uppercase tracking-wide text-muted">{w("notesFor", { username })}</h3>
          <ul className="mt-2 space-y-2">
            {thanks.slice(0, SHOWN).map((t) => (
              <Note key={t.id} t={t} viewerId={viewerId} ratings={ratings} safety={safety} />
            ))}
          </ul>
          {thanks.length > SHOWN && (
            <details className="mt-2">
              <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-bold text-primary">{w("allNotes", { n: thanks.length })}</summary>
              <ul className="space-y-2">
                {thanks.slice(SHOWN).map((t) => (
                  <Note key={t.id} t={t} viewerId={viewerId} ratings={ratings} safety={safety} />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}
