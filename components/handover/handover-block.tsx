import type { HandoverDTO } from "@/lib/handover";
import type { Messages } from "@/lib/i18n/messages/en";
import { trades } from "@/lib/i18n/messages/areas/trades";
import { WindowText } from "./window-text";

/**
 * The listing page's "How it changes hands" (issue 32). The exact spot is in `handover` only for the
 * owner and the gardener it is reserved for (lib/handover's spot rule); this shows what it is given.
 * `words`: the page's language (getWords("tradesHandover")); English without them (a server component:
 * no catalogue ships).
 */
export function HandoverBlock({ handover, isOwner, words: w = trades.en.tradesHandover }: { handover: HandoverDTO; isOwner: boolean; words?: Messages["tradesHandover"] }) {
  return (
    <section aria-labelledby="handover-heading" className="rounded-2xl bg-white p-4 ring-1 ring-line">
      <h2 id="handover-heading" className="text-base font-bold text-primary">
        {w.heading}
      </h2>
      <p className="mt-1 font-bold text-secondary">
        {w[handover.mode]}
        {handover.postage_only && ` · ${w.postageOnly}`}
      </p>
      {handover.place && (
        <p dir="auto" className="user-text text-ink">
          {`${handover.mode === "meet" ? w.where : w.area} `}
          {handover.place}
        </p>
      )}
      {handover.mode === "doorstep" &&
        (handover.spot ? (
          <p className="mt-2 rounded-xl bg-secondary-soft px-3 py-2 text-sm text-secondary">
            <span className="font-bold">{`${w.exactSpot}${isOwner ? ` ${w.ownerOnly}` : ""}: `}</span>
            <span dir="auto" className="user-text">
              {handover.spot}
            </span>
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted">{w.spotHidden}</p>
        ))}
      {handover.mode === "post" && (
        <p className="mt-1 text-sm text-muted">
          {handover.postage_only ? `${w.freePostage} ` : ""}
          {isOwner ? w.ownerPost : w.receiverPost}
        </p>
      )}
      {handover.windows.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-bold text-ink">{w.pickupTimes}</h3>
          <ul className="mt-1 space-y-1 text-sm text-ink">
            {handover.windows.map((x) => (
              <li key={x.start}>
                <WindowText start={x.start} end={x.end} when={w.when} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
