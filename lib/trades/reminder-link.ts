import "@/lib/validation/zod-config";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema, type Tx } from "@/db";
import { forbidden } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defaultAvailableUntil } from "@/lib/validation/freshness";
import { freshBounds } from "@/lib/crops/keeping";
import { defineUseCase } from "@/lib/use-case";
import { parseReminderToken, reminderTokenValid, type ReminderAction } from "./reminder-token";
import { markCompleted } from "./steps";

const { listings } = schema;

/** The one answer to a forged, altered, expired or stale link: it never says which. */
export const LINK_INVALID = "This link is not valid any more. Open the listing to renew it or mark it as gone.";

const tokenInput = z.object({ token: z.string({ message: LINK_INVALID }).max(200, LINK_INVALID) });

export type ReminderLink = {
  listing: { id: number; title: string; state_id: number; available_until: string | null };
  action: ReminderAction;
  /** "Still available" offers it for this many more days from today (the category's default). */
  renew_days: number;
  /** Whether the action is already done (renewed since, or completed): using the link again changes nothing. */
  done: boolean;
};

/** The listing a token names, locked when `tx` is a transaction, if the token is valid for its owner. */
async function linked(tx: Tx, token: string, lock: boolean) {
  const t = parseReminderToken(token);
  if (!t) throw forbidden(LINK_INVALID);
  const q = tx
    .select({ id: listings.id, ownerId: listings.ownerId, title: listings.title, stateId: listings.stateId, until: listings.availableUntil, categoryId: listings.categoryId, crops: listings.crops, remindedAt: listings.expiryRemindedAt })
    .from(listings)
    .where(eq(listings.id, t.listingId));
  const [row] = lock ? await q.for("update") : await q;
  if (!row || !reminderTokenValid(t, row.ownerId)) throw forbidden(LINK_INVALID);
  // "Still available" is done once the listing was renewed (the reminder was cleared); "It's gone" once completed.
  const done = t.action === "gone" ? row.stateId === 3 : row.remindedAt === null || row.stateId === 3;
  return { t, row, done };
}

const view = (row: { id: number; title: string; stateId: number; until: string | null; categoryId: number; crops: string[] }, action: ReminderAction, done: boolean): ReminderLink => ({
  listing: { id: row.id, title: row.title, state_id: row.stateId, available_until: row.until },
  action,
  renew_days: freshBounds(row.categoryId, row.crops).defaultDays,
  done,
});

/** GET /api/listing-reminder?token=: what a reminder link would do (the confirmation page); changes nothing. */
export const checkReminderLink = defineUseCase({
  name: "listings.reminder-link.check",
  caller: "anyone",
  input: tokenInput,
  limits: LIMITS.reminderLink,
  run: async (_viewer, { token }) => {
    const { t, row, done } = await linked(db(), token, false);
    return view(row, t.action, done);
  },
});

/**
 * POST /api/listing-reminder {"token"}: the owner's answer from the reminder e-mail, without logging
 * in. "renew": offered again until the category's default day from today. "gone": completed with
 * someone else (leaves the marketplace; a reservation is released). Idempotent: a second use answers
 * `done` and changes nothing.
 */
export const applyReminderLink = defineUseCase({
  name: "listings.reminder-link.use",
  caller: "anyone",
  input: tokenInput,
  limits: LIMITS.reminderLink,
  run: async (_viewer, { token }) =>
    db().transaction(async (tx) => {
      const { t, row, done } = await linked(tx, token, true);
      if (done) return view(row, t.action, true);
      if (t.action === "renew") {
        const until = defaultAvailableUntil(row.categoryId, undefined, freshBounds(row.categoryId, row.crops));
        await tx.update(listings).set({ availableUntil: until, expiryRemindedAt: null, updatedAt: new Date() }).where(eq(listings.id, row.id));
        return view({ ...row, until }, t.action, true);
      }
      await markCompleted(tx, row.id, row.ownerId, null);
      return view({ ...row, stateId: 3 }, t.action, true);
    }),
});
