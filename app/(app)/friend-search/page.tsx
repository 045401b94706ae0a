import type { Metadata } from "next";
import { GardenerRow } from "@/components/friends/gardener-card";
import { FriendsNav } from "@/components/friends/friends-nav";
import { RelationButtons } from "@/components/friends/request-buttons";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchIcon } from "@/components/ui/icons";
import { requirePageViewer } from "@/lib/auth/page";
import { isAppError } from "@/lib/errors";
import { incomingRequestCount, searchGardeners, SEARCH_LIMIT, type SearchResult } from "@/lib/friends";

export const metadata: Metadata = { title: "Find gardeners" };

export default async function FriendSearchPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const viewer = await requirePageViewer("/friend-search");
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  let results: SearchResult[] = [];
  let error: string | null = null;
  try {
    results = await searchGardeners(viewer, q);
  } catch (e) {
    if (!isAppError(e)) throw e;
    error = e.message;
  }
  const invitations = await incomingRequestCount(viewer);
  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <h1 className="text-3xl text-primary">Find gardeners</h1>
        <FriendsNav current="search" invitations={invitations} />
      </header>
      <form role="search" action="/friend-search" className="flex gap-2">
        <div className="relative flex-1">
          <label htmlFor="gardener-search" className="sr-only">
            Username
          </label>
          <SearchIcon aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
          <input
            id="gardener-search"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={50}
            placeholder="Search gardeners by username"
            autoComplete="off"
            autoCapitalize="none"
            enterKeyHint="search"
            className="block h-12 w-full rounded-full border border-line bg-white pl-11 pr-4 text-base text-ink placeholder:text-muted/80 focus:border-secondary focus:outline-none focus:ring-2 focus:ring-secondary/30"
          />
        </div>
        <button type="submit" className="h-12 rounded-full bg-primary px-6 font-bold text-white hover:bg-primary-hover">
          Search
        </button>
      </form>
      {error ? (
        <Alert>{error}</Alert>
      ) : !q ? (
        <EmptyState>Type part of a username to find fellow gardeners and add them as friends.</EmptyState>
      ) : results.length === 0 ? (
        <EmptyState>No gardeners found for &ldquo;{q}&rdquo;.</EmptyState>
      ) : (
        <section aria-labelledby="results-heading" className="space-y-3">
          <h2 id="results-heading" className="text-sm font-bold text-muted">
            {results.length === SEARCH_LIMIT ? `First ${SEARCH_LIMIT} gardeners` : `${results.length} ${results.length === 1 ? "gardener" : "gardeners"}`} matching &ldquo;{q}&rdquo;
          </h2>
          <ul className="space-y-2">
            {results.map((r) => (
              <GardenerRow key={r.id} user={r}>
                <RelationButtons userId={r.id} username={r.username} relation={r} />
              </GardenerRow>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
