import "@/lib/validation/zod-config";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { rowsOf } from "@/db/sql";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { notFound } from "@/lib/errors";
import { USER_NOT_FOUND } from "@/lib/blocks";
import { canSeeGardener } from "@/lib/visibility";

/** The record's window, its age-out, and how many ended trades it takes before it is shown (issue 32). */
export const RELIABILITY_DAYS = 90;
export const AGE_OUT_DAYS = 180;
export const MIN_TRADES = 3;
/** Fewer first-replies than this: no "usually replies within" (one quick answer says little). */
export const MIN_REPLIES = 3;
/** An unanswered first message counts as "not replied" once it is this old; younger ones are left out. */
const UNANSWERED_AFTER_DAYS = 7;
const DAY = 86_400_000;

export type Reliability = { shown: boolean; kept: number | null; pickups: number | null; days: 90; reply_hours: number | null; text: string | null };

/** One ended trade of the gardener: as the taker (a pickup) or as the giver. */
export type EndedTrade = { endedAt: Date; asTaker: boolean; noShow: boolean; didNotHappen: boolean };

/**
 * The kept-promise record from the gardener's ended trades and first replies (pure: the table test
 * drives it). Records older than 180 days are ignored entirely. pickups = reservations for them as
 * taker that ended in 90 days (completed or released); kept = those not released as a no-show (an
 * upheld or open dispute still counts; a dropped one does not) nor confirmed "didn't happen". Shown
 * only after 3 ended trades (either side, 180 days) and never when the 90 days hold exactly one
 * no-show (one bad day does not mark anyone). When not shown, the figures are withheld too, so the
 * API does not tell what the page hides.
 */
export function reliabilityOf(ended: EndedTrade[], replyDelaysHours: number[], now = new Date()): Reliability {
  const since = (days: number) => now.getTime() - days * DAY;
  const recent = ended.filter((t) => t.endedAt.getTime() >= since(AGE_OUT_DAYS));
  const pickups = recent.filter((t) => t.asTaker && t.endedAt.getTime() >= since(RELIABILITY_DAYS));
  const noShows = pickups.filter((t) => t.noShow).length;
  const kept = pickups.filter((t) => !t.noShow && !t.didNotHappen).length;
  const shown = recent.length >= MIN_TRADES && pickups.length > 0 && noShows !== 1;
  const reply_hours = medianHours(replyDelaysHours);
  const replies = reply_hours === null ? null : `usually replies within ${reply_hours} h`;
  const record = `kept ${kept} of ${pickups.length} pickups in ${RELIABILITY_DAYS} days`;
  const text = shown ? [record, replies].filter(Boolean).join(" · ") : replies && replies[0].toUpperCase() + replies.slice(1);
  return { shown, kept: shown ? kept : null, pickups: shown ? pickups.length : null, days: RELIABILITY_DAYS, reply_hours, text };
}

/** The median, in whole hours rounded up (at least 1); null with too few or when most never got a reply. */
export function medianHours(delays: number[]): number | null {
  if (delays.length < MIN_REPLIES) return null;
  const sorted = [...delays].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  return Number.isFinite(median) ? Math.max(1, Math.ceil(median)) : null;
}

/** The gardener's ended trades in the last 180 days, from the trade records (never typed by anyone). */
async function endedTradesOf(userId: number, now: Date): Promise<EndedTrade[]> {
  const since = new Date(now.getTime() - AGE_OUT_DAYS * DAY).toISOString();
  const rows = await rowsOf<{ ended_at: string | Date; as_taker: boolean; no_show: boolean; did_not_happen: boolean }>(sql`
    select coalesce(case when state = 'released' then released_at end, completed_at, updated_at) as ended_at,
           receiver_id = ${userId} as as_taker,
           (state = 'released' and release_reason = 'no_show' and dispute_state is distinct from 'dropped') as no_show,
           state = 'not_received' as did_not_happen
      from trades
     where (receiver_id = ${userId} or giver_id = ${userId})
       and (state in ('given', 'received', 'not_received', 'done') or (state = 'released' and receiver_id is not null))
       and coalesce(case when state = 'released' then released_at end, completed_at, updated_at) >= ${since}::timestamptz`);
  return rows.map((r) => ({ endedAt: new Date(r.ended_at), asTaker: r.as_taker, noShow: r.no_show, didNotHappen: r.did_not_happen }));
}

/**
 * Hours from the first message of someone new (a conversation they started in the last 90 days) to the
 * gardener's first reply; an unanswered one older than a week counts as never (Infinity).
 */
async function replyDelaysOf(userId: number, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - RELIABILITY_DAYS * DAY).toISOString();
  const rows = await rowsOf<{ opened_at: string | Date; replied_at: string | Date | null }>(sql`
    with firsts as (
      select distinct on (least(sender_id, receiver_id), greatest(sender_id, receiver_id)) sender_id, receiver_id, created_at
        from messages
       where sender_id = ${userId} or receiver_id = ${userId}
       order by least(sender_id, receiver_id), greatest(sender_id, receiver_id), id)
    select f.created_at as opened_at,
           (select min(m.created_at) from messages m where m.sender_id = ${userId} and m.receiver_id = f.sender_id and m.created_at >= f.created_at) as replied_at
      from firsts f
     where f.receiver_id = ${userId} and f.created_at >= ${since}::timestamptz
     order by f.created_at desc
     limit 200`);
  const delays: number[] = [];
  for (const r of rows) {
    const opened = new Date(r.opened_at).getTime();
    if (r.replied_at) delays.push((new Date(r.replied_at).getTime() - opened) / 3_600_000);
    else if (now.getTime() - opened > UNANSWERED_AFTER_DAYS * DAY) delays.push(Infinity);
  }
  return delays;
}

export async function reliabilityFor(userId: number, now = new Date()): Promise<Reliability> {
  const [ended, delays] = await Promise.all([endedTradesOf(userId, now), replyDelaysOf(userId, now)]);
  return reliabilityOf(ended, delays, now);
}

/**
 * GET /api/users/{id}/reliability: the kept-promise record ("kept 14 of 15 pickups in 90 days ·
 * usually replies within 3 h"). 404 "User not found" when the gardener is hidden from the caller
 * (suspended, banned, blocked either way), as their profile is.
 */
export const getReliability = defineUseCase({
  name: "trades.reliability",
  caller: "anyone",
  input: z.object({ id: pathId(USER_NOT_FOUND) }),
  run: async (viewer, { id }) => {
    if (!(await canSeeGardener(viewer, id))) throw notFound(USER_NOT_FOUND);
    return reliabilityFor(id);
  },
});
