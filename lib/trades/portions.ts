import { and, eq, gte, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { conflict, invalid } from "@/lib/errors";
import { publishToListing } from "@/lib/realtime";
import { blockedIdsSql, restrictedIdsSql } from "@/lib/visibility";
import { endOpenOffersIn } from "@/lib/trades/listing-freed";
import type { StoredGlut } from "@/lib/validation/glut-units";
import { amountText, type Unit } from "@/lib/validation/glut-units";

const { listings, listingPortions, trades, users } = schema;

/** What a refused portion says (one place, for the doors, the tests and the UI). */
export const GLUT_REFUSALS = {
  notAGlut: "This listing is one thing for one gardener: reserve it without a portion",
  notHelpYourself: "Only a help-yourself doorstep takes \"I took …\": ask the giver instead",
  helpYourself: "A help-yourself doorstep has no reservations: takers say what they took",
  overMax: "That is more than one gardener may have: up to {max}",
  overRemaining: "Only {left} left",
  gone: "All of it is gone",
  ownGlut: "It is your own glut",
} as const;

/** The glut columns of a listing, its row locked for the change. */
export async function storedGlut(tx: Tx, listingId: number): Promise<StoredGlut> {
  const [row] = await tx
    .select({ quantity: listings.quantity, unit: listings.unit, maxPerPerson: listings.maxPerPerson, remaining: listings.remaining, fairChanceUntil: listings.fairChanceUntil, helpYourself: listings.helpYourself })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for("update");
  return row ? { ...row, quantity: num(row.quantity), maxPerPerson: num(row.maxPerPerson), remaining: num(row.remaining) } : { quantity: null, unit: null, maxPerPerson: null, remaining: null, fairChanceUntil: null, helpYourself: false };
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** What one gardener holds of a glut: portions reserved for them (open or handed over) and taken. */
export async function heldBy(tx: Tx, listingId: number, userId: number): Promise<number> {
  const [reserved] = await tx
    .select({ sum: sql<string | null>`sum(${trades.portion})` })
    .from(trades)
    .where(and(eq(trades.listingId, listingId), eq(trades.receiverId, userId), isNotNull(trades.portion), inArray(trades.state, ["reserved", "given", "received", "done"])));
  const [taken] = await tx
    .select({ sum: sql<string | null>`sum(${listingPortions.portion})` })
    .from(listingPortions)
    .where(and(eq(listingPortions.listingId, listingId), eq(listingPortions.userId, userId), eq(listingPortions.state, "taken")));
  return Number(reserved?.sum ?? 0) + Number(taken?.sum ?? 0);
}

/**
 * Hands out `portion` of a glut to `userId`, never more than is left: one conditional UPDATE, so
 * that of 20 at once exactly those that fit succeed (the others find too little left). At zero the
 * listing completes (state_id 3). The gardener's share is checked against max_per_person first; the
 * caller locked the listing row (storedGlut), so two portions for one gardener cannot both pass.
 */
export async function handOutIn(tx: Tx, listingId: number, glut: StoredGlut, userId: number, portion: number): Promise<{ remaining: number; stateId: number }> {
  const unit = glut.unit as Unit;
  if (glut.maxPerPerson !== null && (await heldBy(tx, listingId, userId)) + portion > glut.maxPerPerson) {
    throw invalid(GLUT_REFUSALS.overMax.replace("{max}", amountText(glut.maxPerPerson, unit)));
  }
  const [row] = await tx
    .update(listings)
    .set({
      remaining: sql`${listings.remaining} - ${portion}`,
      stateId: sql`case when ${listings.remaining} - ${portion} = 0 then 3 else ${listings.stateId} end`,
      updatedAt: new Date(),
    })
    .where(and(eq(listings.id, listingId), isNotNull(listings.quantity), gte(listings.remaining, portion), ne(listings.stateId, 3)))
    .returning({ remaining: listings.remaining, stateId: listings.stateId });
  if (!row) {
    const left = (await storedGlut(tx, listingId)).remaining ?? 0;
    throw conflict(left > 0 ? GLUT_REFUSALS.overRemaining.replace("{left}", amountText(left, unit)) : GLUT_REFUSALS.gone);
  }
  const remaining = Number(row.remaining);
  // All of it is gone: nobody is offered it any more (next in line, decision 0213).
  if (remaining === 0) await endOpenOffersIn(tx, listingId);
  return { remaining, stateId: row.stateId };
}

/** Whether the owner may hand a portion to `userId`: not blocked either way, not suspended or banned. */
export async function inGoodStandingWith(tx: Tx, ownerId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.id} not in ${blockedIdsSql(ownerId)}`, sql`${users.id} not in ${restrictedIdsSql()}`))
    .limit(1);
  return Boolean(row);
}

/** The open fair-chance request of a gardener for a glut, if any (locked). */
export async function openRequest(tx: Tx, listingId: number, userId: number) {
  const [row] = await tx
    .select({ id: listingPortions.id, portion: listingPortions.portion })
    .from(listingPortions)
    .where(and(eq(listingPortions.listingId, listingId), eq(listingPortions.userId, userId), eq(listingPortions.state, "requested")))
    .for("update");
  return row ?? null;
}

/** Every viewer of the listing's page hears what is left (once the change committed). */
export function publishRemaining(listingId: number, left: { remaining: number; stateId: number }) {
  publishToListing(listingId, "portions_left", { listing_id: listingId, remaining: left.remaining, state_id: left.stateId });
}

