import { sql } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { CROPS } from "@/lib/crops/catalogue";
import { restrictedIdsSql } from "@/lib/visibility";

/**
 * The group board (issue 34, beyond the peers): "6 plots are picking courgettes this week",
 * computed from listings. A plot is a member; picking is a produce listing (category 1) of the crop
 * posted in the last 7 days, still up and not hidden by a moderator, by a member in good standing.
 * Only counts leave here, never who: the top one or two crops, most plots first.
 */

const { listings, groupMembers } = schema;
const CROP_BY_KEY = new Map(CROPS.map((c) => [c.key, c]));
export const BOARD_DAYS = 7;

export type BoardLine = { crop: string; name: string; plots: number; text: string };

/** Picked by the handful, not counted: "picking kale", not "kales" (herbs are all this way too). */
const MASS = new Set(["kale", "chard", "swiss chard", "spinach", "rhubarb", "sweetcorn", "corn", "broccoli", "asparagus", "rocket", "arugula", "celery", "lettuce", "cress", "watercress", "samphire"]);

/** "courgettes": the crop's name as a line reads it ("Runner bean" → "runner beans", "Kale" → "kale"). */
export function pluralCrop(name: string, kind?: string): string {
  const n = name.toLowerCase();
  if (kind === "herb" || MASS.has(n)) return n;
  if (/(s|sh|ch|x|z)$/.test(n)) return n.endsWith("s") ? n : `${n}es`;
  if (/[^aeiou]y$/.test(n)) return `${n.slice(0, -1)}ies`;
  return `${n}s`;
}

export const boardText = (plots: number, name: string, kind?: string) => `${plots} ${plots === 1 ? "plot is" : "plots are"} picking ${pluralCrop(name, kind)} this week`;

export async function groupBoard(tx: Tx, groupId: number, top = 2): Promise<BoardLine[]> {
  const result = await tx.execute(sql`
    select k, count(distinct l.owner_id)::int as plots
    from ${listings} l cross join unnest(l.crops) as k
    where l.owner_id in (select gm.user_id from ${groupMembers} gm where gm.group_id = ${groupId} and gm.status = 'member')
      and l.category_id = 1 and l.is_active and l.hidden_at is null and l.state_id <> 3
      and l.created_at >= now() - make_interval(days => ${BOARD_DAYS})
      and l.owner_id not in ${restrictedIdsSql()}
    group by k
    order by plots desc, k
    limit 50`);
  const list = (Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows) as { k: string; plots: number }[];
  // Only whole crops (not varieties or shared names such as "squash"): one line per crop.
  return list
    .filter((r) => CROP_BY_KEY.has(r.k))
    .slice(0, top)
    .map((r) => {
      const crop = CROP_BY_KEY.get(r.k)!;
      return { crop: crop.key, name: crop.name, plots: Number(r.plots), text: boardText(Number(r.plots), crop.name, crop.kind) };
    });
}
