import type { Metadata } from "next";
import { load, requirePageViewer } from "@/app/_doors/page";
import { FriendsNav } from "@/components/friends/friends-nav";
import { GardenerSearch } from "@/components/friends/gardener-search";
import { Alert } from "@/components/ui/alert";
import { isAppError } from "@/lib/errors";
import type { SearchResult } from "@/lib/friends";
import { countInvitations } from "@/lib/friends/count-invitations";
import { findGardeners } from "@/lib/gardeners/find-gardeners";
import { nearbyGardeners } from "@/lib/gardeners/nearby-gardeners";

export const metadata: Metadata = { title: "Find gardeners" };

/** Gardeners by username, name or town, and those near you; one tap from the marketplace and the friends page. */
export default async function GardenersPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  await requirePageViewer("/gardeners");
  const raw = (await searchParams).q;
  const q = ((Array.isArray(raw) ? raw[0] : raw) ?? "").trim();
  let results: SearchResult[] = [];
  let error: string | null = null;
  try {
    results = await load(findGardeners, { q });
  } catch (e) {
    if (!isAppError(e)) throw e;
    error = e.message;
  }
  const [invitations, nearby] = await Promise.all([load(countInvitations, {}), load(nearbyGardeners, {}).catch(() => undefined)]);
  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <h1 className="text-3xl text-primary">Find gardeners</h1>
        <FriendsNav current="search" invitations={invitations} />
      </header>
      {error && <Alert>{error}</Alert>}
      <GardenerSearch initialQ={error ? "" : q} initial={results} nearby={nearby} />
    </div>
  );
}
