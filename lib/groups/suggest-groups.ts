import "@/lib/validation/zod-config";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { qualified } from "@/db/sql";
import { originFor } from "@/lib/listings/near";
import { chordM } from "@/lib/places";
import { defineUseCase } from "@/lib/use-case";
import { publicListingSql } from "@/lib/visibility";
import { cardColumns, groupShownSql, toCard, type CardRow, type GroupCard } from "./index";
import { NEAR_KM } from "./list-groups";

const { groups, groupMembers, listings, wantItems } = schema;

export type SuggestedGroup = GroupCard & { shared_crops: number };
const SUGGEST_MAX = 5;

/**
 * Suggested groups (issue 34, beyond the peers): groups near the viewer that they are not in (nor
 * asked, nor removed from), whose members offer or wish for the crops the viewer offers or wishes
 * for (lib/crops keys). Only what anyone may see counts: members' public listings and their wishes
 * that are not for groups only. The most crops in common first; none in common, not suggested.
 */
export const suggestGroups = defineUseCase({
  name: "groups.suggest",
  caller: "signed-in",
  input: z.object({}),
  run: async (viewer): Promise<SuggestedGroup[]> => {
    const origin = await originFor(viewer, undefined);
    if (!origin) return [];
    const mine = sql`(select unnest(l.crops) from ${listings} l where l.owner_id = ${viewer.id} and l.is_active union select unnest(w.crops) from ${wantItems} w where w.user_id = ${viewer.id})`;
    const theirs = sql`(
      select count(distinct k)::int from ${groupMembers} gm
      cross join lateral (
        select unnest(${listings}.crops) as k from ${listings} where ${listings}.owner_id = gm.user_id and ${publicListingSql()} and ${listings}.hidden_at is null
        union select unnest(w.crops) from ${wantItems} w where w.user_id = gm.user_id and not w.group_only
      ) t
      where gm.group_id = ${qualified(groups.id)} and gm.status = 'member' and gm.user_id <> ${viewer.id} and t.k in ${mine})`;
    const rows = (await db()
      .select({ ...cardColumns(viewer.id, origin.cube), shared: sql<number>`${theirs}` })
      .from(groups)
      .where(
        sql`${groupShownSql()} and ${groups.loc} is not null and ${groups.loc} <-> ${origin.cube}::cube < ${chordM(NEAR_KM)}::float8
            and not exists (select 1 from ${groupMembers} x where x.group_id = ${qualified(groups.id)} and x.user_id = ${viewer.id})`,
      )
      .orderBy(sql`${theirs} desc`, groups.id)
      .limit(SUGGEST_MAX)) as (CardRow & { shared: number })[];
    return rows.filter((r) => Number(r.shared) > 0).map(({ shared, ...r }) => ({ ...toCard(r, origin.units), shared_crops: Number(shared) }));
  },
});
