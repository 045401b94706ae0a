import { and, gte, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { qualified } from "@/db/sql";
import type { Viewer } from "@/lib/auth/session";
import { now } from "@/lib/clock";
import { CROPS } from "@/lib/crops/catalogue";
import { withinSql, type Origin } from "@/lib/listings/near";
import { stillOfferedSql, visibleTo } from "@/lib/visibility";
import { monthOfDate, windowsFor, type Climate } from "./windows";

const { listings } = schema;

/** "Near you" for the season answers: listings within this many km of the place (issue 35). */
export const SEASON_RADIUS_KM = 25;
/** ...posted in the last this many days. */
export const SEASON_RECENT_DAYS = 14;
/**
 * The blend (decision 0221): a crop is in season near a place when this month is in its harvest
 * window there, OR when at least this many listings of it were posted near it lately (gardeners near
 * you have it, whatever the catalogue says: a greenhouse, a mild year, a crop with no window known).
 */
export const IN_SEASON_LISTINGS = 3;

/**
 * How many listings of each crop the viewer may see (THE visibility rule, lib/visibility) were posted
 * within SEASON_RADIUS_KM of the origin in the last SEASON_RECENT_DAYS and are still offered. Counts
 * only: never a listing, a position or a distance. `slug` narrows it to one crop (any name or variety:
 * listings carry their crop's key beside a variety's).
 */
export async function listingCountsNear(viewer: Viewer | null, origin: Origin, slug?: string): Promise<Map<string, number>> {
  const since = new Date(now().getTime() - SEASON_RECENT_DAYS * 86_400_000);
  const crop = sql`c.k`;
  const rows = await db()
    .select({ slug: sql<string>`${crop}`, n: sql<number>`count(*)::int` })
    .from(listings)
    .innerJoin(sql`unnest(${qualified(listings.crops)}) as c(k)`, sql`true`)
    .where(
      and(
        withinSql(origin, SEASON_RADIUS_KM),
        gte(listings.createdAt, since),
        sql`${qualified(listings.isActive)}`,
        stillOfferedSql(),
        visibleTo(viewer),
        slug ? sql`${crop} = ${slug}` : sql`${crop} !~ '[/~]'`,
      ),
    )
    .groupBy(crop);
  return new Map(rows.map((r) => [r.slug, Number(r.n)]));
}

/** In season near the place this month: the catalogue's harvest window, or enough listings near it lately. */
export function inSeasonNear(slug: string, climate: Climate, listingsNear: number, month = monthOfDate(now())): boolean {
  return listingsNear >= IN_SEASON_LISTINGS || (windowsFor(slug, climate)?.harvest.includes(month) ?? false);
}

/** The catalogue's crops in season near a place now (most listings near first, then catalogue order), and those to sow now. */
export function seasonNow(climate: Climate, counts: ReadonlyMap<string, number>, month = monthOfDate(now())): { in_season: string[]; sow_now: string[] } {
  const inSeason = CROPS.filter((c) => inSeasonNear(c.slug, climate, counts.get(c.slug) ?? 0, month));
  const order = new Map(inSeason.map((c, i) => [c.slug, i]));
  const in_season = inSeason.map((c) => c.slug).sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || order.get(a)! - order.get(b)!);
  const sow_now = CROPS.filter((c) => windowsFor(c.slug, climate)?.sow.includes(month)).map((c) => c.slug);
  return { in_season, sow_now };
}
