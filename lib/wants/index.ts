import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { Viewer } from "@/lib/auth/session";
import { forbidden, notFound, unauthorized, type FieldIssue } from "@/lib/errors";
import { listingCropKeys } from "@/lib/crops/resolve";
import { wishCropColumns } from "@/lib/crops/columns";
import { dormancyOf } from "@/lib/seasons/dormancy";
import { qualified } from "@/db/sql";
import { gardenerVisibleTo, wishVisibleTo } from "@/lib/visibility";
import { MSG } from "@/lib/validation/listings";
import { websearchText } from "@/lib/validation/websearch";

const { wantItems, users } = schema;

/** `dormant_until` (issue 35): the UTC day a wish out of season sleeps until ("YYYY-MM-DD"), null when awake. */
export type WantDTO = { id: number; title: string; category_id: number; dormant_until: string | null };

export const WANT_NOT_FOUND = "Wish not found";
export const NO_EDIT_WANT = "You do not have permission to edit this wish";
export const NO_DELETE_WANT = "You do not have permission to delete this wish";

export const columns = { id: wantItems.id, title: wantItems.title, category_id: wantItems.categoryId, dormant_until: wantItems.dormantUntil };

/**
 * The columns a wish's title decides, for every insert and every title change: its crops (lib/crops)
 * and whether it sleeps until its season opens at the gardener's place (issue 35, lib/seasons).
 */
export async function wishTitleColumns(tx: Tx, userId: number, title: string, categoryId: number) {
  const crops = wishCropColumns(title);
  return { title, ...crops, dormantUntil: await dormancyOf(tx, userId, crops.crops, categoryId) };
}

/**
 * A wish list is public (a seller profile shows it to anyone), but for its group-only wishes (issue
 * 34: only who shares one of their groups); without userId, the viewer's own.
 */
export async function listWants(viewer: Viewer | null, userId?: number): Promise<WantDTO[]> {
  const owner = userId ?? viewer?.id;
  if (owner === undefined) throw unauthorized();
  // Someone else's list follows the gardener rule (blocked either way, suspended: an empty list).
  return db()
    .select(columns)
    .from(wantItems)
    .where(and(eq(wantItems.userId, owner), gardenerVisibleTo(viewer, qualified(wantItems.userId)), wishVisibleTo(viewer)))
    .orderBy(asc(wantItems.categoryId), asc(wantItems.id));
}

/** Serializes a user's wish-list writes, so two tabs cannot both add a sixth item. */
export async function lockUser(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function countIn(tx: Tx, userId: number, categoryId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(wantItems)
    .where(and(eq(wantItems.userId, userId), eq(wantItems.categoryId, categoryId)));
  return Number(row?.n ?? 0);
}

export const maxIssue = (categoryId: number): FieldIssue[] => [{ loc: ["body", "category_id", categoryId], msg: MSG.wantMax, type: "limit" }];

export async function ownWant(viewer: Viewer | null, id: number, denied: string) {
  if (!viewer) throw unauthorized();
  const [row] = await db().select({ id: wantItems.id, userId: wantItems.userId }).from(wantItems).where(eq(wantItems.id, id)).limit(1);
  if (!row) throw notFound(WANT_NOT_FOUND);
  if (row.userId !== viewer.id) throw forbidden(denied);
  return row;
}

/** Wishes asking for one of the crops a search names ("zucchini" finds wishes for courgettes); GIN on `crops`. */
function cropsOf(term: string) {
  const keys = listingCropKeys(term);
  return keys.length ? sql` or ${wantItems.crops} && array[${sql.join(keys.map((k) => sql`${k}`), sql`, `)}]::text[]` : sql``;
}

/** Search over wish items (the have-want search): titles, full text or substring, or wishes for the crops `q` names (any name). */
export async function searchWants(viewer: Viewer | null, q: string, categoryId?: number, limit = 50) {
  const term = q.trim().slice(0, 100);
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const where = and(
    term ? sql`(${wantItems.search} @@ websearch_to_tsquery('english', ${websearchText(term)}) or lower(${wantItems.title}) like ${pattern}${cropsOf(term)})` : undefined,
    categoryId !== undefined ? eq(wantItems.categoryId, categoryId) : undefined,
    // Other gardeners' wishes: who is looking for what (your own are on /my-listings).
    viewer ? ne(wantItems.userId, viewer.id) : undefined,
    gardenerVisibleTo(viewer, qualified(wantItems.userId)),
    wishVisibleTo(viewer),
  );
  return db()
    .select({ id: wantItems.id, title: wantItems.title, category_id: wantItems.categoryId, user_id: wantItems.userId, username: users.username, userImageHash: users.profileImageHash })
    .from(wantItems)
    .innerJoin(users, eq(users.id, wantItems.userId))
    .where(where)
    .orderBy(sql`${wantItems.id} desc`)
    .limit(Math.min(Math.max(limit, 1), 100));
}
