import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { Viewer } from "@/lib/auth/session";
import { conflict, forbidden, invalid, notFound } from "@/lib/errors";
import { LISTING_NOT_FOUND } from "@/lib/validation/listings";
import { publishEvent, type DomainEvents } from "@/lib/events";
import { imagePath } from "@/lib/images";
import { RELEASE_REASON_TEXT, type ReleaseReason } from "./release-reasons";
import { endOpenOffersIn, listingFreedIn } from "./listing-freed";
import { blockedIdsSql, gardenerVisibleTo, restrictedIdsSql, visibleTo } from "@/lib/visibility";
import { windowsOf, type TradeWindowDTO } from "./windows";

const { listings, trades, tradeThanks, messages, users } = schema;

export const NOT_YOUR_LISTING = "Only the owner can do this";
export const NOT_TALKED = "You can only trade with a gardener you have talked to";
export const NO_OPEN_TRADE = "This listing has no trade to confirm";
export const NOT_YOUR_TRADE = "Only the gardener it was given to can confirm";
export const ALREADY_THANKED = "You have already thanked for this trade";
export const THANKS_LOCKED = "A thank-you can only be edited for 7 days";
export const NOT_RECEIVED_YET = "You can say thanks once the trade is confirmed";
export const ALREADY_COMPLETED = "This listing is already completed";
export const HANDED_OVER = "This listing is already handed over";
/** PATCH state_id 2 cannot say for whom: the answer points to the call that can. */
export const RESERVE_AFTER_POSTING = "Post it as available, then reserve it for a gardener you talked to: POST /api/listings/{id}/reserve with {\"user_id\"}";
export const RESERVE_NEEDS_GARDENER = "Reserving needs the gardener it is for: use POST /api/listings/{id}/reserve with {\"user_id\"} (someone you talked to)";

/**
 * The caller's own listing (for update). Someone else's: 403 only when the caller may see it under
 * the one rule; otherwise 404 exactly as for a missing id (issue 29 L3: private things are
 * indistinguishable from missing ones).
 */
/** "Released: didn't show up" — or just "Released" when no reason was given. */
export function releaseDTO(at: Date | string | null, reason: ReleaseReason | null, role: "giver" | "receiver", dispute: "open" | "upheld" | "dropped" | null = null) {
  return { at: at ? new Date(at).toISOString() : null, reason, text: reason ? `Released: ${RELEASE_REASON_TEXT[role][reason]}` : "Released", dispute };
}

export async function ownedListing(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({ id: listings.id, ownerId: listings.ownerId, stateId: listings.stateId, categoryId: listings.categoryId, title: listings.title, isActive: listings.isActive })
    .from(listings)
    .where(eq(listings.id, id))
    .for("update");
  if (!row) throw notFound(LISTING_NOT_FOUND);
  if (row.ownerId !== viewer.id) {
    await visibleListing(tx, viewer, id);
    throw forbidden(NOT_YOUR_LISTING);
  }
  return row;
}

/** The listing if the caller may see it under the one rule (lib/visibility visibleTo), else 404 "Listing not found". */
export async function visibleListing(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({ id: listings.id, ownerId: listings.ownerId })
    .from(listings)
    .where(and(eq(listings.id, id), visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound(LISTING_NOT_FOUND);
  return row;
}

/**
 * Whether `a` may trade with `b`: they have exchanged at least one message, and `b` is visible to
 * `a` under the one gardener rule (not blocked either way, not suspended or banned). A blocked pair
 * gets the same answer as strangers, so neither side learns of the block.
 */
export async function talkedTo(tx: Tx, a: number, b: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        or(and(eq(messages.senderId, a), eq(messages.receiverId, b)), and(eq(messages.senderId, b), eq(messages.receiverId, a))),
        sql`${b}::int not in ${blockedIdsSql(a)} and ${b}::int not in ${restrictedIdsSql()}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type TradePartner = { id: number; username: string; profile_picture: string | null };

/**
 * The gardeners `viewer` may trade with (talked to, visible both ways), the most recent conversation
 * first: the choices of "Reserve for" and "Mark as given / sold / swapped".
 */
export async function tradePartnersOf(viewer: Viewer, limit = 50): Promise<TradePartner[]> {
  const other = sql<number>`case when ${messages.senderId} = ${viewer.id} then ${messages.receiverId} else ${messages.senderId} end`;
  const threads = db()
    .$with("threads")
    .as(
      db()
        .select({ otherId: other.as("other_id"), lastId: sql<number>`max(${messages.id})`.as("last_id") })
        .from(messages)
        .where(or(eq(messages.senderId, viewer.id), eq(messages.receiverId, viewer.id)))
        .groupBy(sql`1`),
    );
  const rows = await db()
    .with(threads)
    .select({ id: users.id, username: users.username, image: users.profileImageHash })
    .from(threads)
    .innerJoin(users, eq(users.id, threads.otherId))
    .where(gardenerVisibleTo(viewer, sql`${users.id}`))
    .orderBy(desc(threads.lastId))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, username: r.username, profile_picture: imagePath(r.image) }));
}

/** The listing's open trade (reserved or given), locked for update. */
export async function openTrade(tx: Tx, listingId: number) {
  const [row] = await tx
    .select()
    .from(trades)
    .where(and(eq(trades.listingId, listingId), inArray(trades.state, ["reserved", "given"])))
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
  if (open && open.receiverId === receiverId) {
    await tx.update(trades).set({ state, completedAt: at, updatedAt: at }).where(eq(trades.id, open.id));
  } else {
    if (open) await tx.update(trades).set(released(giverId, "someone_else", at)).where(eq(trades.id, open.id));
    await tx.insert(trades).values({ listingId, giverId, receiverId, state, completedAt: at });
  }
  await tx.update(listings).set({ stateId: 3, updatedAt: at }).where(eq(listings.id, listingId));
  await endOpenOffersIn(tx, listingId);
}

type OwnedListing = Awaited<ReturnType<typeof ownedListing>>;

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
function released(byUserId: number, reason: ReleaseReason | null, at = new Date()) {
  return { state: "released" as const, releasedAt: at, releasedBy: byUserId, releaseReason: reason, updatedAt: at };
}

/** Reserves the owner's (locked) listing for `userId`, moving any other reservation; the gardener is told. */
export async function reserveIn(tx: Tx, viewer: Viewer, listing: OwnedListing, userId: number): Promise<TradeChange | null> {
  if (userId === viewer.id) throw invalid("Reserve it for the gardener you are talking to, not yourself");
  if (listing.stateId === 3) throw conflict(ALREADY_COMPLETED);
  if (!(await talkedTo(tx, viewer.id, userId))) throw invalid(NOT_TALKED);
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

export type TradeDTO = {
  id: number;
  state: "reserved" | "released" | "given" | "received" | "not_received" | "done";
  role: "giver" | "receiver";
  listing: { id: number; title: string; featured_image: string | null; category_id: number; state_id: number };
  counterpart: { id: number; username: string } | null;
  created_at: string;
  completed_at: string | null;
  confirmed_at: string | null;
  /** A released reservation: when, why (null when not said) and the words My trades shows ("Released: didn't show up"). */
  release: { at: string | null; reason: ReleaseReason | null; text: string; dispute: "open" | "upheld" | "dropped" | null } | null;
  /** The caller's thank-you and the other side's, once written. */
  thanks: { mine: ThanksDTO | null; theirs: ThanksDTO | null };
  /** Where the conversation with the counterpart is (null for "someone else"). */
  conversation_url: string | null;
  /** Issue 32: the pickup time proposed or agreed (lib/trades/windows.ts); null when none was. */
  window: TradeWindowDTO | null;
};
export type ThanksDTO = { id: number; text: string; rating: "up" | "down" | "no_show"; created_at: string; editable: boolean };

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
export const EDIT_DAYS = 7;

export function thanksDTO(t: { id: number; text: string; rating: "up" | "down" | "no_show"; createdAt: Date | string }, now = new Date()): ThanksDTO {
  return {
    id: t.id,
    text: t.text,
    rating: t.rating,
    created_at: iso(t.createdAt)!,
    editable: now.getTime() - new Date(t.createdAt).getTime() < EDIT_DAYS * 86_400_000,
  };
}

/**
 * The caller's trades, both roles, newest first. Released reservations stay, with their reason (issue
 * 32); a withdrawn "someone else" record (no counterpart) is left out.
 */
export async function tradesOf(viewer: Viewer, opts: { listingId?: number; withUserId?: number; limit?: number } = {}): Promise<TradeDTO[]> {
  const cp = sql<number | null>`case when ${trades.giverId} = ${viewer.id} then ${trades.receiverId} else ${trades.giverId} end`;
  const rows = await db()
    .select({
      id: trades.id,
      state: trades.state,
      giverId: trades.giverId,
      receiverId: trades.receiverId,
      createdAt: trades.createdAt,
      completedAt: trades.completedAt,
      confirmedAt: trades.confirmedAt,
      releasedAt: trades.releasedAt,
      releaseReason: trades.releaseReason,
      disputeState: trades.disputeState,
      listingId: listings.id,
      title: listings.title,
      image: listings.featuredImageHash,
      categoryId: listings.categoryId,
      stateId: listings.stateId,
      counterpartId: cp,
      counterpartName: users.username,
    })
    .from(trades)
    .innerJoin(listings, eq(listings.id, trades.listingId))
    .leftJoin(users, sql`${users.id} = ${cp}`)
    .where(
      and(
        or(eq(trades.giverId, viewer.id), eq(trades.receiverId, viewer.id)),
        sql`(${trades.state} <> 'released' or ${trades.receiverId} is not null)`,
        opts.listingId ? eq(trades.listingId, opts.listingId) : undefined,
        opts.withUserId ? sql`${cp} = ${opts.withUserId}` : undefined,
      ),
    )
    .orderBy(desc(trades.id))
    .limit(opts.limit ?? 200);
  const ids = rows.map((r) => r.id);
  const notes = ids.length ? await db().select().from(tradeThanks).where(inArray(tradeThanks.tradeId, ids)) : [];
  const windows = await windowsOf(db(), ids, viewer.id);
  return rows.map((r) => {
    const mine = notes.find((n) => n.tradeId === r.id && n.authorId === viewer.id);
    // A note a moderator hid stays visible to its author only.
    const theirs = notes.find((n) => n.tradeId === r.id && n.authorId !== viewer.id && !n.hiddenAt);
    return {
      id: r.id,
      state: r.state,
      role: r.giverId === viewer.id ? "giver" : "receiver",
      listing: { id: r.listingId, title: r.title, featured_image: imagePath(r.image), category_id: r.categoryId, state_id: r.stateId },
      counterpart: r.counterpartId && r.counterpartName ? { id: Number(r.counterpartId), username: r.counterpartName } : null,
      created_at: iso(r.createdAt)!,
      completed_at: iso(r.completedAt),
      confirmed_at: iso(r.confirmedAt),
      release: r.state === "released" ? releaseDTO(r.releasedAt, r.releaseReason, r.giverId === viewer.id ? "giver" : "receiver", r.disputeState) : null,
      thanks: { mine: mine ? thanksDTO(mine) : null, theirs: theirs ? thanksDTO(theirs) : null },
      conversation_url: r.counterpartId ? `/messages/${r.counterpartId}` : null,
      window: windows.get(r.id) ?? null,
    } satisfies TradeDTO;
  });
}
