import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import type { Viewer } from "@/lib/auth/session";
import { conflict, invalid } from "@/lib/errors";
import { publishEvent, type DomainEvents } from "@/lib/events";
import { ownedListing, type OwnedListing } from "./access";
import { endOpenOffersIn, listingFreedIn } from "./listing-freed";
import { ALREADY_COMPLETED, HANDED_OVER, NOT_TALKED, RESERVE_NEEDS_GARDENER } from "./refusals";
import type { ReleaseReason } from "./release-reasons";
import { talkedTo } from "./talked-to";
import { heldForSwapDay, HELD_FOR_SWAP_DAY } from "./held-for-swap-day";
import { estimateWeightGrams } from "@/lib/impact/unit-weights";

const { listings, trades } = schema;

/** The trade steps inside the caller's transaction: reserve, release, complete, and SPEC §7's state_id. */
/** The listing's open trade (reserved or given), locked for update; a glut's portion trades are lib/gluts'. */
export async function openTrade(tx: Tx, listingId: number) {
  const [row] = await tx
    .select()
    .from(trades)
    .where(and(eq(trades.listingId, listingId), inArray(trades.state, ["reserved", "given"]), isNull(trades.portion)))
    .for("update");
  return row ?? null;
}

/**
 * Marks the owner's listing completed (state_id 3) with `receiverId` ("given", to be confirmed) or
 * someone else (null, "done"). A reservation for another gardener is released. In the caller's
 * transaction, after the listing row was locked.
 */
export async function markCompleted(tx: Tx, listingId: number, giverId: number, receiverId: number | null) {
  const open = await openTrade(tx, listingId);
  const at = new Date();
  const state = receiverId === null ? ("done" as const) : ("given" as const);
  // The harvest counted (issue 37): an estimate the giver may correct in My trades.
  const [listing] = await tx.select({ categoryId: listings.categoryId, crops: listings.crops }).from(listings).where(eq(listings.id, listingId));
  const weight = { weightGrams: estimateWeightGrams(listing), weightEstimated: true };
  if (open && open.receiverId === receiverId) {
    await tx.update(trades).set({ state, completedAt: at, updatedAt: at, ...weight }).where(eq(trades.id, open.id));
  } else {
    if (open) await tx.update(trades).set(released(giverId, "someone_else", at)).where(eq(trades.id, open.id));
    await tx.insert(trades).values({ listingId, giverId, receiverId, state, completedAt: at, ...weight });
  }
  await tx.update(listings).set({ stateId: 3, updatedAt: at }).where(eq(listings.id, listingId));
  await endOpenOffersIn(tx, listingId);
}


/** What a trade step tells the other gardener: published (publishTradeChange) once its transaction committed. */
export type TradeChange = DomainEvents["trade.changed"];

/**
 * Publishes the step a committed transaction made, if any (lib/events "trade.changed": the
 * notifications subscribe and tell the other gardener in the app, live and by push).
 */
export async function publishTradeChange(change: TradeChange | null): Promise<void> {
  if (change) await publishEvent("trade.changed", change);
}

/** The columns of a released trade: who released it, why (null: not said) and when (issue 32). */
/** A trade released by `byUserId` with its reason (whole listings and glut portions alike). */
export function released(byUserId: number, reason: ReleaseReason | null, at = new Date()) {
  return { state: "released" as const, releasedAt: at, releasedBy: byUserId, releaseReason: reason, updatedAt: at };
}

/** Reserves the owner's (locked) listing for `userId`, moving any other reservation; the gardener is told. */
export async function reserveIn(tx: Tx, viewer: Viewer, listing: OwnedListing, userId: number): Promise<TradeChange | null> {
  if (userId === viewer.id) throw invalid("Reserve it for the gardener you are talking to, not yourself");
  if (listing.stateId === 3) throw conflict(ALREADY_COMPLETED);
  if (!(await talkedTo(tx, viewer.id, userId))) throw invalid(NOT_TALKED);
  // Brought to a swap day (issue 34): held for the day, reservable again once it ends.
  const held = await heldForSwapDay(tx, listing.id);
  if (held) throw conflict(HELD_FOR_SWAP_DAY.replace("{title}", held.title));
  const open = await openTrade(tx, listing.id);
  if (open?.state === "given") throw conflict(HANDED_OVER);
  if (open?.receiverId === userId) return null;
  if (open) await tx.update(trades).set(released(viewer.id, "someone_else")).where(eq(trades.id, open.id));
  await tx.insert(trades).values({ listingId: listing.id, giverId: viewer.id, receiverId: userId, state: "reserved" });
  await tx.update(listings).set({ stateId: 2, updatedAt: new Date() }).where(eq(listings.id, listing.id));
  await endOpenOffersIn(tx, listing.id);
  return { listingId: listing.id, step: "reserved", byUserId: viewer.id, toUserId: userId };
}

/**
 * Back to available (state_id 1): a reservation is released. A completed listing reopens only when
 * no gardener has it: completed with "someone else" (that record is withdrawn) or the counterpart said
 * it did not happen (their record stays). Handed over to a gardener (given, received) → 409.
 */
export async function releaseIn(tx: Tx, listing: OwnedListing, reason: ReleaseReason | null = null): Promise<void> {
  const open = await openTrade(tx, listing.id);
  if (open?.state === "given") throw conflict(HANDED_OVER);
  if (listing.stateId === 3) {
    const [last] = await tx.select().from(trades).where(eq(trades.listingId, listing.id)).orderBy(desc(trades.id)).limit(1).for("update");
    if (last && last.state !== "done" && last.state !== "not_received") throw conflict(HANDED_OVER);
    if (last?.state === "done") await tx.update(trades).set({ state: "released", updatedAt: new Date() }).where(eq(trades.id, last.id));
  }
  if (open) await tx.update(trades).set(released(listing.ownerId, reason)).where(eq(trades.id, open.id));
  await tx.update(listings).set({ stateId: 1, updatedAt: new Date() }).where(eq(listings.id, listing.id));
  // The next in line gets a first refusal (lib/queue, decision 0213) once this commits.
  if (open?.state === "reserved") await listingFreedIn(tx, listing.id);
}

/** "Mark as given": with `receiverId` (a gardener the owner talked to, who then confirms) or someone else (null). */
export async function completeIn(tx: Tx, viewer: Viewer, listing: OwnedListing, receiverId: number | null): Promise<TradeChange | null> {
  if (listing.stateId === 3) throw conflict(ALREADY_COMPLETED);
  if (receiverId === viewer.id) throw invalid("Choose the gardener who got it, or someone else");
  if (receiverId !== null && !(await talkedTo(tx, viewer.id, receiverId))) throw invalid(NOT_TALKED);
  await markCompleted(tx, listing.id, viewer.id, receiverId);
  return receiverId === null ? null : { listingId: listing.id, step: "given", byUserId: viewer.id, toUserId: receiverId };
}

/**
 * SPEC §7's `state_id` in PATCH /api/listings/{id}, through the same trade steps: unchanged → nothing;
 * 1 → release (above); 2 → 422 (a reservation needs a gardener: POST .../reserve); 3 → completed with
 * the gardener it is reserved for, or with someone else when it is not reserved.
 */
export async function applyStateId(tx: Tx, viewer: Viewer, listingId: number, stateId: number): Promise<TradeChange | null> {
  const listing = await ownedListing(tx, viewer, listingId);
  if (listing.stateId === stateId) return null;
  if (stateId === 1) {
    await releaseIn(tx, listing);
    return null;
  }
  if (stateId === 2) throw invalid(RESERVE_NEEDS_GARDENER.replace("{id}", String(listingId)));
  const open = await openTrade(tx, listingId);
  return completeIn(tx, viewer, listing, open?.state === "reserved" ? open.receiverId : null);
}
