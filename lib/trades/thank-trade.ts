import { and, desc, eq, inArray, or } from "drizzle-orm";
import { db, schema } from "@/db";
import { isUniqueViolation } from "@/db/errors";
import { conflict, forbidden, notFound } from "@/lib/errors";
import { LISTING_NOT_FOUND } from "@/lib/validation/listings";
import { defineUseCase } from "@/lib/use-case";
import type { Viewer } from "@/lib/auth/session";
import type { Tx } from "@/db";
import { publishTradeChange, type TradeChange } from "./steps";
import { thanksDTO, EDIT_DAYS } from "./trade-records";
import { visibleListing } from "./access";
import { ALREADY_THANKED, NOT_RECEIVED_YET, THANKS_LOCKED } from "./refusals";
import { thanksInput } from "./schemas";
import { canSeeGardener } from "@/lib/visibility";
import { USER_NOT_FOUND } from "@/lib/blocks";

const { trades, tradeThanks } = schema;
const NOT_IN_TRADE = "Only the two gardeners of a trade can thank each other";

/**
 * The caller's received trade of this listing (giver or receiver), or the refusal that applies. A
 * listing the caller cannot see is "not found" (issue 29 L3), and so is a counterpart hidden from
 * the caller by the gardener rule (issue 29 L1: blocked either way, suspended, banned): nobody writes
 * or edits a note about someone they blocked or who blocked them, and the answer does not tell which.
 */
async function thankableTrade(tx: Tx, viewer: Viewer, listingId: number) {
  await visibleListing(tx, viewer, listingId);
  const [trade] = await tx
    .select()
    .from(trades)
    .where(and(eq(trades.listingId, listingId), inArray(trades.state, ["given", "received", "not_received"]), or(eq(trades.giverId, viewer.id), eq(trades.receiverId, viewer.id))))
    .orderBy(desc(trades.id))
    .limit(1);
  if (!trade) {
    const [any] = await tx.select({ id: trades.id }).from(trades).where(eq(trades.listingId, listingId)).limit(1);
    throw any ? forbidden(NOT_IN_TRADE) : notFound(LISTING_NOT_FOUND);
  }
  if (trade.state !== "received" || trade.receiverId === null) throw conflict(NOT_RECEIVED_YET);
  const subjectId = trade.giverId === viewer.id ? trade.receiverId : trade.giverId;
  if (!(await canSeeGardener(viewer, subjectId, tx))) throw notFound(USER_NOT_FOUND);
  return { trade, subjectId };
}

const ratingOf = (positive: boolean, noShow: boolean) => (noShow ? "no_show" : positive ? "up" : "down") as "up" | "down" | "no_show";

/** POST /api/listings/{id}/thanks {"text", "positive", "no_show"?}: once per side of a confirmed trade. */
export const thankTrade = defineUseCase({
  name: "trades.thank",
  caller: "signed-in",
  input: thanksInput,
  run: async (viewer, { id, text, positive, no_show }) => {
    const { row, change } = await db().transaction(async (tx) => {
      const { trade, subjectId } = await thankableTrade(tx, viewer, id);
      const [mine] = await tx.select({ id: tradeThanks.id }).from(tradeThanks).where(and(eq(tradeThanks.tradeId, trade.id), eq(tradeThanks.authorId, viewer.id))).limit(1);
      if (mine) throw conflict(ALREADY_THANKED);
      const [row] = await tx
        .insert(tradeThanks)
        .values({ tradeId: trade.id, authorId: viewer.id, subjectId, text, rating: ratingOf(positive, no_show) })
        .returning();
      const change: TradeChange = { listingId: id, step: "thanked", byUserId: viewer.id, toUserId: subjectId };
      return { row, change };
    }).catch((e) => {
      throw isUniqueViolation(e) ? conflict(ALREADY_THANKED) : e;
    });
    await publishTradeChange(change);
    return thanksDTO(row);
  },
});

/** PUT /api/listings/{id}/thanks: the author edits their thank-you within 7 days. */
export const editThanks = defineUseCase({
  name: "trades.edit-thanks",
  caller: "signed-in",
  input: thanksInput,
  run: async (viewer, { id, text, positive, no_show }) => {
    return db().transaction(async (tx) => {
      const { trade } = await thankableTrade(tx, viewer, id);
      const [mine] = await tx.select().from(tradeThanks).where(and(eq(tradeThanks.tradeId, trade.id), eq(tradeThanks.authorId, viewer.id))).limit(1).for("update");
      if (!mine) throw notFound("You have not thanked for this trade yet");
      if (Date.now() - new Date(mine.createdAt).getTime() >= EDIT_DAYS * 86_400_000) throw forbidden(THANKS_LOCKED);
      const [row] = await tx
        .update(tradeThanks)
        .set({ text, rating: ratingOf(positive, no_show), updatedAt: new Date() })
        .where(eq(tradeThanks.id, mine.id))
        .returning();
      return thanksDTO(row);
    });
  },
});
