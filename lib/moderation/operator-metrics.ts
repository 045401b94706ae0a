import "@/lib/validation/zod-config";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { rowsOf } from "@/db/sql";
import { now } from "@/lib/clock";
import { weeksBetween } from "@/lib/impact/figures";
import { defineUseCase } from "@/lib/use-case";

export const DASHBOARD_WEEKS = 12;

/** One week (Monday, UTC) of the operator's dashboard: counts and rates only, no gardener named. */
export type OperatorWeek = {
  week_starting: string;
  new_listings: number;
  completed_trades: number;
  /** Median hours from a gardener's first message in a conversation to the first answer; null when none was answered. */
  median_first_reply_hours: number | null;
  first_replies: number;
  /** Released as "didn't show up" (a dropped dispute not counted) of the pickups that ended that week. */
  no_show_rate: number | null;
  no_shows: number;
  pickups_ended: number;
  /** Match notifications of the week whose listing was then handed over to the gardener who wished for it. */
  match_conversion: number | null;
  match_notifications: number;
  matches_traded: number;
  reports_handled: number;
};
export type OperatorMetrics = { weeks: OperatorWeek[]; generated_at: string };

const week = (col: SQL) => sql`to_char(date_trunc('week', ${col} at time zone 'UTC'), 'YYYY-MM-DD')`;
const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : null);

type Row = { week: string; a: number | string | null; b?: number | string | null };
async function byWeek(query: SQL): Promise<Map<string, Row>> {
  return new Map((await rowsOf<Row>(query)).map((r) => [String(r.week), r]));
}

/**
 * GET /api/admin/metrics and /moderation/dashboard: the last 12 weeks of how the neighbourhood is
 * doing (issue 37), each figure one SQL aggregate. Moderators and the operator's MODERATOR_EMAILS
 * only (everyone else 404, as the desk). Ended pickups and no-shows follow the kept-promise record
 * (lib/trades/reliability.ts); first replies the "usually replies within" rule.
 */
export const operatorMetrics = defineUseCase({
  name: "moderation.metrics",
  caller: "moderator",
  input: z.object({}),
  run: async (): Promise<OperatorMetrics> => {
    const at = now();
    const weeks = weeksBetween(new Date(at.getTime() - (DASHBOARD_WEEKS - 1) * 7 * 86_400_000), at);
    const since = sql`${`${weeks[0]}T00:00:00Z`}::timestamptz`;
    const ended = sql`coalesce(case when state = 'released' then released_at end, completed_at, updated_at)`;
    const [listings, trades, replies, pickups, matches, reports] = await Promise.all([
      byWeek(sql`select ${week(sql`created_at`)} as week, count(*) as a from listings where created_at >= ${since} group by 1`),
      byWeek(sql`select ${week(sql`completed_at`)} as week, count(*) as a from trades where state in ('given', 'received', 'done') and completed_at >= ${since} group by 1`),
      byWeek(sql`
        with firsts as (
          select distinct on (least(sender_id, receiver_id), greatest(sender_id, receiver_id)) sender_id, receiver_id, created_at
            from messages order by least(sender_id, receiver_id), greatest(sender_id, receiver_id), id),
        answered as (
          select f.created_at as opened_at,
                 (select min(m.created_at) from messages m where m.sender_id = f.receiver_id and m.receiver_id = f.sender_id and m.created_at >= f.created_at) as replied_at
            from firsts f where f.created_at >= ${since})
        select ${week(sql`opened_at`)} as week,
               percentile_cont(0.5) within group (order by extract(epoch from (replied_at - opened_at)) / 3600.0) as a,
               count(*) as b
          from answered where replied_at is not null group by 1`),
      byWeek(sql`
        select ${week(ended)} as week,
               count(*) filter (where state = 'released' and release_reason = 'no_show' and dispute_state is distinct from 'dropped') as a,
               count(*) as b
          from trades
         where receiver_id is not null and (state in ('given', 'received', 'not_received', 'done') or state = 'released') and ${ended} >= ${since}
         group by 1`),
      byWeek(sql`
        select ${week(sql`n.created_at`)} as week,
               count(*) filter (where exists (select 1 from trades t where t.listing_id = n.listing_id and t.receiver_id = n.user_id and t.state in ('given', 'received'))) as a,
               count(*) as b
          from notifications n where n.kind = 'match' and n.created_at >= ${since} group by 1`),
      byWeek(sql`select ${week(sql`resolved_at`)} as week, count(*) as a from reports where status <> 'open' and resolved_at >= ${since} group by 1`),
    ]);
    const n = (m: Map<string, Row>, w: string, k: "a" | "b" = "a") => Number(m.get(w)?.[k] ?? 0);
    return {
      generated_at: at.toISOString(),
      weeks: weeks.map((w) => {
        const median = replies.get(w)?.a;
        return {
          week_starting: w,
          new_listings: n(listings, w),
          completed_trades: n(trades, w),
          median_first_reply_hours: median === null || median === undefined ? null : Math.round(Number(median) * 10) / 10,
          first_replies: n(replies, w, "b"),
          no_show_rate: rate(n(pickups, w), n(pickups, w, "b")),
          no_shows: n(pickups, w),
          pickups_ended: n(pickups, w, "b"),
          match_conversion: rate(n(matches, w), n(matches, w, "b")),
          match_notifications: n(matches, w, "b"),
          matches_traded: n(matches, w),
          reports_handled: n(reports, w),
        };
      }),
    };
  },
});
