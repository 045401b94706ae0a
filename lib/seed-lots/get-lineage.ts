import "@/lib/validation/zod-config";
import { eq, inArray, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import { defineUseCase } from "@/lib/use-case";
import type { Reader } from "@/lib/viewer";
import { seedLotShownTo } from "@/lib/visibility";
import { lotColumns, shownLot, toView, type LotRow, type SeedLotView } from "./index";
import { lotCodeInput } from "./schemas";

const { seedLots } = schema;

/** How far a lineage reaches each way, and how many lots it lists at most (a popular packet has many children). */
export const GENERATIONS_SHOWN = 6;
export const DESCENDANTS_SHOWN = 200;

/**
 * One generation of a lineage: `generation` 0 is the lot asked for, −1 its parent, +1 its children.
 * A lot whose owner the viewer may not see stays in the chain as "a gardener's lot": no code, owner or town.
 */
export type LineageLot = Omit<SeedLotView, "code" | "listing_id" | "mine"> & { code: string | null; generation: number };
export type Lineage = { lot: SeedLotView; lots: LineageLot[] };

type Row = LotRow & { shown: boolean };

async function rows(tx: Tx, viewer: Reader | null, where: ReturnType<typeof eq>): Promise<Row[]> {
  return tx
    .select({ ...lotColumns(viewer), shown: sql<boolean>`${seedLotShownTo(viewer)}` })
    .from(seedLots)
    .where(where)
    .orderBy(seedLots.id);
}

function node(row: Row, viewer: Reader | null, generation: number): LineageLot {
  const { code, listing_id: _listing, mine: _mine, ...view } = toView(row, viewer);
  return row.shown ? { ...view, code, generation } : { ...view, code: null, parent_code: null, owner: null, town: null, generation };
}

/** GET /api/seed-lots/{code}/lineage: the lot's ancestors and descendants, oldest first; towns only, names only when visible. */
export const getLineage = defineUseCase({
  name: "seed-lots.lineage",
  caller: "anyone",
  input: lotCodeInput,
  run: async (viewer, { code }): Promise<Lineage> => {
    const tx = db();
    const lot = await shownLot(viewer, code, tx);
    const up: LineageLot[] = [];
    let parentId = lot.parentId;
    for (let g = -1; parentId !== null && g >= -GENERATIONS_SHOWN; g--) {
      const [parent] = await rows(tx, viewer, eq(seedLots.id, parentId));
      if (!parent) break;
      up.unshift(node(parent, viewer, g));
      parentId = parent.parentId;
    }
    const down: LineageLot[] = [];
    let ids = [lot.id];
    for (let g = 1; ids.length && g <= GENERATIONS_SHOWN && down.length < DESCENDANTS_SHOWN; g++) {
      const children = (await rows(tx, viewer, inArray(seedLots.parentId, ids))).slice(0, DESCENDANTS_SHOWN - down.length);
      for (const c of children) down.push(node(c, viewer, g));
      ids = children.map((c) => c.id);
    }
    const self = toView(lot, viewer);
    const { listing_id: _l, mine: _m, ...selfNode } = self;
    const lots = [...up, { ...selfNode, generation: 0 }, ...down];
    // A parent link may only name a lot the lineage names (a hidden one's code is never given).
    const named = new Set(lots.map((l) => l.code).filter(Boolean));
    return { lot: self.parent_code && !named.has(self.parent_code) ? { ...self, parent_code: null } : self, lots: lots.map((l) => (l.parent_code && !named.has(l.parent_code) ? { ...l, parent_code: null } : l)) };
  },
});
