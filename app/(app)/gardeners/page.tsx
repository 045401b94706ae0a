import type { Metadata } from "next";
import { load, requirePageViewer } from "@/app/_doors/page";
import { detailIn } from "@/app/_doors/details";
import { getT, getWords, pageLocale } from "@/app/_doors/locale";
import { FriendsNav } from "@/components/friends/friends-nav";
import { GardenerSearch } from "@/components/friends/gardener-search";
import { Alert } from "@/components/ui/alert";
import { isAppError } from "@/lib/errors";
import type { SearchResult } from "@/lib/friends";
import { countInvitations } from "@/lib/friends/count-invitations";
import { findGardeners } from "@/lib/gardeners/find-gardeners";
import { nearbyGardeners } from "@/lib/gardeners/nearby-gardeners";
import { distanceIn } from "@/lib/i18n/translate";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("peoplePages"))("gardenersTitle") };
}

/** Gardeners by username, name or town, and those near you; one tap from the marketplace and the friends page. */
export default async function GardenersPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  await requirePageViewer("/gardeners");
  const locale = await pageLocale();
  const raw = (await searchParams).q;
  const q = ((Array.isArray(raw) ? raw[0] : raw) ?? "").trim();
  let results: SearchResult[] = [];
  let error: string | null = null;
  try {
    results = await load(findGardeners, { q });
  } catch (e) {
    if (!isAppError(e)) throw e;
    error = String(detailIn(e.message, locale));
  }
  const [invitations, nearby, t, words, buttons] = await Promise.all([
    load(countInvitations, {}),
    load(nearbyGardeners, {}).catch(() => undefined),
    getT("peoplePages"),
    getWords("peopleFriends"),
    getWords("peopleButtons"),
  ]);
  // The distance buckets ("about 3 km") in the page's language: the search shows them as they come.
  const near = nearby && { ...nearby, gardeners: nearby.gardeners.map((g) => ({ ...g, distance_bucket: distanceIn(g.distance_bucket, locale) })) };
  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <h1 className="text-3xl text-primary">{t("gardenersTitle")}</h1>
        <FriendsNav view="search" invitations={invitations} />
      </header>
      {error && <Alert>{error}</Alert>}
      <GardenerSearch initialQ={error ? "" : q} initial={results} nearby={near} words={words} buttons={buttons} />
    </div>
  );
}
