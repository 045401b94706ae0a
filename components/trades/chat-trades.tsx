import { Disclosure } from "@/components/ui/disclosure";
import Link from "@/components/ui/link";
import type { ConversationTrades, OfferDTO } from "@/lib/trades/conversation-trades";
import { ListingTrade } from "@/components/chat/later";
import { tradeStatusText } from "./trade-text";
import { getT } from "@/app/_doors/locale";
import { tradePanelWords, type TradePanelWords } from "./panel-words";

function Offers({ offers, partner, asked, words }: { offers: OfferDTO[]; partner: { id: number; username: string }; asked: string; words: TradePanelWords }) {
  return (
    <ul className="divide-y divide-line">
      {offers.map((o) => (
        <li key={o.id} className="py-3 first:pt-1">
          {o.asked && <p className="mb-1 text-xs font-bold text-secondary">{asked}</p>}
          <ListingTrade listing={o} isOwner trade={null} partner={partner} reservedFor={o.reserved_for} showTitle words={words} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The chat header's trade panel (issue 15), one line when closed: the trades between the two
 * gardeners that still need something (in progress, or confirmed and thanks not yet written or still editable), then the
 * viewer's listings on offer, each with "Reserve for <gardener>" and "Mark as given / sold /
 * swapped". It opens by itself when the viewer has to answer (a hand-over to confirm, a thank-you).
 */
export async function ChatTrades({ partner, data }: { partner: { id: number; username: string }; data: ConversationTrades }) {
  // A confirmed trade stays while its thank-you can be written or edited (7 days).
  const recent = (t: (typeof data.trades)[number]) => t.state === "received" && (!t.thanks.mine || t.thanks.mine.editable);
  const active = data.trades.filter((t) => t.state === "reserved" || t.state === "given" || recent(t));
  const inTrade = new Set(active.map((t) => t.listing.id));
  const offers = data.offers.filter((o) => !inTrade.has(o.id));
  // The listing this gardener asked about comes first (issue 31), before the trades and the rest.
  const asked = offers.filter((o) => o.asked);
  const others = offers.filter((o) => !o.asked);
  if (!active.length && !offers.length) return null;
  const [t, words] = await Promise.all([getT("tradesChat"), tradePanelWords()]);
  const name = partner.username;
  const forYou = active.filter((t) => t.role === "receiver" && (t.state === "reserved" || t.state === "given")).length;
  const answer = active.some((t) => (t.role === "receiver" && t.state === "given") || (t.state === "received" && !t.thanks.mine));
  const summary =
    active.length === 1
      ? `${tradeStatusText(active[0], words)} · ${active[0].listing.title}`
      : active.length > 1
        ? t("tradesWith", { n: active.length, name })
        : t("reserveOrHand", { name });
  return (
    <Disclosure openWhen={answer} className="group border-b border-line bg-white/90">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 text-sm font-bold text-secondary hover:bg-secondary-soft/60 [&::-webkit-details-marker]:hidden">
        <span aria-hidden className="inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        <span dir="auto" className="min-w-0 flex-1 truncate">
          {summary}
        </span>
        {forYou > 0 && <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{t("forYou")}</span>}
      </summary>
      {/* A short screen (a phone at 200% zoom, a landscape phone) keeps room for the thread and the composer. */}
      <div className="max-h-[40dvh] space-y-4 overflow-y-auto px-4 pb-3 pt-1 [@media(max-height:560px)]:max-h-[24dvh]">
        {asked.length > 0 && <Offers offers={asked} partner={partner} asked={t("askedAbout", { name })} words={words} />}
        {active.map((t) => (
          <ListingTrade
            key={t.id}
            listing={{ id: t.listing.id, title: t.listing.title, state_id: t.listing.state_id }}
            isOwner={t.role === "giver"}
            trade={t}
            partner={partner}
            showTitle
            words={words}
          />
        ))}
        {others.length > 0 &&
          (active.length || asked.length ? (
            <details className="rounded-xl ring-1 ring-line">
              <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-bold text-muted">
                {t("otherListings", { n: others.length, name })}
              </summary>
              <div className="px-3">
                <Offers offers={others} partner={partner} asked={t("askedAbout", { name })} words={words} />
              </div>
            </details>
          ) : (
            <Offers offers={others} partner={partner} asked={t("askedAbout", { name })} words={words} />
          ))}
        <Link href="/my-trades" className="inline-flex min-h-11 items-center text-sm font-bold text-primary underline-offset-4 hover:underline">
          {t("allMyTrades")}
        </Link>
      </div>
    </Disclosure>
  );
}
