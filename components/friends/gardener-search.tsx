"use client";

import { useEffect, useId, useRef, useState } from "react";
import { SearchIcon } from "@/components/ui/icons/search";
import { Spinner } from "@/components/ui/spinner";
import { handleUnauthorized } from "@/app/_client/api";
import Link from "@/components/ui/link";
import type { SearchResult } from "@/lib/friends";
import type { Nearby } from "@/lib/gardeners/nearby-gardeners";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";
import { formatLocation } from "./location";
import { GardenerRow } from "./gardener-card";
import { RelationButtons } from "./request-buttons";

const DEBOUNCE_MS = 250;

type Words = Messages["peopleFriends"];
type Buttons = Messages["peopleButtons"];

/**
 * Gardeners by username, name or town, updating as you type (no page reload): results come from
 * GET /api/gardeners, the query is kept in the address so the search can be shared or reloaded.
 * Works without JavaScript too: the form submits to the same page. `nearby`'s distances come in the
 * page's language (the server translates them), like `words` and `buttons`.
 */
export function GardenerSearch({
  initialQ,
  initial,
  nearby,
  words,
  buttons,
}: {
  initialQ: string;
  initial: SearchResult[];
  nearby?: Nearby;
  words: Words;
  buttons: Buttons;
}) {
  const [q, setQ] = useState(initialQ);
  const [results, setResults] = useState(initial);
  const [shownQ, setShownQ] = useState(initialQ);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const request = useRef<AbortController | null>(null);

  // After a friend action the server re-renders this page for the current query: take its fresh answer.
  const [fromServer, setFromServer] = useState({ initial, initialQ });
  if (fromServer.initial !== initial || fromServer.initialQ !== initialQ) {
    setFromServer({ initial, initialQ });
    setResults(initial);
    setShownQ(initialQ);
  }

  useEffect(() => {
    const term = q.trim();
    if (term === shownQ) return;
    const t = setTimeout(async () => {
      request.current?.abort();
      const ctrl = new AbortController();
      request.current = ctrl;
      setLoading(true);
      setError(null);
      try {
        const res = await fetch(`/api/gardeners?q=${encodeURIComponent(term)}`, { signal: ctrl.signal, headers: { accept: "application/json" } });
        if (res.status === 401) void handleUnauthorized();
        const body = await res.json();
        if (!res.ok) throw new Error(typeof body?.detail === "string" ? body.detail : words.loadFailed);
        setResults(body as SearchResult[]);
        setShownQ(term);
        const url = new URL(window.location.href);
        if (term) url.searchParams.set("q", term);
        else url.searchParams.delete("q");
        window.history.replaceState(window.history.state, "", url);
      } catch (e) {
        if ((e as Error).name !== "AbortError") setError((e as Error).message || words.loadFailed);
      } finally {
        if (request.current === ctrl) setLoading(false);
      }
    }, DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [q, shownQ, words.loadFailed]);

  return (
    <div className="space-y-4">
      <form role="search" action="/gardeners" onSubmit={(e) => e.preventDefault()} className="relative">
        <label htmlFor={inputId} className="mb-1 block text-sm font-bold text-ink">
          {words.searchLabel}
        </label>
        <span className="relative block">
          <SearchIcon aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
          <input
            id={inputId}
            name="q"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={words.searchExample}
            autoComplete="off"
            autoCapitalize="none"
            enterKeyHint="search"
            className="block h-12 w-full rounded-full border border-line bg-white pl-11 pr-12 text-base text-ink placeholder:text-muted/80 focus:border-secondary focus:outline-none focus:ring-2 focus:ring-secondary/30"
          />
          {loading && (
            <span className="absolute right-4 top-1/2 -translate-y-1/2">
              <Spinner label={words.searching} />
            </span>
          )}
        </span>
      </form>
      <p role="status" className="text-sm font-bold text-muted">
        {error ? (
          <span className="text-red-700">{error}</span>
        ) : !shownQ ? (
          words.typeToFind
        ) : results.length === 0 ? (
          fill(words.noneFound, { query: shownQ })
        ) : (
          fill(results.length === 1 ? words.oneFound : words.manyFound, { n: results.length, query: shownQ })
        )}
      </p>
      {!shownQ && nearby && <NearYou nearby={nearby} words={words} buttons={buttons} />}
      {results.length > 0 && (
        <ul aria-label={words.gardeners} className="space-y-2">
          {results.map((r) => (
            <GardenerRow key={r.id} user={r} noPlace={words.noPlace}>
              <RelationButtons userId={r.id} username={r.username} relation={r} words={buttons} />
            </GardenerRow>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * "Near you" while nothing is typed (issue 16): gardeners within 50 km as distance buckets, or why
 * there is nothing to show (no place on the profile yet, or nobody near).
 */
function NearYou({ nearby, words, buttons }: { nearby: Nearby; words: Words; buttons: Buttons }) {
  return (
    <section aria-labelledby="near-you" className="space-y-2">
      <h2 id="near-you" className="text-lg text-primary">
        {words.nearYou}
      </h2>
      {!nearby.has_location ? (
        <p className="text-sm text-muted">
          <Link href="/personal-info" className="inline-flex min-h-11 items-center font-bold text-primary underline underline-offset-2">
            {words.addPlace}
          </Link>{" "}
          {words.addPlaceAfter}
        </p>
      ) : nearby.gardeners.length === 0 ? (
        <p className="text-sm text-muted">{words.noneNear}</p>
      ) : (
        <ul aria-label={words.nearList} className="space-y-2">
          {nearby.gardeners.map((g) => (
            <GardenerRow
              key={g.id}
              user={g}
              noPlace={words.noPlace}
              note={fill(words.nearNote, { distance: g.distance_bucket, place: formatLocation(g.city, g.state, words.noPlace) })}
            >
              <RelationButtons userId={g.id} username={g.username} relation={g} words={buttons} />
            </GardenerRow>
          ))}
        </ul>
      )}
    </section>
  );
}
