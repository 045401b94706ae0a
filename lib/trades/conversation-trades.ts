import "@/lib/validation/zod-config";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { stillOfferedSql } from "@/lib/visibility";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { talkedTo } from "./talked-to";
import { tradesOf, type TradeDTO } from "./trade-records";
import { askedAtSql } from "@/lib/conversations/asked-listings";
import type { Unit } from "@/lib/validation/glut-units";

const { listings, trades, users } = schema;

export type OfferDTO = {
  id: number;
  title: string;
  state_id: number;
  available_until: string | null;
  /** Who it is reserved for, when it is. */
  reserved_for: { id: number; username: string } | null;
  /** The gardener of this chat asked about it from its page (issue 31): such listings come first. */
  asked: boolean;
  /** A glut (issue 36): reserved a portion at a time; what is left and one gardener's most. */
  glut: { unit: Unit; remaining: number; max_per_person: number | null; help_yourself: boolean } | null;
};

export type ConversationTrades = {
  /** Whether the caller may reserve for or hand over to this gardener (they talked; no block either way). */
  can_trade: boolean;
  /** The caller's listings still on offer (available or reserved), when `can_trade`: the ones this gardener asked about first (latest ask first), then newest first. */
  offers: OfferDTO[];
  /** The trades between the two (both roles), newest first. */
  trades: TradeDTO[];
};

const OFFERS_MAX = 50;

/**
 * GET /api/trades/with/{user_id}: what the chat header's trade panel needs: the caller's listings
 * they could reserve for or hand over to this gardener, and the trades between them.
 */
export const conversationTrades = defineUseCase({
  name: "trades.with",
  caller: "signed-in",
  input: z.object({ user_id: pathId("User not found") }),
  run: async (viewer, { user_id }): Promise<ConversationTrades> => {
    const between = user_id === viewer.id ? [] : await tradesOf(viewer, { withUserId: user_id });
    const canTrade = user_id !== viewer.id && (await talkedTo(db(), viewer.id, user_id));
    if (!canTrade) return { can_trade: false, offers: [], trades: between };
    const rows = await db()
      .select({
        id: listings.id,
        title: listings.title,
        stateId: listings.stateId,
        availableUntil: listings.availableUntil,
        reservedForId: trades.receiverId,
        reservedForName: users.username,
        askedAt: askedAtSql(user_id),
        unit: listings.unit,
        remaining: listings.remaining,
        maxPerPerson: listings.maxPerPerson,
        helpYourself: listings.helpYourself,
      })
      .from(listings)
      // A whole listing's reservation (a glut's portions are trades of their own, one row each otherwise).
      .leftJoin(trades, and(eq(trades.listingId, listings.id), eq(trades.state, "reserved"), isNull(trades.portion)))
      .leftJoin(users, eq(users.id, trades.receiverId))
      .where(and(eq(listings.ownerId, viewer.id), eq(listings.isActive, true), inArray(listings.stateId, [1, 2]), stillOfferedSql()))
      .orderBy(sql`${askedAtSql(user_id)} desc nulls last`, sql`(${trades.receiverId} = ${user_id}) is true desc`, desc(listings.id), asc(trades.id))
      .limit(OFFERS_MAX);
    const offers = rows.map((r) => ({
      id: r.id,
      title: r.title,
      state_id: r.stateId,
      available_until: r.availableUntil,
      reserved_for: r.reservedForId && r.reservedForName ? { id: r.reservedForId, username: r.reservedForName } : null,
      asked: r.askedAt !== null,
      glut: r.unit !== null && r.remaining !== null ? { unit: r.unit, remaining: Number(r.remaining), max_per_person: r.maxPerPerson === null ? null : Number(r.maxPerPerson), help_yourself: r.helpYourself } : null,
    }));
    return { can_trade: true, offers, trades: between };
  },
});
