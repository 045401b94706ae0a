import "@/lib/validation/zod-config";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { qualified } from "@/db/sql";
import { addDays, dayOf, now } from "@/lib/clock";
import { forbidden, invalid } from "@/lib/errors";
import { loadGroup, requireGoodStanding } from "./index";
import { groupIdInput } from "./schemas";
import { defineUseCase } from "@/lib/use-case";
import { isoDay } from "@/lib/validation/listings";
import { FACTORS, figuresOf, totalsWhere, weeklyTotalsWhere, weeksBetween, type Factors, type Figures } from "@/lib/impact/figures";

export const MEMBERS_ONLY = "Only the group's members can see its impact";
export const RANGE_TOO_LONG = "Ask for at most two years at a time";
const MAX_DAYS = 731;
const DEFAULT_DAYS = 12 * 7;

export type GroupImpactWeek = { week_starting: string } & Figures;
export type GroupImpact = { group_id: number; from: string; to: string; totals: Figures; weeks: GroupImpactWeek[]; factors: Factors };

/**
 * GET /api/groups/{id}/impact?from=&to=&format=json|csv: what the group's members handed over to each
 * other (giver and receiver both members now, decision 0226), in total and per week (Monday, UTC).
 * Members only: a non-member, a pending one or a gardener in bad standing is refused (403); a group
 * the caller may not see answers 404. `from`/`to` are days (inclusive); by default the last 12 weeks (from a Monday).
 */
export const getGroupImpact = defineUseCase({
  name: "impact.group",
  caller: "signed-in",
  input: groupIdInput.extend({ from: isoDay.optional(), to: isoDay.optional(), format: z.enum(["json", "csv"]).default("json") }),
  run: async (viewer, { id, from, to }): Promise<GroupImpact> => {
    const tx = db();
    const { membership } = await loadGroup(tx, viewer, id);
    await requireGoodStanding(tx, viewer);
    if (membership?.status !== "member") throw forbidden(MEMBERS_ONLY);
    const last = to ?? dayOf(now());
    const first = from ?? weeksBetween(new Date(`${addDays(last, -DEFAULT_DAYS + 7)}T00:00:00Z`), new Date(`${last}T00:00:00Z`))[0];
    const days = (Date.parse(last) - Date.parse(first)) / 86_400_000;
    if (days < 0) throw invalid("`from` must not be after `to`", [{ loc: ["query", "from"], msg: "`from` must not be after `to`", type: "value_error" }]);
    if (days > MAX_DAYS) throw invalid(RANGE_TOO_LONG, [{ loc: ["query", "from"], msg: RANGE_TOO_LONG, type: "value_error" }]);
    const start = new Date(`${first}T00:00:00Z`);
    const end = new Date(`${addDays(last, 1)}T00:00:00Z`);
    const gm = schema.groupMembers;
    const member = (col: ReturnType<typeof qualified>) => sql`${col} in (select ${qualified(gm.userId)} from ${gm} where ${qualified(gm.groupId)} = ${id} and ${qualified(gm.status)} = 'member')`;
    const within = sql`${member(qualified(schema.trades.giverId))} and ${member(qualified(schema.trades.receiverId))}`;
    const [totals, weekly] = await Promise.all([totalsWhere(within, start, end), weeklyTotalsWhere(within, start, end)]);
    const empty = { trades: 0, grams: 0, foodGrams: 0, people: 0 };
    const zero: Figures = { shown: true, trades: 0, kg: 0, meals: 0, co2e_kg: 0, people: 0 };
    const weeks = weeksBetween(start, new Date(end.getTime() - 1)).map((week) => {
      const t = weekly.get(week) ?? empty;
      return { week_starting: week, ...(t.trades ? figuresOf(t) : zero) };
    });
    return { group_id: id, from: first, to: last, totals: totals.trades ? figuresOf(totals) : zero, weeks, factors: FACTORS };
  },
});

/** The CSV export: one row per week, then the factors used, so a funding report can cite them. */
export function groupImpactCsv(g: GroupImpact): string {
  const rows = [["week_starting", "trades", "kg_shared", "meals", "kg_co2e", "people_shared_with"].join(",")];
  for (const w of g.weeks) rows.push([w.week_starting, w.trades, w.kg, w.meals, w.co2e_kg, w.people].join(","));
  rows.push(["total", g.totals.trades, g.totals.kg, g.totals.meals, g.totals.co2e_kg, g.totals.people].join(","));
  return rows.join("\r\n") + "\r\n";
}
