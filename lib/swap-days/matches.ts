import { and, asc, eq, ne } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import { imagePath } from "@/lib/images";
import { titlesMatch } from "@/lib/notifications/matching";
import type { Reader } from "@/lib/viewer";
import { gardenerVisibleTo, visibleTo } from "@/lib/visibility";

const { eventBringing, eventHoping, eventRsvps, listings, users, wantItems } = schema;

export type EventMatch = {
  wish: { id: number; title: string };
  listing: { id: number; title: string; featured_image: string | null };
  owner: { id: number; username: string };
};

/** At most this many wish × listing pairs are compared (a big swap day: the first ones alphabetically). */
const MAX_PAIRS = 600;

/**
 * What the reader hopes for (their "I'm hoping for" wishes, or all their wishes when they chose none)
 * that others going bring, under the one listing rule and the gardener rule, by the matching rule of
 * lib/notifications (titlesMatch: crops first, then words). Distance does not count: they meet there.
 */
export async function matchesFor(tx: Tx, reader: Reader, eventId: number): Promise<EventMatch[]> {
  let wishes = await tx
    .select({ id: wantItems.id, title: wantItems.title, categoryId: wantItems.categoryId })
    .from(eventHoping)
    .innerJoin(wantItems, eq(wantItems.id, eventHoping.wantId))
    .where(and(eq(eventHoping.eventId, eventId), eq(eventHoping.userId, reader.id)))
    .orderBy(asc(wantItems.title));
  if (!wishes.length) {
    wishes = await tx.select({ id: wantItems.id, title: wantItems.title, categoryId: wantItems.categoryId }).from(wantItems).where(eq(wantItems.userId, reader.id)).orderBy(asc(wantItems.title)).limit(50);
  }
  if (!wishes.length) return [];
  const brought = await tx
    .select({ id: listings.id, title: listings.title, categoryId: listings.categoryId, image: listings.featuredImageHash, ownerId: users.id, username: users.username })
    .from(eventBringing)
    .innerJoin(eventRsvps, and(eq(eventRsvps.eventId, eventBringing.eventId), eq(eventRsvps.userId, eventBringing.userId)))
    .innerJoin(listings, eq(listings.id, eventBringing.listingId))
    .innerJoin(users, eq(users.id, eventBringing.userId))
    .where(and(eq(eventBringing.eventId, eventId), ne(eventBringing.userId, reader.id), visibleTo(reader), gardenerVisibleTo(reader, qualified(users.id))))
    .orderBy(asc(listings.title))
    .limit(300);
  const out: EventMatch[] = [];
  let pairs = 0;
  for (const w of wishes) {
    for (const l of brought) {
      if (l.categoryId !== w.categoryId || pairs >= MAX_PAIRS) continue;
      pairs += 1;
      if (await titlesMatch(tx, w.title, l.title)) {
        out.push({ wish: { id: w.id, title: w.title }, listing: { id: l.id, title: l.title, featured_image: imagePath(l.image) }, owner: { id: l.ownerId, username: l.username } });
      }
    }
  }
  return out;
}

/** Distinct listings among the matches: "3 things on your want list will be there". */
export const thingsCount = (m: EventMatch[]) => new Set(m.map((x) => x.listing.id)).size;
