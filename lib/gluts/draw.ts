import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { publishEvent } from "@/lib/events";
import { defineJob, every } from "@/lib/jobs";
import { log } from "@/lib/log";
import { insertNotifications, publishCreated } from "@/lib/notifications";
import { handOutIn, heldBy, inGoodStandingWith, publishRemaining, storedGlut } from "@/lib/trades/portions";

const { listings, listingPortions, trades } = schema;

export type DrawEntry = { userId: number; received: number };

/**
 * The order a fair chance's draw serves its requests (decision 0222): a weighted shuffle without
 * replacement (Efraimidis–Spirakis), each gardener's weight 1 / (1 + what they have received on
 * GardenSwap), so a newcomer is three times as likely as a gardener with two trades to come first,
 * yet nobody is ever shut out. `random` is injectable for tests.
 */
export function drawOrder<T extends DrawEntry>(entries: T[], random: () => number = Math.random): T[] {
  return entries
    .map((e) => ({ e, key: -Math.log(1 - random()) * (1 + e.received) }))
    .sort((a, b) => a.key - b.key)
    .map(({ e }) => e);
}

/** What each gardener has received: trades handed to them and portions taken from doorsteps. */
async function receivedCounts(userIds: number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await db()
    .select({ userId: trades.receiverId, n: sql<number>`count(*)::int` })
    .from(trades)
    .where(and(inArray(trades.receiverId, userIds), inArray(trades.state, ["given", "received"])))
    .groupBy(trades.receiverId);
  const taken = await db()
    .select({ userId: listingPortions.userId, n: sql<number>`count(*)::int` })
    .from(listingPortions)
    .where(and(inArray(listingPortions.userId, userIds), eq(listingPortions.state, "taken")))
    .groupBy(listingPortions.userId);
  const counts = new Map<number, number>();
  for (const r of [...rows, ...taken]) if (r.userId !== null) counts.set(r.userId, (counts.get(r.userId) ?? 0) + Number(r.n));
  return counts;
}

/**
 * One glut whose fair chance ended: the requests the giver did not pick are drawn (drawOrder) and
 * served while enough is left; the others are told "not chosen this time". Returns how many won.
 */
export async function drawGlut(listingId: number, random: () => number = Math.random): Promise<{ won: number; lost: number }> {
  const requests = await db()
    .select({ id: listingPortions.id, userId: listingPortions.userId, portion: listingPortions.portion })
    .from(listingPortions)
    .where(and(eq(listingPortions.listingId, listingId), eq(listingPortions.state, "requested")))
    .orderBy(asc(listingPortions.id));
  const counts = await receivedCounts(requests.map((r) => r.userId));
  const order = drawOrder(requests.map((r) => ({ ...r, received: counts.get(r.userId) ?? 0 })), random);
  const outcome = await db().transaction(async (tx) => {
    const glut = await storedGlut(tx, listingId);
    const [listing] = await tx.select({ ownerId: listings.ownerId, stateId: listings.stateId }).from(listings).where(eq(listings.id, listingId));
    const winners: number[] = [];
    const losers: number[] = [];
    let left: { remaining: number; stateId: number } | null = null;
    let remaining = glut.remaining ?? 0;
    for (const r of order) {
      // Still open (not picked meanwhile), enough left, and the two gardeners still on good terms.
      const [open] = await tx.select({ id: listingPortions.id }).from(listingPortions).where(and(eq(listingPortions.id, r.id), eq(listingPortions.state, "requested"))).for("update");
      if (!open) continue;
      const room = glut.maxPerPerson === null ? Infinity : glut.maxPerPerson - (await heldBy(tx, listingId, r.userId));
      const portion = Math.min(Number(r.portion), remaining, room);
      if (listing && listing.stateId !== 3 && portion > 0 && (await inGoodStandingWith(tx, listing.ownerId, r.userId))) {
        left = await handOutIn(tx, listingId, { ...glut, remaining }, r.userId, portion);
        remaining = left.remaining;
        await tx.insert(trades).values({ listingId, giverId: listing.ownerId, receiverId: r.userId, state: "reserved", portion });
        await tx.update(listingPortions).set({ state: "chosen", portion, updatedAt: new Date() }).where(eq(listingPortions.id, r.id));
        winners.push(r.userId);
      } else {
        await tx.update(listingPortions).set({ state: "not_chosen", updatedAt: new Date() }).where(eq(listingPortions.id, r.id));
        losers.push(r.userId);
      }
    }
    return { ownerId: listing?.ownerId ?? 0, winners, losers, left };
  });
  if (outcome.left) publishRemaining(listingId, outcome.left);
  // Winners hear "reserved for you" like any reservation; the others that it went elsewhere this time.
  for (const toUserId of outcome.winners) await publishEvent("trade.changed", { listingId, step: "reserved", byUserId: outcome.ownerId, toUserId });
  if (outcome.losers.length) {
    const created = await insertNotifications(
      db(),
      outcome.losers.map((userId) => ({ userId, kind: "portion_not_chosen" as const, listingId, actorId: outcome.ownerId, emailedAt: new Date() })),
    );
    await publishCreated(created);
  }
  return { won: outcome.winners.length, lost: outcome.losers.length };
}

/** Every glut whose fair chance ended with requests still open: drawn now (the injected clock). */
export async function drawDueFairChances(random: () => number = Math.random): Promise<number> {
  const due = await db()
    .selectDistinct({ id: listings.id })
    .from(listings)
    .innerJoin(listingPortions, and(eq(listingPortions.listingId, listings.id), eq(listingPortions.state, "requested")))
    .where(and(isNotNull(listings.fairChanceUntil), lte(listings.fairChanceUntil, now())))
    .limit(100);
  for (const { id } of due) await drawGlut(id, random);
  return due.length;
}

/** Every minute, on one instance per tick: "I'll choose at 18:00" is drawn by 18:01. */
export const fairChanceDrawJob = defineJob<Record<string, never>>("gluts.fair-chance-draw", { retryLimit: 2, expireInSeconds: 50 }, async () => {
  const drawn = await drawDueFairChances();
  if (drawn) log.info(`gluts: ${drawn} fair chances drawn`);
});
every(fairChanceDrawJob, "* * * * *");
