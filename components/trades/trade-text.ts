import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";
import type { TradeDTO } from "@/lib/trades/trade-records";

type Words = Pick<Messages["tradesPanel"], "status" | "reasons">;

/** A short line about where a trade stands, said from the viewer's side (by post, "given" is "sent"); a glut's portion says how much. */
export function tradeStatusText(t: TradeDTO, words: Words): string {
  const text = statusText(t, words);
  return t.portion ? `${text} · ${t.portion.text}` : text;
}

function statusText(t: TradeDTO, { status: w, reasons }: Words): string {
  // "Released: didn't show up" (lib/trades/trade-records.ts's releaseDTO), in the reader's words.
  if (t.state === "released") return t.release?.reason ? fill(w.releasedBecause, { reason: reasons[t.role][t.release.reason] }) : w.released;
  const name = t.counterpart?.username ?? w.someoneElse;
  if (t.role === "giver") {
    switch (t.state) {
      case "reserved":
        return fill(w.reservedFor, { name });
      case "given":
        return fill(t.by_post ? w.sentByPost : w.handedOver, { name });
      case "received":
        return fill(t.by_post ? w.sentArrived : w.givenConfirmed, { name });
      case "not_received":
        return fill(w.theySaidNot, { name });
      case "done":
        return w.givenElse;
      default:
        return w.released;
    }
  }
  switch (t.state) {
    case "reserved":
      return w.reservedForYou;
    case "given":
      return fill(t.by_post ? w.postedToYou : w.handedToYou, { name });
    case "received":
      return fill(w.receivedFrom, { name });
    case "not_received":
      return w.youSaidNot;
    default:
      return w.released;
  }
}
