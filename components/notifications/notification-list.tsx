"use client";

import Link from "@/components/ui/link";
import { useRef, useState, type ReactNode } from "react";
import { imageUrl } from "@/components/listings/image-url";
import { useOnConnect, useSocketEvent } from "@/components/realtime/socket-provider";
import { Alert } from "@/components/ui/alert";
import { Avatar } from "@/components/ui/avatar";
import { Button, ButtonLink, buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LeafIcon } from "@/components/ui/icons/leaf";
import { Spinner } from "@/components/ui/spinner";
import { apiFetch, errorDetail } from "@/app/_client/api";
import { useHydrated } from "@/components/auth/use-hydrated";
import type { NotificationDTO, NotificationPage } from "@/lib/notifications";
import { categoryName, priceText } from "@/lib/validation/listing-terms";
import type { Messages } from "@/lib/i18n/messages/en";
import { lazyComponent } from "@/components/ui/lazy-component";
import { Time } from "./notice-time";
import { rich } from "./rich";

/** Swap days, grow-out prompts and seasons: rarer notices, whose code loads with the first one shown. */
const OwnNotice = lazyComponent(() => import("./own-notice").then((m) => m.OwnNotice));
/**
 * Only the gardener an offer is open for loads the banner (issue 32). Its own lazy import, not
 * signed-in-only.tsx's: that module would bring its eight other loaders to this page (JS budget, decision 0135).
 */
const OfferBanner = lazyComponent(() => import("@/components/queue/offer-banner").then((m) => m.OfferBanner));

/** The page's words (issue 38), from the server page: talkNotices. */
export type NoticeWords = Messages["talkNotices"];
type ItemProps = { n: NotificationDTO; onAct: () => void; w: NoticeWords };

const place = (a: NotificationDTO["actor"]) => [a?.city, a?.state].filter(Boolean).join(", ");

function UnreadDot({ read, w }: { read: boolean; w: NoticeWords }) {
  if (read) return null;
  return (
    <span className="absolute left-2 top-7 h-2.5 w-2.5 rounded-full bg-primary md:left-2.5">
      <span className="sr-only">{w.unread} </span>
    </span>
  );
}

function MatchItem({ n, onAct, w }: ItemProps) {
  const l = n.listing;
  const seller = n.actor;
  if (!l) {
    return (
      <div className="flex items-center gap-4">
        <div aria-hidden className="flex h-20 w-20 shrink-0 items-center justify-center rounded-xl bg-line/50 text-muted">
          <LeafIcon width={32} height={32} />
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-ink">{rich(w.gone, { wish: n.want ? <strong>“{n.want.title}”</strong> : null })}</p>
          <Time iso={n.created_at} w={w} />
        </div>
      </div>
    );
  }
  const thumb = imageUrl(l.featured_image, true);
  const where = seller ? place(seller) : "";
  const price = priceText(l);
  return (
    <div className="flex gap-4">
      <Link href={`/listings/${l.id}`} onClick={onAct} className="shrink-0" tabIndex={-1} aria-hidden>
        {thumb ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own immutable, pre-sized image route
          <img src={thumb} alt="" loading="lazy" className="h-20 w-20 rounded-xl object-cover md:h-24 md:w-24" />
        ) : (
          <span className="flex h-20 w-20 items-center justify-center rounded-xl bg-secondary-soft text-secondary/60 md:h-24 md:w-24">
            <LeafIcon width={32} height={32} />
          </span>
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-xs font-bold uppercase tracking-wide text-secondary">
            {w.matchFor}
            {n.want ? ` “${n.want.title}”` : ""}
          </p>
          <span className="shrink-0">
            <Time iso={n.created_at} w={w} />
          </span>
        </div>
        <h2 dir="auto" className="user-text mt-0.5 text-lg font-bold leading-snug text-ink">
          <Link href={`/listings/${l.id}`} onClick={onAct} className="hover:underline">
            {l.title}
          </Link>
        </h2>
        <p className="text-sm text-muted">
          {w[categoryName(l.category_id)]} · <span className="font-bold text-primary">{(w as unknown as Record<string, string | undefined>)[price] ?? price}</span>
        </p>
        {seller && (
          <p className="mt-1 flex items-center gap-2 text-sm text-ink">
            <Avatar src={seller.profile_picture} name={seller.username} size={22} />
            <span className="min-w-0 truncate">
              <Link href={`/seller/${seller.id}`} onClick={onAct} className="font-bold hover:underline">
                {seller.username}
              </Link>
              {where ? <span className="text-muted"> · {where}</span> : null}
            </span>
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <ButtonLink href={`/messages/${l.owner_id}`} onClick={onAct} size="sm">
            {w.messageSeller}
          </ButtonLink>
          <ButtonLink href={`/listings/${l.id}`} onClick={onAct} size="sm" variant="outline">
            {w.openListing}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** A moderator's warning (issue 14): the reason, in their words. */
function WarningItem({ n, w }: { n: NotificationDTO; w: NoticeWords }) {
  return (
    <div className="min-w-0">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-bold text-ink">{w.modNote}</p>
        <span className="shrink-0">
          <Time iso={n.created_at} w={w} />
        </span>
      </div>
      {n.note && <p className="mt-1 whitespace-pre-line text-ink">{n.note}</p>}
      <p className="mt-1 text-sm text-muted">{w.warning}</p>
    </div>
  );
}

/** Reports hid one of the gardener's listings (issue 29): it is hidden for now; they can ask for a review on its page. */
function HiddenItem({ n, onAct, w }: ItemProps) {
  return (
    <div className="min-w-0">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-ink">
          {/* A note is a moderator's reason (issue 31): they already looked, so there is no review to ask for. */}
          {rich(n.note ? w.hiddenByMod : w.hiddenForNow, {
            listing: n.listing ? (
              <Link href={`/listings/${n.listing.id}`} onClick={onAct} className="font-bold hover:underline" dir="auto">
                {n.listing.title}
              </Link>
            ) : (
              w.yourListing
            ),
          })}
        </p>
        <span className="shrink-0">
          <Time iso={n.created_at} w={w} />
        </span>
      </div>
      {n.note && (
        <p className="mt-1 whitespace-pre-line text-ink">
          {w.modReason} {n.note}
        </p>
      )}
      {n.listing && (
        <div className="mt-3">
          <ButtonLink href={`/listings/${n.listing.id}`} onClick={onAct} size="sm" variant="secondary">
            {n.note ? w.openListing : w.askReview}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}

/**
 * Issue 31: a report's outcome to its reporter ("We hid the listing you reported"), or an alert to a
 * moderator with the way to the desk. The note is GardenSwap's own line, never another gardener's text.
 */
function ModerationNotice({ n, onAct, w }: ItemProps) {
  const alert = n.kind === "moderation_alert";
  return (
    <div className="min-w-0">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-bold text-ink">{n.note ?? (alert ? w.deskWaits : w.reportHandled)}</p>
        <span className="shrink-0">
          <Time iso={n.created_at} w={w} />
        </span>
      </div>
      {alert ? (
        <div className="mt-3">
          <ButtonLink href="/moderation" onClick={onAct} size="sm" variant="secondary">
            {w.openDesk}
          </ButtonLink>
        </div>
      ) : (
        <p className="mt-1 text-sm text-muted">{w.reportThanks}</p>
      )}
    </div>
  );
}

/** A day before a listing's "available until" (issue 15): renew it on its page, or mark it gone. */
function ExpiringItem({ n, onAct, w }: ItemProps) {
  if (!n.listing) return null;
  return (
    <div className="min-w-0">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-ink">
          {rich(w.expiring, {
            listing: (
              <Link href={`/listings/${n.listing.id}`} onClick={onAct} className="font-bold hover:underline" dir="auto">
                {n.listing.title}
              </Link>
            ),
          })}
        </p>
        <span className="shrink-0">
          <Time iso={n.created_at} w={w} />
        </span>
      </div>
      <div className="mt-3">
        <ButtonLink href={`/listings/${n.listing.id}`} onClick={onAct} size="sm" variant="secondary">
          {w.renew}
        </ButtonLink>
      </div>
    </div>
  );
}


/** Next in line (issue 32): the listing is free again and theirs if they want it, until the deadline. */
function FirstRefusalItem({ n, onAct, w, queue }: ItemProps & { queue: Messages["tradesQueue"] }) {
  if (!n.listing) return null;
  // The server says "lapsed" once the deadline passed.
  const open = n.offer?.state === "open";
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-ink">
          {rich(w.freeAgain, {
            listing: (
              <Link href={`/listings/${n.listing.id}`} onClick={onAct} className="font-bold hover:underline" dir="auto">
                {n.listing.title}
              </Link>
            ),
          })}
        </p>
        <span className="shrink-0">
          <Time iso={n.created_at} w={w} />
        </span>
      </div>
      {open && n.offer ? (
        <OfferBanner listingId={n.listing.id} title={n.listing.title} expiresAt={n.offer.expires_at} compact words={queue} />
      ) : (
        <p className="text-sm text-muted">
          {n.offer?.state === "accepted" ? w.offerYes : n.offer?.state === "declined" ? w.offerNo : w.offerEnded}
        </p>
      )}
    </div>
  );
}

/** What a friend or trade notification says; trade ones name the listing (a link while it is visible). */
function sentence(n: NotificationDTO, profile: ReactNode, w: NoticeWords) {
  const listing = n.listing ? (
    <Link href={`/listings/${n.listing.id}`} className="font-bold hover:underline" dir="auto">
      {n.listing.title}
    </Link>
  ) : (
    w.aListing
  );
  // By kind (issue 32: the pickup time and the reminder's answers; issue 36: a fair chance's draw); any other is an accepted friend request.
  return rich((w.said as Record<string, string>)[n.kind] ?? w.said.friend_accepted, { profile, listing });
}

/** The pickup reminder's two answers (issue 32): "Can't make it" releases the reservation at once. */
function StillComing({ listingId, read, onAct, w }: { listingId: number; read: boolean; onAct: () => void; w: NoticeWords }) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function say(coming: boolean) {
    setBusy(true);
    setError(null);
    const r = await apiFetch(`/api/listings/${listingId}/coming`, { method: "POST", json: { coming } });
    setBusy(false);
    if (!r.ok) return setError(errorDetail(r.body, w.failed));
    setDone(coming ? w.comingSaid : w.releasedSaid);
    onAct();
  }
  if (done) return <p role="status" className="basis-full text-sm font-bold text-secondary">{done}</p>;
  // Answered (or read) elsewhere: My trades shows where it stands.
  if (read) return null;
  return (
    <>
      {error && <p role="alert" className="basis-full text-sm text-red-700">{error}</p>}
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => say(true)}>
        {w.stillComing}
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => say(false)}>
        {w.cantMake}
      </Button>
    </>
  );
}

function FriendItem({ n, onAct, w }: ItemProps) {
  const a = n.actor;
  if (!a) return null;
  const where = place(a);
  const profile = (
    <Link href={`/seller/${a.id}`} onClick={onAct} className="font-bold hover:underline">
      {a.username}
    </Link>
  );
  return (
    <div className="flex gap-4">
      <Link href={`/seller/${a.id}`} onClick={onAct} className="shrink-0" tabIndex={-1} aria-hidden>
        <Avatar src={a.profile_picture} name={a.username} size={56} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-ink">{sentence(n, profile, w)}</p>
          <span className="shrink-0">
            <Time iso={n.created_at} w={w} />
          </span>
        </div>
        {where && <p className="text-sm text-muted">{where}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {n.kind === "friend_request" && n.friend_status === "pending" && (
            <ButtonLink href="/myfriends?show=pending" onClick={onAct} size="sm" variant="secondary">
              {w.accept}
            </ButtonLink>
          )}
          {n.kind === "friend_request" && n.friend_status === "accepted" && <span className="text-sm font-bold text-secondary">{w.friendsNow}</span>}
          {n.kind === "friend_request" && n.friend_status === "none" && <span className="text-sm text-muted">{w.withdrawn}</span>}
          {n.kind === "trade_reminder" && n.listing && <StillComing listingId={n.listing.id} read={n.read} onAct={onAct} w={w} />}
          {(n.kind.startsWith("trade_") || n.kind === "offer_accepted") && (
            <ButtonLink href="/my-trades" onClick={onAct} size="sm" variant={n.kind === "trade_reminder" ? "outline" : "secondary"}>
              {w.myTrades}
            </ButtonLink>
          )}
          <ButtonLink href={`/seller/${a.id}`} onClick={onAct} size="sm" variant="outline">
            {w.viewProfile}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** /match-noti: matches and friend news, newest first, live; read on use or all at once. Its words: `w`, and a first refusal's banner's `queue`. */
export function NotificationList({ initial, w, queue }: { initial: NotificationPage; w: NoticeWords; queue: Messages["tradesQueue"] }) {
  const [items, setItems] = useState(initial.items);
  const [cursor, setCursor] = useState(initial.next_cursor);
  const [unread, setUnread] = useState(initial.unread);
  const [loadingMore, setLoadingMore] = useState(false);
  const [marking, setMarking] = useState(false);
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);

  useSocketEvent("notification", (e) => {
    if (typeof e?.unread === "number") setUnread(e.unread);
    const fresh = e?.notification;
    if (fresh) setItems((list) => (list.some((i) => i.id === fresh.id) ? list : [fresh, ...list]));
  });

  // What arrived before this tab's socket connected (or while it was away) is fetched, not lost:
  // an offer made while the page was still loading would otherwise show only after a reload.
  // An answer that left before this tab marked something read must not undo it (CI: "Mark all as read"
  // tapped as the socket connected): read is for good, and its unread count is stale.
  const marks = useRef(0);
  useOnConnect(() => {
    const since = marks.current;
    void apiFetch<NotificationPage>("/api/notifications").then((r) => {
      if (!r.ok) return;
      const newest = r.body.items;
      // A notice already shown keeps its line: the page said GardenSwap's own lines in its language (notice-notes.ts).
      setItems((list) => [
        ...newest.map((n) => {
          const had = list.find((i) => i.id === n.id);
          return had ? { ...n, note: had.note, read: had.read || n.read } : n;
        }),
        ...list.filter((i) => !newest.some((n) => n.id === i.id)),
      ]);
      if (marks.current === since) setUnread(r.body.unread);
    });
  });

  async function markRead(body: { ids: number[] } | { all: true }) {
    marks.current++;
    const ids = "ids" in body ? new Set(body.ids) : null;
    setItems((list) => list.map((i) => (!ids || ids.has(i.id) ? { ...i, read: true } : i)));
    const r = await apiFetch<{ unread: number }>("/api/notifications/read", { method: "POST", json: body });
    if (r.ok) setUnread(r.body.unread);
    return r;
  }

  async function markAll() {
    setMarking(true);
    setError(null);
    const r = await markRead({ all: true });
    setMarking(false);
    if (!r.ok) setError(errorDetail(r.body, w.markFailed));
  }

  async function loadMore() {
    if (!cursor) return;
    setLoadingMore(true);
    setError(null);
    const r = await apiFetch<NotificationPage>(`/api/notifications?cursor=${cursor}`);
    setLoadingMore(false);
    if (!r.ok) {
      setError(errorDetail(r.body, w.loadFailed));
      return;
    }
    setItems((list) => [...list, ...r.body.items.filter((n) => !list.some((i) => i.id === n.id))]);
    setCursor(r.body.next_cursor);
    setUnread(r.body.unread);
  }

  const act = (n: NotificationDTO) => () => {
    if (!n.read) void markRead({ ids: [n.id] });
  };

  return (
    <div className="mx-auto max-w-2xl">
      <div className="mb-5">
        <div className="flex min-h-11 items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-primary md:text-3xl">{w.title}</h1>
          {unread > 0 && (
            // Disabled until React runs: a tap on the server-rendered button would do nothing (a flaky e2e showed it).
            <Button variant="outline" size="sm" onClick={markAll} disabled={marking || !hydrated}>
              {marking ? w.marking : w.markAll}
            </Button>
          )}
        </div>
        <p className="mt-1 text-sm text-muted">
          {w.intro}{" "}
          <span className="font-bold text-ink" aria-live="polite">
            {unread ? w.unreadN.replace("{n}", `${unread}`) : w.caughtUp}
          </span>
        </p>
      </div>

      {error && (
        <div className="mb-4">
          <Alert onDismiss={() => setError(null)} dismiss={w.dismiss}>
            {error}
          </Alert>
        </div>
      )}

      {items.length === 0 ? (
        <EmptyState
          action={
            <Link href="/post-want" className={buttonClass({ size: "sm" })}>
              {w.addWish}
            </Link>
          }
        >
          {w.empty}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={w.title}>
          {items.map((n) => (
            <li
              key={n.id}
              data-testid="notification"
              data-read={n.read ? "true" : "false"}
              className={`relative rounded-2xl border py-4 pl-6 pr-4 shadow-sm transition-colors md:pl-8 ${n.read ? "border-line bg-white" : "border-primary/25 bg-primary-soft/60"}`}
            >
              <UnreadDot read={n.read} w={w} />
              {n.kind === "match" ? (
                <MatchItem n={n} onAct={act(n)} w={w} />
              ) : n.kind === "warning" ? (
                <WarningItem n={n} w={w} />
              ) : n.kind === "listing_expiring" ? (
                <ExpiringItem n={n} onAct={act(n)} w={w} />
              ) : n.kind === "listing_hidden" ? (
                <HiddenItem n={n} onAct={act(n)} w={w} />
              ) : n.kind === "first_refusal" ? (
                <FirstRefusalItem n={n} onAct={act(n)} w={w} queue={queue} />
              ) : n.kind === "swap_day_soon" || n.kind === "swap_day_cancelled" || n.kind === "grow_out_prompt" || n.kind === "season_opening" ? (
                <OwnNotice n={n} onAct={act(n)} w={w} />
              ) : n.kind === "report_resolved" || n.kind === "moderation_alert" ? (
                <ModerationNotice n={n} onAct={act(n)} w={w} />
              ) : (
                <FriendItem n={n} onAct={act(n)} w={w} />
              )}
            </li>
          ))}
        </ul>
      )}

      {cursor && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? <Spinner label={w.loading} /> : w.older}
          </Button>
        </div>
      )}
    </div>
  );
}
