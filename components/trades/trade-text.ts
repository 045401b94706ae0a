import type { TradeDTO } from "@/lib/trades/trade-records";

/** A short line about where a trade stands, said from the viewer's side (by post, "given" is "sent"); a glut's portion says how much. */
export function tradeStatusText(t: TradeDTO): string {
  const text = statusText(t);
  return t.portion ? `${text} · ${t.portion.text}` : text;
}

function statusText(t: TradeDTO): string {
  if (t.state === "released") return t.release?.text ?? "Released";
  const who = t.counterpart?.username ?? "someone else";
  if (t.role === "giver") {
    switch (t.state) {
      case "reserved":
        return `Reserved for ${who}`;
      case "given":
        return t.by_post ? `Sent to ${who} by post · waiting for ${who} to say it arrived` : `Handed over to ${who} · waiting for ${who} to confirm`;
      case "received":
        return t.by_post ? `Sent to ${who} · ${who} confirmed it arrived` : `Given to ${who} · ${who} confirmed`;
      case "not_received":
        return `${who} said it didn't happen`;
      case "done":
        return "Given to someone else";
      default:
        return "Released";
    }
  }
  switch (t.state) {
    case "reserved":
      return "Reserved for you";
    case "given":
      return t.by_post ? `${who} says they posted it to you` : `${who} says they handed it over to you`;
    case "received":
      return `You received it from ${who}`;
    case "not_received":
      return "You said it didn't happen";
    default:
      return "Released";
  }
}
