import "server-only";
import { and, desc, eq, or, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { Viewer } from "@/lib/auth/session";
import { visibleTo } from "@/lib/visibility";

const { conversationListings, listings } = schema;

/** Asks read for the conversation list at most (the latest first); older ones are for conversations far down it. */
const ITEMS_READ_MAX = 500;

/** The item a conversation is about (issue 31): the latest listing either gardener asked the other about. */
export type ConversationListing = { id: number; title: string };

/**
 * Notes that `me` asked `ownerId` about a listing (a message sent from the listing's chat). Only a
 * listing of that owner which `me` may see counts: anything else is quietly not noted (the message
 * itself is sent either way), so naming a listing can never reveal one to either side.
 */
export async function noteAskedAbout(me: Viewer, ownerId: number, listingId: number, tx: Tx = db()): Promise<void> {
  await tx
    .insert(conversationListings)
    .select(
      tx
        .select({ askerId: sql<number>`${me.id}`.as("asker_id"), listingId: listings.id, ownerId: listings.ownerId, askedAt: sql<Date>`now()`.as("asked_at"), firstAskedAt: sql<Date>`now()`.as("first_asked_at") })
        .from(listings)
        .where(and(eq(listings.id, listingId), eq(listings.ownerId, ownerId), visibleTo(me))),
    )
    .onConflictDoUpdate({ target: [conversationListings.askerId, conversationListings.listingId], set: { askedAt: sql`now()` } });
}

/**
 * For each gardener `me` talked to about a listing, the listing the conversation is about: the
 * latest one asked about in either direction that `me` may still see (a listing hidden, completed
 * or blocked since drops out, and the one before it shows).
 */
export async function askedListingsOf(me: Viewer, tx: Tx = db()): Promise<Map<number, ConversationListing>> {
  const out = new Map<number, ConversationListing>();
  const c = conversationListings;
  const rows = await tx
    .select({ askerId: c.askerId, ownerId: c.ownerId, id: listings.id, title: listings.title })
    .from(c)
    .innerJoin(listings, eq(listings.id, c.listingId))
    .where(and(or(eq(c.askerId, me.id), eq(c.ownerId, me.id)), visibleTo(me)))
    .orderBy(desc(c.askedAt), desc(listings.id))
    .limit(ITEMS_READ_MAX);
  for (const r of rows) {
    const other = r.askerId === me.id ? r.ownerId : r.askerId;
    if (!out.has(other)) out.set(other, { id: r.id, title: r.title });
  }
  return out;
}

/** When `askerId` last asked about each of these listings (for the owner's trade panel). */
export const askedAtSql = (askerId: number) =>
  sql<string | null>`(select c.asked_at from ${conversationListings} c where c.asker_id = ${askerId} and c.listing_id = ${listings.id})`;
