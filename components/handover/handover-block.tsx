import type { HandoverDTO } from "@/lib/handover";
import { WindowText } from "./window-text";

const MODE_TEXT = { doorstep: "Pick up at the doorstep", meet: "Meet up", post: "Sent by post" } as const;

/**
 * The listing page's "How it changes hands" (issue 32). The exact spot is in `handover` only for the
 * owner and the gardener it is reserved for (lib/handover's spot rule); this shows what it is given.
 */
export function HandoverBlock({ handover, isOwner }: { handover: HandoverDTO; isOwner: boolean }) {
  return (
    <section aria-labelledby="handover-heading" className="rounded-2xl bg-white p-4 ring-1 ring-line">
      <h2 id="handover-heading" className="text-base font-bold text-primary">
        How it changes hands
      </h2>
      <p className="mt-1 font-bold text-secondary">
        {MODE_TEXT[handover.mode]}
        {handover.postage_only && " · postage only"}
      </p>
      {handover.place && (
        <p dir="auto" className="user-text text-ink">
          {handover.mode === "meet" ? "Where: " : "Area: "}
          {handover.place}
        </p>
      )}
      {handover.mode === "doorstep" &&
        (handover.spot ? (
          <p className="mt-2 rounded-xl bg-secondary-soft px-3 py-2 text-sm text-secondary">
            <span className="font-bold">Exact spot{isOwner ? " (only you and the gardener you reserve it for see this)" : ""}: </span>
            <span dir="auto" className="user-text">
              {handover.spot}
            </span>
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted">The exact spot is shown to the gardener it is reserved for.</p>
        ))}
      {handover.mode === "post" && (
        <p className="mt-1 text-sm text-muted">
          {handover.postage_only ? "Free: the receiver pays the postage. " : ""}
          {isOwner ? "Once you reserve it for a gardener, you see the postal address they saved." : "Once it is reserved for you, the giver sees the postal address in your Personal info, until it arrives."}
        </p>
      )}
      {handover.windows.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-bold text-ink">Pickup times</h3>
          <ul className="mt-1 space-y-1 text-sm text-ink">
            {handover.windows.map((w) => (
              <li key={w.start}>
                <WindowText start={w.start} end={w.end} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
