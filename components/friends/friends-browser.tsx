"use client";

import Link from "@/components/ui/link";
import { useDeferredValue, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchIcon } from "@/components/ui/icons/search";
import { ButtonLink } from "@/components/ui/button";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";
import { GardenerCard, type Gardener } from "./gardener-card";
import { AcceptButton, CancelRequestButton, DeclineButton } from "./request-buttons";

type Incoming = Gardener & { request_id: number };

/** SPEC §5: the friends search is case-insensitive by username. */
const matches = (q: string) => (u: { username: string }) => u.username.toLowerCase().includes(q);

/**
 * /myfriends: the Show Friends / Show Pending toggle (kept in the URL as ?show=pending), a search
 * box filtering both lists by username, and the card grid.
 */
export function FriendsBrowser({
  show,
  friends,
  incoming,
  outgoing,
  words,
  buttons,
}: {
  show: "friends" | "pending";
  friends: Gardener[];
  incoming: Incoming[];
  outgoing: Gardener[];
  words: Messages["peopleFriends"];
  buttons: Messages["peopleButtons"];
}) {
  const [query, setQuery] = useState("");
  const q = useDeferredValue(query).trim().toLowerCase();
  const pendingCount = incoming.length;
  const shownFriends = friends.filter(matches(q));
  const shownIncoming = incoming.filter(matches(q));
  const shownOutgoing = outgoing.filter(matches(q));

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <nav aria-label={words.show} className="flex rounded-full bg-white p-1 shadow-sm ring-1 ring-line md:w-96">
          {(
            [
              ["friends", words.showFriends, "/myfriends"],
              ["pending", words.showPending, "/myfriends?show=pending"],
            ] as const
          ).map(([key, label, href]) => (
            <Link
              key={key}
              href={href}
              scroll={false}
              aria-current={show === key ? "page" : undefined}
              className={`relative flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-bold transition-colors ${
                show === key ? "bg-primary text-white" : "text-primary hover:bg-primary-soft"
              }`}
            >
              {label}
              {key === "pending" && pendingCount > 0 && (
                <span className={`min-w-5 rounded-full px-1.5 text-xs leading-5 ${show === key ? "bg-white text-primary" : "bg-primary text-white"}`}>
                  {pendingCount}
                  <span className="sr-only"> {words.waiting}</span>
                </span>
              )}
            </Link>
          ))}
        </nav>
        <div className="relative md:w-80">
          <label htmlFor="friend-filter" className="sr-only">
            {words.filterLabel}
          </label>
          <SearchIcon aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
          <input
            id="friend-filter"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={words.filterPlaceholder}
            autoComplete="off"
            className="block h-11 w-full rounded-full border border-line bg-white pl-11 pr-4 text-base text-ink placeholder:text-muted/80 focus:border-secondary focus:outline-none focus:ring-2 focus:ring-secondary/30"
          />
        </div>
      </div>

      {show === "friends" ? (
        friends.length === 0 ? (
          <EmptyState action={<ButtonLink href="/gardeners" size="sm">{words.findGardeners}</ButtonLink>}>{words.noFriends}</EmptyState>
        ) : shownFriends.length === 0 ? (
          <EmptyState>{fill(words.noFriendsMatch, { query: query.trim() })}</EmptyState>
        ) : (
          <ul aria-label={words.friends} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {shownFriends.map((f) => (
              <GardenerCard key={f.id} user={f} noPlace={words.noPlace} />
            ))}
          </ul>
        )
      ) : incoming.length === 0 && outgoing.length === 0 ? (
        <EmptyState action={<ButtonLink href="/gardeners" size="sm">{words.findGardeners}</ButtonLink>}>{words.noPending}</EmptyState>
      ) : shownIncoming.length === 0 && shownOutgoing.length === 0 ? (
        <EmptyState>{fill(words.noPendingMatch, { query: query.trim() })}</EmptyState>
      ) : (
        <div className="space-y-6">
          {shownIncoming.length > 0 && (
            <section aria-labelledby="incoming-heading">
              <h2 id="incoming-heading" className="mb-3 text-lg text-primary">
                {words.waitingForYou}
              </h2>
              <ul aria-label={words.toYou} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {shownIncoming.map((r) => (
                  <GardenerCard key={r.request_id} user={r} noPlace={words.noPlace}>
                    <AcceptButton requestId={r.request_id} username={r.username} words={buttons} />
                    <DeclineButton requestId={r.request_id} username={r.username} words={buttons} />
                  </GardenerCard>
                ))}
              </ul>
            </section>
          )}
          {shownOutgoing.length > 0 && (
            <section aria-labelledby="outgoing-heading">
              <h2 id="outgoing-heading" className="mb-3 text-lg text-primary">
                {words.sentByYou}
              </h2>
              <ul aria-label={words.youSent} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {shownOutgoing.map((r) => (
                  <GardenerCard key={r.id} user={r} noPlace={words.noPlace} note={<span className="text-xs font-bold uppercase tracking-wide text-muted">{words.requestSent}</span>}>
                    <CancelRequestButton userId={r.id} username={r.username} words={buttons} />
                  </GardenerCard>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
