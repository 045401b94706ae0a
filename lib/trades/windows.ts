import "@/lib/validation/zod-config";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { schema, type Tx } from "@/db";
import type { PickupWindow } from "@/db/schema";
import { now } from "@/lib/clock";
import { perishabilityOf } from "@/lib/crops/perishability";
import { invalid } from "@/lib/errors";

const { tradeWindows, listings } = schema;

/**
 * Pickup windows (issue 32, decision 0212): the owner's up to 5 on the listing (lib/handover) and the
 * one a trade's two gardeners agree on (table trade_windows). A window is two ISO datetimes; it is
 * stored and answered in UTC. The rules are the same everywhere: end after start, at most a day long,
 * not over yet, and not after the listing's "available until" day.
 */
export const WINDOW_INVALID = "A window is {\"start\", \"end\"}: ISO date-times, the end after the start";
export const WINDOW_ORDER = "The window must end after it starts";
export const WINDOW_TOO_LONG = "A window is at most 24 hours long";
export const WINDOW_PAST = "That time is already over: choose a later one";
export const WINDOW_AFTER_UNTIL = "The window must end by the listing's last day (available until)";
export const WINDOW_TOO_FAR = "Choose a time within the next 90 days";
export const MAX_WINDOWS = 5;
const MAX_MS = 24 * 3_600_000;
const AHEAD_MS = 90 * 86_400_000;

const when = z.iso.datetime({ offset: true, message: WINDOW_INVALID });
export const windowInput = z
  .object({ start: when, end: when }, { message: WINDOW_INVALID })
  .transform((w) => ({ start: new Date(w.start).toISOString(), end: new Date(w.end).toISOString() }))
  .refine((w) => w.end > w.start, { message: WINDOW_ORDER, path: ["end"] })
  .refine((w) => Date.parse(w.end) - Date.parse(w.start) <= MAX_MS, { message: WINDOW_TOO_LONG, path: ["end"] });

/** Whether a (well-formed) window fits the listing now: not over, not too far, not after its last day. 422 naming `field` otherwise. */
export function checkWindowFits(w: PickupWindow, availableUntil: string | null, field: (string | number)[]) {
  const fail = (msg: string) => invalid(msg, [{ loc: ["body", ...field], msg, type: "value_error" }]);
  const t = now().getTime();
  if (Date.parse(w.end) <= t) throw fail(WINDOW_PAST);
  if (Date.parse(w.start) > t + AHEAD_MS) throw fail(WINDOW_TOO_FAR);
  // "Available until" is a UTC calendar day: the window ends by its last moment.
  if (availableUntil && Date.parse(w.end) > Date.parse(`${availableUntil}T23:59:59.999Z`)) throw fail(WINDOW_AFTER_UNTIL);
}

/** A trade's pickup time as each side sees it. */
export type TradeWindowDTO = {
  start: string;
  end: string;
  /** proposed: waiting for the other side; agreed: both said yes; declined: the proposal was turned down. */
  state: "proposed" | "agreed" | "declined";
  proposed_by: "me" | "them";
  /** The reserved gardener's answer to the reminder: true still coming, false can't make it, null not yet. */
  coming: boolean | null;
};

type Row = typeof tradeWindows.$inferSelect;
const dto = (r: Row, viewerId: number): TradeWindowDTO => ({
  start: r.startsAt.toISOString(),
  end: r.endsAt.toISOString(),
  state: r.status,
  proposed_by: r.proposedBy === viewerId ? "me" : "them",
  coming: r.coming,
});

/** The windows of these trades, by trade id, as `viewerId` sees them (My trades, the chat's trade panel). */
export async function windowsOf(tx: Tx, tradeIds: number[], viewerId: number): Promise<Map<number, TradeWindowDTO>> {
  if (!tradeIds.length) return new Map();
  const rows = await tx.select().from(tradeWindows).where(inArray(tradeWindows.tradeId, tradeIds));
  return new Map(rows.map((r) => [r.tradeId, dto(r, viewerId)]));
}

export async function windowRow(tx: Tx, tradeId: number): Promise<Row | null> {
  const [row] = await tx.select().from(tradeWindows).where(eq(tradeWindows.tradeId, tradeId)).for("update");
  return row ?? null;
}

/** The listing's last day and crops, for the window rules and the reminder's lead time. */
export async function listingTiming(tx: Tx, listingId: number) {
  const [row] = await tx.select({ until: listings.availableUntil, crops: listings.crops, categoryId: listings.categoryId }).from(listings).where(eq(listings.id, listingId));
  return row ?? { until: null, crops: [], categoryId: 1 };
}

/** `byUserId` proposes `w` for the trade (replacing any earlier proposal or agreement); the rules are checked here. */
export async function proposeWindowIn(tx: Tx, trade: { id: number; listingId: number }, byUserId: number, w: PickupWindow, field: (string | number)[] = ["window"]) {
  const { until } = await listingTiming(tx, trade.listingId);
  checkWindowFits(w, until, field);
  const values = { startsAt: new Date(w.start), endsAt: new Date(w.end), status: "proposed" as const, proposedBy: byUserId, agreedAt: null, remindAt: null, remindedAt: null, coming: null, updatedAt: now() };
  await tx
    .insert(tradeWindows)
    .values({ tradeId: trade.id, ...values })
    .onConflictDoUpdate({ target: tradeWindows.tradeId, set: values });
}

export const SOFT_FRUIT_LEAD_HOURS = 3;
/** The evening before (UTC) for what keeps. */
export const EVENING_HOUR_UTC = 18;

/**
 * When the reserved gardener is asked "Still coming?": a few hours before the window for soft fruit
 * and berries (they spoil), else 18:00 UTC the day before. Never before the agreement itself (a window
 * agreed late is reminded at once) and never after the window starts.
 */
export function remindAtFor(start: Date, perishable: boolean, agreedAt: Date): Date {
  let at: Date;
  if (perishable) at = new Date(start.getTime() - SOFT_FRUIT_LEAD_HOURS * 3_600_000);
  else {
    const day = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() - 1, EVENING_HOUR_UTC));
    at = day;
  }
  return at < agreedAt ? agreedAt : at;
}

/** The reminder time of a trade's window agreed now, from the listing's crop. */
export async function remindAtOf(tx: Tx, listingId: number, start: Date, agreedAt: Date): Promise<Date> {
  const { crops, categoryId } = await listingTiming(tx, listingId);
  return remindAtFor(start, perishabilityOf(crops, categoryId) === "hours", agreedAt);
}
