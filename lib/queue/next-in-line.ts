import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import { now } from "@/lib/clock";
import { log } from "@/lib/log";
import { publishCreated } from "@/lib/notifications";
import { tellFirstRefusal } from "@/lib/notifications/first-refusal";
import { wishesMatchingListing } from "@/lib/notifications/matching";
import { bucketOf, surfaceKm } from "@/lib/places";
import { BUCKET_RINGS, unitsOf } from "@/lib/places/buckets";
import { imagePath } from "@/lib/users";
import { readerOf } from "@/lib/viewer";
import { gardenerVisibleTo, stillOfferedSql, visibleTo } from "@/lib/visibility";

const { listings, users, trades, listingOffers, conversationListings } = schema;

/**
 * Next in line (issue 32, decision 0213). The owner's queue of a listing: the gardeners who asked
 * about it in chat (oldest first ask first), then the gardeners whose wishes match it (nearest
 * distance bucket first, never a distance). On a release the first of them gets a first refusal.
 */

/** How long a first refusal lasts: produce (category 1) spoils, so 2 hours; anything else a day. */
export const OFFER_MS = { produce: 2 * 3_600_000, other: 24 * 3_600_000 } as const;
export const offerMsFor = (categoryId: number) => (categoryId === 1 ? OFFER_MS.produce : OFFER_MS.other);
/** At most this many gardeners are shown (and looked at) in a queue. */
export const QUEUE_MAX = 20;

export type QueueItem = {
  user: { id: number; username: string; profile_picture: string | null };
  reason: "asked" | "wished";
  /** wished only: how far the wisher is, as the app says it ("about 3 km"); absent when unknown. */
  bucket?: string;
  /** The open first refusal, when it is theirs right now. */
  offer?: { state: "open"; expires_at: string };
};

type QueueListing = { id: number; ownerId: number };
type Candidate = { userId: number; reason: "asked" | "wished"; chord: number | null; order: number };

/** The ring index of a chord (nearest first; unknown last): wishers are ordered by bucket, not by metres. */
function ringOf(chord: number | null): number {
  if (chord === null) return BUCKET_RINGS.length;
  const km = surfaceKm(Number(chord));
  const i = BUCKET_RINGS.findIndex((r) => km < r.to);
  return i === -1 ? BUCKET_RINGS.length - 1 : i;
}

/**
 * The gardeners who may be offered `listing` now, in order. Never: the owner; anyone blocked either
 * way with the owner, suspended or banned (THE gardener rule); anyone who may not see the listing
 * (THE listing rule, read as them); the gardener it is reserved for or handed to; anyone who
 * declined or let a first refusal of it lapse; anyone whose own reservation of it was released
 * (they had their turn; a reservation moved to someone else does not count).
 */
export async function queueOf(tx: Tx, listing: QueueListing): Promise<Candidate[]> {
  const asked = await tx
    .select({ userId: conversationListings.askerId })
    .from(conversationListings)
    .where(and(eq(conversationListings.listingId, listing.id), sql`${conversationListings.askerId} <> ${listing.ownerId}`))
    .orderBy(asc(conversationListings.firstAskedAt), asc(conversationListings.askerId))
    .limit(QUEUE_MAX * 3);
  const { matches } = await wishesMatchingListing(tx, listing.id, { reserved: true });
  const askedIds = new Set(asked.map((a) => a.userId));
  // One line per wisher (their oldest matching wish), never one who asked already.
  const wisherIds: number[] = [];
  for (const m of matches) if (!askedIds.has(m.userId) && !wisherIds.includes(m.userId)) wisherIds.push(m.userId);
  const ids = [...askedIds, ...wisherIds.slice(0, QUEUE_MAX * 3)];
  if (!ids.length) return [];

  const eligible = await tx
    .select({ id: users.id, chord: sql<number | null>`${qualified(users.loc)} <-> (select l.loc from ${listings} l where l.id = ${listing.id})` })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        sql`${qualified(users.id)} <> ${listing.ownerId}`,
        gardenerVisibleTo(readerOf(listing.ownerId), qualified(users.id)),
        sql`not exists (select 1 from ${trades} t where t.listing_id = ${listing.id} and t.receiver_id = ${qualified(users.id)}
          and (t.state in ('reserved', 'given') or (t.state = 'released' and t.release_reason is distinct from 'someone_else')))`,
        sql`not exists (select 1 from ${listingOffers} o where o.listing_id = ${listing.id} and o.user_id = ${qualified(users.id)} and o.state in ('declined', 'lapsed'))`,
      ),
    );
  const chordOf = new Map(eligible.map((e) => [e.id, e.chord === null ? null : Number(e.chord)]));
  const candidates: Candidate[] = [
    ...[...askedIds].filter((id) => chordOf.has(id)).map((userId, i) => ({ userId, reason: "asked" as const, chord: chordOf.get(userId)!, order: i })),
    ...wisherIds
      .filter((id) => chordOf.has(id))
      .map((userId, i) => ({ userId, reason: "wished" as const, chord: chordOf.get(userId)!, order: i }))
      .sort((a, b) => ringOf(a.chord) - ringOf(b.chord) || a.order - b.order),
  ];
  // Each must be able to see the listing under the one rule (a friends-only listing, a block...).
  const out: Candidate[] = [];
  for (const c of candidates) {
    if (out.length >= QUEUE_MAX) break;
    const [seen] = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, listing.id), visibleTo(readerOf(c.userId))))
      .limit(1);
    if (seen) out.push(c);
  }
  return out;
}

/** The queue as the owner sees it (GET /api/listings/{id}/queue): names, why, buckets in their unit, the open offer. */
export async function queueItems(tx: Tx, listing: QueueListing): Promise<QueueItem[]> {
  const candidates = await queueOf(tx, listing);
  const [open] = await tx
    .select({ userId: listingOffers.userId, reason: listingOffers.reason, expiresAt: listingOffers.expiresAt })
    .from(listingOffers)
    .where(and(eq(listingOffers.listingId, listing.id), eq(listingOffers.state, "open")))
    .limit(1);
  // The gardener holding the offer is first in line whatever changed since (e.g. a wish renamed).
  const lines: { userId: number; reason: "asked" | "wished"; chord: number | null }[] = candidates;
  if (open) {
    const i = candidates.findIndex((c) => c.userId === open.userId);
    const holder = i >= 0 ? candidates[i] : { userId: open.userId, reason: open.reason, chord: null };
    lines.splice(0, lines.length, holder, ...candidates.filter((c) => c.userId !== open.userId));
  }
  if (!lines.length) return [];
  const [owner] = await tx.select({ units: users.units, country: users.locationCountry }).from(users).where(eq(users.id, listing.ownerId)).limit(1);
  const units = unitsOf(owner?.units, owner?.country);
  const people = await tx
    .select({ id: users.id, username: users.username, image: users.profileImageHash })
    .from(users)
    .where(and(inArray(users.id, lines.map((l) => l.userId)), gardenerVisibleTo(readerOf(listing.ownerId), qualified(users.id))));
  const byId = new Map(people.map((p) => [p.id, p]));
  return lines.flatMap((l) => {
    const p = byId.get(l.userId);
    if (!p) return [];
    const bucket = l.reason === "wished" ? bucketOf(l.chord, units) : null;
    const item: QueueItem = { user: { id: p.id, username: p.username, profile_picture: imagePath(p.image) }, reason: l.reason };
    if (bucket) item.bucket = bucket;
    if (open?.userId === l.userId) item.offer = { state: "open", expires_at: new Date(open.expiresAt).toISOString() };
    return [item];
  });
}

/** The listing row locked for an offer step: every step locks it first (listing, then offer: no deadlock). */
async function lockListing(tx: Tx, listingId: number) {
  const [row] = await tx
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      title: listings.title,
      categoryId: listings.categoryId,
      stateId: listings.stateId,
      offered: sql<boolean>`(${qualified(listings.isActive)} and ${qualified(listings.hiddenAt)} is null and ${stillOfferedSql()})`,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for("update");
  return row ?? null;
}

type Created = { id: number; userId: number }[];

/**
 * Offers the listing to the first in line, in the caller's transaction, if it is available, on
 * offer, has no open trade and no open offer. Returns the notifications to publish after the commit.
 * The listing row is locked first, so two runs at once make one offer (and the unique open-offer
 * index would refuse a second anyway).
 */
export async function offerNextIn(tx: Tx, listingId: number): Promise<Created> {
  const listing = await lockListing(tx, listingId);
  if (!listing || listing.stateId !== 1 || !listing.offered) return [];
  const [busy] = await tx
    .select({ id: listingOffers.id })
    .from(listingOffers)
    .where(and(eq(listingOffers.listingId, listingId), eq(listingOffers.state, "open")))
    .limit(1);
  if (busy) return [];
  const [trade] = await tx
    .select({ id: trades.id })
    .from(trades)
    .where(and(eq(trades.listingId, listingId), inArray(trades.state, ["reserved", "given"])))
    .limit(1);
  if (trade) return [];
  const [first] = await queueOf(tx, listing);
  if (!first) return [];
  const offeredAt = now();
  const expiresAt = new Date(offeredAt.getTime() + offerMsFor(listing.categoryId));
  await tx.insert(listingOffers).values({ listingId, userId: first.userId, reason: first.reason, offeredAt, expiresAt });
  return tellFirstRefusal(tx, { userId: first.userId, ownerId: listing.ownerId, listingId, title: listing.title, offeredAt, expiresAt });
}

/** Offers the listing to the next in line (its own transaction), then tells them live. */
export async function offerNext(listingId: number): Promise<boolean> {
  const created = await db().transaction((tx) => offerNextIn(tx, listingId));
  await publishCreated(created);
  return created.length > 0;
}

/**
 * Lapses the open offers whose deadline passed (lib/clock now) and offers each listing to the next
 * in line, each in one transaction. A lapse is claimed by a conditional update after the listing was
 * locked, so two sweeps at once (two instances, a restart mid-run) lapse and re-offer exactly once.
 * Returns how many lapsed.
 */
export async function lapseDueOffers(): Promise<number> {
  const due = await db()
    .select({ id: listingOffers.id, listingId: listingOffers.listingId })
    .from(listingOffers)
    .where(and(eq(listingOffers.state, "open"), lte(listingOffers.expiresAt, now())))
    .orderBy(asc(listingOffers.expiresAt))
    .limit(200);
  let lapsed = 0;
  for (const offer of due) {
    try {
      const created = await db().transaction(async (tx) => {
        await lockListing(tx, offer.listingId);
        const at = now();
        const [claimed] = await tx
          .update(listingOffers)
          .set({ state: "lapsed", answeredAt: at })
          .where(and(eq(listingOffers.id, offer.id), eq(listingOffers.state, "open"), lte(listingOffers.expiresAt, at)))
          .returning({ id: listingOffers.id });
        if (!claimed) return null;
        return offerNextIn(tx, offer.listingId);
      });
      if (created === null) continue;
      lapsed += 1;
      await publishCreated(created);
    } catch (err) {
      log.error(`lapsing first refusal ${offer.id} failed`, err);
    }
  }
  return lapsed;
}

/** The caller's latest offer of a listing (any state), for answering it and for the banner. */
export async function latestOfferOf(tx: Tx, userId: number, listingId: number) {
  const [row] = await tx
    .select()
    .from(listingOffers)
    .where(and(eq(listingOffers.userId, userId), eq(listingOffers.listingId, listingId)))
    .orderBy(desc(listingOffers.id))
    .limit(1);
  return row ?? null;
}
