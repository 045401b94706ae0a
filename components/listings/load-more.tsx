"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { handleUnauthorized } from "@/app/_client/api";
import type { ListingDTO } from "@/lib/listings";
import type { Messages } from "@/lib/i18n/messages/en";
import type { CardWords } from "./card-words";
import { ListingCardView } from "./listing-card-view";
import { returningByHistory, savedPages, savePages } from "./feed-memory";

/**
 * The next pages of a list, by keyset cursor: loads as the sentinel scrolls into view, with a
 * button as the fallback (and for keyboards).
 */
export function LoadMore({ apiQuery, initialCursor, words, cardWords }: { apiQuery: string; initialCursor: string; words: Messages["marketMore"]; cardWords: CardWords }) {
  const [items, setItems] = useState<ListingDTO[]>([]);
  const [cursor, setCursor] = useState<string | null>(initialCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  // Back to this feed: the pages loaded before, so the scroll position (FeedPlace) lands on the same card.
  useEffect(() => {
    const saved = returningByHistory() ? savedPages(apiQuery) : null;
    if (!saved?.items.length) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restored once from this tab's storage after hydration
    setItems((now) => (now.length ? now : saved.items));
    setCursor((now) => (now === initialCursor ? saved.cursor : now));
  }, [apiQuery, initialCursor]);
  useEffect(() => {
    if (items.length) savePages({ apiQuery, items, cursor });
  }, [apiQuery, items, cursor]);

  const load = useCallback(async () => {
    if (!cursor || busy.current) return;
    busy.current = true;
    setLoading(true);
    setError(false);
    try {
      const res = await fetch(`/api/listings/?${apiQuery}&limit=24&cursor=${encodeURIComponent(cursor)}`, { headers: { accept: "application/json" } });
      if (!res.ok) {
        if (res.status === 401) void handleUnauthorized();
        throw new Error(String(res.status));
      }
      const page = (await res.json()) as ListingDTO[];
      setItems((prev) => [...prev, ...page.filter((p) => !prev.some((x) => x.id === p.id))]);
      setCursor(res.headers.get("x-next-cursor"));
    } catch {
      setError(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [apiQuery, cursor]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !cursor || error) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void load(), { rootMargin: "600px" });
    io.observe(el);
    return () => io.disconnect();
  }, [load, cursor, error]);

  return (
    <>
      {items.length > 0 && (
        <ul aria-label={words.label} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 md:mt-4 md:gap-4 lg:grid-cols-4">
          {items.map((l) => (
            <ListingCardView key={l.id} listing={l} words={cardWords} />
          ))}
        </ul>
      )}
      <div ref={sentinel} className="mt-6 flex flex-col items-center gap-2">
        {error && <p className="text-sm text-red-700">{words.failed}</p>}
        {loading ? (
          <Spinner label={words.loading} />
        ) : cursor ? (
          <Button variant="outline" onClick={() => void load()}>
            {words.loadMore}
          </Button>
        ) : (
          <p className="text-sm text-muted">{words.end}</p>
        )}
      </div>
    </>
  );
}
