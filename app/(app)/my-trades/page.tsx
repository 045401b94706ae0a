import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { load, requirePageViewer } from "@/app/_doors/page";
import { ListingPicture } from "@/components/listings/listing-image";
import { LiveTrades } from "@/components/trades/live-trades";
import { TradeStatus } from "@/components/trades/trade-status";
// Its code after the page's (issue 36 grew it past the page's JS budget); its buttons wait for it.
import { ListingTrade } from "@/components/shell/signed-in-only";
import { DisputeNoShow } from "@/components/trades/dispute-no-show";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ChatIcon } from "@/components/ui/icons/chat";
import { LinkTabs } from "@/components/ui/tabs";
import type { TradeDTO } from "@/lib/trades/trade-records";
import { listTrades } from "@/lib/trades/list-trades";
import { listMyOffers, type PendingOffer } from "@/lib/queue/my-offers";
import { OfferBanner } from "@/components/queue/offer-banner";
import { TradeWeight } from "@/components/trades/trade-weight";
import { myTradeWeights } from "@/lib/impact/my-trade-weights";
import type { TradeWeight as TradeWeightDTO } from "@/lib/impact/correct-trade-weight";
import { getT, getWords } from "@/app/_doors/locale";
import type { Messages } from "@/lib/i18n/messages/en";
import { tradePanelWords, type TradePanelWords } from "@/components/trades/panel-words";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("tradesPage"))("title") };
}

type T = Awaited<ReturnType<typeof getT<"tradesPage">>>;
/** The words a row needs: the page's own (server) and those of its client controls. */
type RowWords = { t: T; panel: TradePanelWords; dispute: Messages["tradesDispute"]; weight: Messages["tradesWeight"]; queue: Messages["tradesQueue"] };

type Props = { searchParams: Promise<{ status?: string | string[]; role?: string | string[] }> };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function TradeRow({ t, weight, words }: { t: TradeDTO; weight?: TradeWeightDTO; words: RowWords }) {
  const who = t.counterpart?.username;
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-line">
      <Link href={`/listings/${t.listing.id}`} tabIndex={-1} aria-hidden className="shrink-0">
        <ListingPicture path={t.listing.featured_image} className="h-16 w-16 rounded-xl" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <Link href={`/listings/${t.listing.id}`} dir="auto" className="user-text inline-flex min-h-11 min-w-0 items-center font-bold text-ink underline-offset-4 hover:underline">
            {t.listing.title}
          </Link>
          <span className="text-xs font-bold uppercase tracking-wide text-muted">{words.t(t.role === "giver" ? "youGive" : "youReceive")}</span>
        </div>
        {/* A released reservation stays for both, with its reason (issue 32); the listing's own controls live on its current trade. */}
        {t.state === "released" ? (
          <>
            <TradeStatus trade={t} words={words.panel} />
            {t.role === "receiver" && t.release?.reason === "no_show" && <DisputeNoShow tradeId={t.id} dispute={t.release.dispute} words={words.dispute} />}
          </>
        ) : (
          <ListingTrade listing={{ id: t.listing.id, title: t.listing.title, state_id: t.listing.state_id }} isOwner={t.role === "giver"} trade={t} partner={t.counterpart ?? undefined} words={words.panel} />
        )}
        {weight && <TradeWeight tradeId={t.id} grams={weight.weight_grams} estimated={weight.weight_estimated} words={words.weight} />}
        {t.conversation_url && who && (
          <ButtonLink href={t.conversation_url} variant="ghost" size="sm" className="-ml-3 self-start">
            <ChatIcon width={18} height={18} /> {words.t("chatWith", { name: who })}
          </ButtonLink>
        )}
      </div>
    </li>
  );
}

/** A first refusal waiting for the gardener's answer (issue 32). */
function OfferRow({ o, words }: { o: PendingOffer; words: RowWords }) {
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-line" data-testid="pending-offer">
      <Link href={`/listings/${o.listing.id}`} tabIndex={-1} aria-hidden className="shrink-0">
        <ListingPicture path={o.listing.featured_image} className="h-16 w-16 rounded-xl" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <Link href={`/listings/${o.listing.id}`} dir="auto" className="user-text inline-flex min-h-11 min-w-0 items-center font-bold text-ink underline-offset-4 hover:underline">
            {o.listing.title}
          </Link>
          <span className="text-xs font-bold uppercase tracking-wide text-muted">{words.t("offeredBy", { name: o.owner.username })}</span>
        </div>
        <OfferBanner listingId={o.listing.id} title={o.listing.title} expiresAt={o.expires_at} compact words={words.queue} />
      </div>
    </li>
  );
}

/** My trades (issue 15): in progress and done, as giver and as receiver, each a tap from its conversation. */
export default async function MyTradesPage({ searchParams }: Props) {
  await requirePageViewer("/my-trades");
  const sp = await searchParams;
  const status = one(sp.status) === "done" ? "done" : "in_progress";
  const roleRaw = one(sp.role);
  const role = roleRaw === "giver" || roleRaw === "receiver" ? roleRaw : undefined;
  const trades = await load(listTrades, { status, ...(role ? { role } : {}) });
  const offers = status === "in_progress" && role !== "giver" ? (await load(listMyOffers, {})).items : [];
  // Issue 37: what the viewer handed over carries a weight they may correct.
  const given = trades.filter((t) => t.role === "giver" && (t.state === "given" || t.state === "received" || t.state === "done")).map((t) => t.id);
  const weights = given.length ? await load(myTradeWeights, { ids: given.slice(0, 200) }) : {};
  const href = (s: string, r?: string) => `/my-trades?status=${s}${r ? `&role=${r}` : ""}`;
  const [t, panel, dispute, weight, queue] = await Promise.all([getT("tradesPage"), tradePanelWords(), getWords("tradesDispute"), getWords("tradesWeight"), getWords("tradesQueue")]);
  const words: RowWords = { t, panel, dispute, weight, queue };
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <LiveTrades />
      <h1 className="text-2xl text-primary">{t("title")}</h1>
      <LinkTabs
        label={t("byStatus")}
        items={[
          { label: t("inProgress"), href: href("in_progress", role), active: status === "in_progress" },
          { label: t("done"), href: href("done", role), active: status === "done" },
        ]}
      />
      <nav aria-label={t("byRole")} className="flex flex-wrap gap-2 text-sm">
        {[
          { label: t("all"), r: undefined },
          { label: t("asGiver"), r: "giver" },
          { label: t("asReceiver"), r: "receiver" },
        ].map((x) => (
          <Link
            key={x.label}
            href={href(status, x.r)}
            aria-current={role === x.r ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-full px-4 font-bold ring-1 ${role === x.r ? "bg-secondary text-white ring-secondary" : "bg-white text-secondary ring-line hover:bg-secondary-soft"}`}
          >
            {x.label}
          </Link>
        ))}
      </nav>
      {offers.length > 0 && (
        <section aria-labelledby="offered-to-you" className="flex flex-col gap-2">
          <h2 id="offered-to-you" className="text-lg font-bold text-secondary">
            {t("offeredToYou")}
          </h2>
          <ul className="flex flex-col gap-3">
            {offers.map((o) => (
              <OfferRow key={o.listing.id} o={o} words={words} />
            ))}
          </ul>
        </section>
      )}
      {trades.length ? (
        <ul className="flex flex-col gap-3">
          {trades.map((x) => (
            <TradeRow key={x.id} t={x} weight={weights[x.id]} words={words} />
          ))}
        </ul>
      ) : (
        <EmptyState action={<Link className="font-bold text-primary underline underline-offset-2" href="/messages">{t("goToMessages")}</Link>}>
          {t(status === "in_progress" ? "emptyInProgress" : "emptyDone")}
        </EmptyState>
      )}
    </div>
  );
}
