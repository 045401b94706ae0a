import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { subscribe } from "@/lib/events";
import { defineJob, every } from "@/lib/jobs";
import { log } from "@/lib/log";
import { insertNotifications, publishCreated } from "@/lib/notifications";
import { GERMINATION_DAYS, hashGiftEmail, newLotCode } from "./index";

const { seedLots, seedLotReports, trades, users } = schema;

/**
 * A seed trade completed (trade.changed "given"): when the giver's listing carries a seed lot, the
 * receiver gets their own lot of it, its parent the giver's (source "swapped", the same variety,
 * pollination and month saved), and a grow-out prompt due GERMINATION_DAYS later. Once per trade
 * (`trade_id` is unique), so a repeated event changes nothing. Returns the new lot's code, or null.
 */
export async function receiverLotFor(listingId: number, giverId: number, receiverId: number): Promise<string | null> {
  return db().transaction(async (tx) => {
    const [lot] = await tx.select().from(seedLots).where(and(eq(seedLots.listingId, listingId), eq(seedLots.ownerId, giverId))).limit(1);
    if (!lot) return null;
    const [trade] = await tx
      .select({ id: trades.id })
      .from(trades)
      .where(and(eq(trades.listingId, listingId), eq(trades.giverId, giverId), eq(trades.receiverId, receiverId), inArray(trades.state, ["given", "received"])))
      .limit(1);
    if (!trade) return null;
    const at = now();
    const [made] = await tx
      .insert(seedLots)
      .values({
        code: newLotCode(),
        ownerId: receiverId,
        crop: lot.crop,
        variety: lot.variety,
        pollination: lot.pollination,
        savedMonth: lot.savedMonth,
        savedYear: lot.savedYear,
        source: "swapped",
        parentId: lot.id,
        tradeId: trade.id,
        promptDueAt: new Date(at.getTime() + GERMINATION_DAYS * 86_400_000),
      })
      .onConflictDoNothing()
      .returning({ code: seedLots.code });
    return made?.code ?? null;
  });
}

/**
 * A gardener confirmed an address: every gift lot waiting for it becomes theirs, with its grow-out
 * prompt due GERMINATION_DAYS from now. Returns how many were claimed.
 */
export async function claimGifts(userId: number): Promise<number> {
  const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return 0;
  const claimed = await db()
    .update(seedLots)
    .set({ ownerId: userId, pendingEmailHash: null, promptDueAt: new Date(now().getTime() + GERMINATION_DAYS * 86_400_000) })
    .where(and(isNull(seedLots.ownerId), eq(seedLots.pendingEmailHash, hashGiftEmail(user.email))))
    .returning({ id: seedLots.id });
  return claimed.length;
}

/**
 * The receiver said a seed trade did not happen ("It didn't happen"): the lot made for them when it was
 * marked given goes again, unless they already reported on it or a lot grew from it (then the record
 * is theirs to keep). Returns whether one went.
 */
export async function dropUnreceivedLot(listingId: number, giverId: number, receiverId: number): Promise<boolean> {
  const dropped = await db()
    .delete(seedLots)
    .where(
      and(
        eq(seedLots.ownerId, receiverId),
        sql`${seedLots.tradeId} in (select t.id from ${trades} t where t.listing_id = ${listingId} and t.giver_id = ${giverId} and t.receiver_id = ${receiverId} and t.state = 'not_received')`,
        sql`not exists (select 1 from ${seedLots} c where c.parent_id = ${seedLots.id})`,
        sql`not exists (select 1 from ${seedLotReports} r where r.lot_id = ${seedLots.id})`,
      ),
    )
    .returning({ id: seedLots.id });
  return dropped.length > 0;
}

subscribe("email.confirmed", "seed-lots.claim-gifts", ({ userId }) => claimGifts(userId));

subscribe("trade.changed", "seed-lots.receiver-lot", async ({ listingId, step, byUserId, toUserId }) => {
  if (step === "given") await receiverLotFor(listingId, byUserId, toUserId);
  // "confirmed" is said by the receiver, either way: only a trade that did not happen drops its lot.
  if (step === "confirmed") await dropUnreceivedLot(listingId, toUserId, byUserId);
});

/**
 * The one grow-out prompt per received lot: a bell item (live and by push) once its time came, on
 * the injected clock. Exactly once across instances and retries: `prompted_at` is claimed by a
 * conditional update in the transaction that writes the bell item. Returns how many were prompted.
 */
export async function sendGrowOutPrompts(): Promise<number> {
  const at = now();
  const due = await db()
    .select({ id: seedLots.id })
    .from(seedLots)
    .where(and(isNull(seedLots.promptedAt), lte(seedLots.promptDueAt, at)))
    .limit(200);
  let prompted = 0;
  for (const { id } of due) {
    const created = await db().transaction(async (tx) => {
      const [claimed] = await tx
        .update(seedLots)
        .set({ promptedAt: at })
        .where(and(eq(seedLots.id, id), isNull(seedLots.promptedAt)))
        .returning({ ownerId: seedLots.ownerId, code: seedLots.code });
      if (!claimed?.ownerId) return [];
      // The note carries the lot's code: the bell item links to its page, where the report is made.
      return insertNotifications(tx, [{ userId: claimed.ownerId, kind: "grow_out_prompt", actorId: null, note: claimed.code }]);
    });
    if (!created.length) continue;
    prompted += 1;
    await publishCreated(created);
  }
  return prompted;
}

/** Every 15 minutes, on one instance per tick: a prompt days after the sowing may be minutes late. */
export const growOutPromptJob = defineJob<Record<string, never>>("seed-lots.grow-out-prompts", { retryLimit: 2, expireInSeconds: 240 }, async () => {
  const n = await sendGrowOutPrompts();
  if (n) log.info(`seed lots: ${n} grow-out prompts`);
});
every(growOutPromptJob, "*/15 * * * *");
