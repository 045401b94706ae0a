import { sql, type SQL } from "drizzle-orm";
import { schema } from "@/db";
import { qualified, rowsOf } from "@/db/sql";
import { CATEGORY_DEFAULTS } from "./unit-weights";

/**
 * The harvest counted (issue 37, decision 0226): kg shared, meals, CO2e and people shared with, from
 * completed trades (handed over, confirmed, or given to someone not on GardenSwap). The factors and
 * their sources are shown wherever the figures are.
 */
export const MEAL_GRAMS = 420;
export const MEAL_SOURCE = "WRAP's recommended meal size for reporting redistributed food (420 g a meal, Courtauld 2025 Redistribution Working Group, 2018)";
export const CO2E_PER_KG = 2.5;
export const CO2E_SOURCE = "WRAP, Food surplus and waste in the UK – key facts (January 2020): 9.5 Mt of food waste, over 25 Mt CO2e, about 2.5 kg CO2e a kg, rounded down";
export const FACTORS = { meal_grams: MEAL_GRAMS, meal_source: MEAL_SOURCE, co2e_per_kg: CO2E_PER_KG, co2e_source: CO2E_SOURCE };
export type Factors = typeof FACTORS;

/** A neighbourhood's figures are shown from this many trades: fewer could point at one gardener's trade. */
export const MIN_PLACE_TRADES = 3;

export type Totals = { trades: number; grams: number; foodGrams: number; people: number };
export type Figures = { shown: boolean; trades: number | null; kg: number | null; meals: number | null; co2e_kg: number | null; people: number | null };

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Totals as figures. kg counts everything handed over (seed packets and seedlings too); meals and CO2e
 * count produce only (food). Below `minTrades` nothing is shown and every figure is withheld.
 */
export function figuresOf(t: Totals, minTrades = 1): Figures {
  if (t.trades < minTrades || t.trades === 0) return { shown: false, trades: null, kg: null, meals: null, co2e_kg: null, people: null };
  return {
    shown: true,
    trades: t.trades,
    kg: round1(t.grams / 1000),
    meals: Math.floor(t.foodGrams / MEAL_GRAMS),
    co2e_kg: round1((t.foodGrams / 1000) * CO2E_PER_KG),
    people: t.people,
  };
}

// ---- Windows: per person only over a window (no all-time figures of people) ----

export const WINDOWS = ["season", "12m"] as const;
export type ImpactWindow = (typeof WINDOWS)[number];
const SOUTHERN = new Set(["AU", "NZ"]);

/**
 * "This season": the growing year so far, from 1 March in the northern hemisphere and 1 September in
 * Australia and New Zealand (meteorological spring), so a January page still shows last year's harvest.
 */
export function windowOf(window: ImpactWindow, now: Date, country: string | null): { from: Date; to: Date; label: string } {
  if (window === "12m") {
    const from = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()));
    return { from, to: now, label: "the last 12 months" };
  }
  const month = country && SOUTHERN.has(country) ? 8 : 2;
  const year = now.getUTCMonth() >= month ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const from = new Date(Date.UTC(year, month, 1));
  return { from, to: now, label: `this season (since ${from.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })})` };
}

// ---- SQL: completed trades and their weights ----

const { trades, listings } = schema;

/** Handed over: given (awaiting confirmation), received, or given to someone not on GardenSwap. */
export const COMPLETED_SQL = sql`${qualified(trades.state)} in ('given', 'received', 'done')`;

/** The trade's weight: the stored one, or for a trade completed before weights were kept, its category's default. */
export const WEIGHT_SQL = sql`coalesce(${qualified(trades.weightGrams)}, case ${qualified(listings.categoryId)} when 2 then ${sql.raw(String(CATEGORY_DEFAULTS[2].grams))} when 3 then ${sql.raw(String(CATEGORY_DEFAULTS[3].grams))} else ${sql.raw(String(CATEGORY_DEFAULTS[1].grams))} end)`;

type TotalsRow = { trades: number | string; grams: number | string | null; food_grams: number | string | null; people: number | string };
const totalsOfRow = (r: TotalsRow | undefined): Totals => ({ trades: Number(r?.trades ?? 0), grams: Number(r?.grams ?? 0), foodGrams: Number(r?.food_grams ?? 0), people: Number(r?.people ?? 0) });

const TOTALS_COLUMNS = sql`count(*) as trades, sum(${WEIGHT_SQL}) as grams, sum(${WEIGHT_SQL}) filter (where ${qualified(listings.categoryId)} = 1) as food_grams, count(distinct ${qualified(trades.receiverId)}) as people`;

/** Totals of the completed trades matching `where`, completed in [from, to). Aggregates only. */
export async function totalsWhere(where: SQL, from: Date, to: Date): Promise<Totals> {
  const [row] = await rowsOf<TotalsRow>(sql`
    select ${TOTALS_COLUMNS}
      from ${trades} join ${listings} on ${qualified(listings.id)} = ${qualified(trades.listingId)}
     where ${COMPLETED_SQL} and ${qualified(trades.completedAt)} >= ${from.toISOString()}::timestamptz and ${qualified(trades.completedAt)} < ${to.toISOString()}::timestamptz and ${where}`);
  return totalsOfRow(row);
}

/** The same totals per week (Monday, UTC), for the weeks that had any. */
export async function weeklyTotalsWhere(where: SQL, from: Date, to: Date): Promise<Map<string, Totals>> {
  const rows = await rowsOf<TotalsRow & { week: string | Date }>(sql`
    select to_char(date_trunc('week', ${qualified(trades.completedAt)} at time zone 'UTC'), 'YYYY-MM-DD') as week, ${TOTALS_COLUMNS}
      from ${trades} join ${listings} on ${qualified(listings.id)} = ${qualified(trades.listingId)}
     where ${COMPLETED_SQL} and ${qualified(trades.completedAt)} >= ${from.toISOString()}::timestamptz and ${qualified(trades.completedAt)} < ${to.toISOString()}::timestamptz and ${where}
     group by 1`);
  return new Map(rows.map((r) => [String(r.week), totalsOfRow(r)]));
}

/** Mondays (UTC, "YYYY-MM-DD") of the weeks from `from`'s to `to`'s, oldest first. */
export function weeksBetween(from: Date, to: Date): string[] {
  const monday = (d: Date) => {
    const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    return day - ((new Date(day).getUTCDay() + 6) % 7) * 86_400_000;
  };
  const out: string[] = [];
  for (let t = monday(from); t <= to.getTime(); t += 7 * 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
