import { and, eq, gte, inArray, lte, sql, type Placeholder, type SQL } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import { keptRows, placeholder } from "@/db/prepared";
import { qualified } from "@/db/sql";
import type { Viewer } from "@/lib/auth/session";
import { forbidden, invalid, notFound, unauthorized } from "@/lib/errors";
import { wishCrops } from "@/lib/crops/resolve";
import { imagePath } from "@/lib/users";
import { BAD_RADIUS, LISTING_NOT_FOUND, MAX_RADIUS_KM, pageSize, SORTS, type Sort } from "@/lib/validation/listings";
import { bucketOf } from "@/lib/places";
import { BUCKET_RINGS, radiusEdgeKm } from "@/lib/places/buckets";
import { distanceFromSql, distanceSql, gistOrderedScan, NEEDS_LOCATION, newestByGist, openCursor, originFor, ringSql, sealCursor, withinSql, type Origin } from "./near";
import { friendIdsSql, publicListingSql, stillOfferedSql, visibleTo, visibleToId } from "@/lib/visibility";
import { today } from "@/lib/clock";
import { websearchText } from "@/lib/validation/websearch";
import type { Cell } from "@/lib/places/grid";
import { inCellSql } from "./cells";
import type { Unit } from "@/lib/validation/glut-units";
import { currencyOf, type Currency } from "@/lib/validation/currency";

const { listings, users } = schema;

export type ListingDTO = {
  id: number;
  title: string;
  description: string;
  price: number;
  /** The seller's currency, which the price is in (issue 38): their choice, else their country's. */
  currency: Currency;
  is_active: boolean;
  is_public: boolean;
  /** For the owner's chosen groups only (issue 34); never together with is_public. */
  group_only: boolean;
  type_id: number;
  state_id: number;
  category_id: number;
  featured_image: string | null;
  owner_id: number;
  owner_username: string;
  owner_profile_picture: string | null;
  created_at: string;
  /** Last day it is offered ("YYYY-MM-DD"); after it only the owner sees it, to renew. */
  available_until: string | null;
  /** "about 3 km" from the viewer (or from near=), null when either place is unknown. Never a number. */
  distance_bucket: string | null;
  /** The owner's town, "Portland, OR"; null when unknown. */
  location_label: string | null;
} & GlutFields;

/**
 * A glut (issue 36): `quantity` of `unit` for many takers, each up to `max_per_person`; `remaining`
 * goes down with every portion reserved or taken. All null (help_yourself false): one thing, one taker.
 */
export type GlutFields = {
  quantity: number | null;
  unit: Unit | null;
  max_per_person: number | null;
  remaining: number | null;
  /** Requests gather until then; then the giver picks, or a draw does. */
  fair_chance_until: string | null;
  /** Doorstep mode: no reservations, takers say what they took. */
  help_yourself: boolean;
};

/** The glut columns a select reads (in this order in a page row too). */
export const glutColumns = {
  quantity: listings.quantity,
  unit: listings.unit,
  max_per_person: listings.maxPerPerson,
  remaining: listings.remaining,
  fair_chance_until: listings.fairChanceUntil,
  help_yourself: listings.helpYourself,
};

type GlutRow = { quantity: number | string | null; unit: Unit | null; max_per_person: number | string | null; remaining: number | string | null; fair_chance_until: Date | string | null; help_yourself: boolean };
const num = (v: number | string | null) => (v === null ? null : Number(v));

/** The API's glut fields from their columns (numeric arrives as a string from a raw statement). */
export function glutDTO(r: GlutRow): GlutFields {
  return {
    quantity: num(r.quantity),
    unit: r.unit,
    max_per_person: num(r.max_per_person),
    remaining: num(r.remaining),
    fair_chance_until: r.fair_chance_until === null ? null : new Date(r.fair_chance_until).toISOString(),
    help_yourself: r.help_yourself,
  };
}

export type ListingQuery = {
  mine?: boolean;
  friends?: boolean;
  public?: boolean;
  userId?: number;
  categoryId?: number;
  typeIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  sort?: "newest" | "oldest" | "highest" | "lowest" | "distance";
  /** Only listings within this many km of the viewer (or of `near`). */
  withinKm?: number;
  /** Measure from this postcode or town instead of the viewer's own place (anonymous browsing). */
  near?: string;
  q?: string;
  /** A crop key (lib/crops): listings of that crop, under any name or variety. */
  crop?: string;
  /** A cell of the private map (issue 38): listings whose point is in it. */
  cell?: Cell;
  limit?: number;
  cursor?: string;
};

export { LISTING_NOT_FOUND };

/** Explicit columns (never whole rows) plus the keyset values of the row. */
const columns = {
  id: listings.id,
  title: listings.title,
  description: listings.description,
  price: listings.price,
  is_active: listings.isActive,
  is_public: listings.isPublic,
  group_only: listings.groupOnly,
  type_id: listings.typeId,
  state_id: listings.stateId,
  available_until: listings.availableUntil,
  category_id: listings.categoryId,
  featuredImageHash: listings.featuredImageHash,
  owner_id: listings.ownerId,
  owner_username: users.username,
  ownerImageHash: users.profileImageHash,
  location_label: users.locationLabel,
  ownerCurrency: users.currency,
  ownerCountry: users.locationCountry,
  // Microsecond-exact, fixed-format UTC: a cursor must not lose precision (JS Dates keep only ms).
  createdKey: sql<string>`to_char(${qualified(listings.createdAt)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  priceKey: sql<string>`${qualified(listings.price)}::text`,
  ...glutColumns,
};

type Row = {
  id: number;
  title: string;
  description: string;
  price: number | string;
  is_active: boolean;
  is_public: boolean;
  group_only: boolean;
  type_id: number;
  state_id: number;
  available_until: string | null;
  category_id: number;
  featuredImageHash: string | null;
  owner_id: number;
  owner_username: string;
  ownerImageHash: string | null;
  location_label: string | null;
  ownerCurrency: string | null;
  ownerCountry: string | null;
  createdKey: string;
  priceKey: string;
  /** Straight-line metres from the origin: only ever turned into a bucket. */
  dist?: number | null;
} & GlutRow;

function toDTO(r: Row, origin: Origin | null = null): ListingDTO {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    price: Number(r.price),
    currency: currencyOf(r.ownerCurrency, r.ownerCountry),
    is_active: r.is_active,
    is_public: r.is_public,
    group_only: r.group_only,
    type_id: r.type_id,
    state_id: r.state_id,
    category_id: r.category_id,
    featured_image: imagePath(r.featuredImageHash),
    owner_id: r.owner_id,
    owner_username: r.owner_username,
    owner_profile_picture: imagePath(r.ownerImageHash),
    created_at: new Date(r.createdKey).toISOString(),
    available_until: r.available_until,
    distance_bucket: origin ? bucketOf(r.dist, origin.units) : null,
    location_label: r.location_label,
    ...glutDTO(r),
  };
}

type Cursor = { s: Sort; k: string; i: number };
const INVALID_CURSOR = "Invalid cursor";

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString("base64url");
}

function decodeCursor(raw: string, sort: Sort): Cursor {
  let c: unknown;
  try {
    c = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw invalid(INVALID_CURSOR);
  }
  const o = c as Partial<Cursor>;
  // Ids are int4 and dates must exist: a forged cursor is a 422, never a database error.
  if (!o || o.s !== sort || typeof o.k !== "string" || !Number.isSafeInteger(o.i) || o.i! < 0 || o.i! > 2_147_483_647) throw invalid(INVALID_CURSOR);
  if (sort === "newest" || sort === "oldest") {
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(o.k)) throw invalid(INVALID_CURSOR);
    const ms = Date.parse(o.k.slice(0, 23) + "Z");
    if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 23) !== o.k.slice(0, 23)) throw invalid(INVALID_CURSOR);
  } else if (!/^\d{1,10}(\.\d{1,2})?$/.test(o.k)) throw invalid(INVALID_CURSOR);
  return o as Cursor;
}

/**
 * ORDER BY clauses spelled exactly like the indexes (created_at/id are DESC NULLS LAST there;
 * plain DESC means NULLS FIRST and would not match), so Postgres walks an index instead of sorting.
 * The columns are NOT NULL, so the NULLS clauses change nothing else.
 */
function orderAndAfter(sort: Sort, cursor: Cursor | null, v: Bind = asIs): { order: SQL[]; after: SQL | null } {
  const created = qualified(listings.createdAt);
  const price = qualified(listings.price);
  const id = qualified(listings.id);
  const [k, i] = cursor ? [v("k", cursor.k), v("i", cursor.i)] : [null, null];
  switch (sort) {
    case "oldest":
      return {
        order: [sql`${created} asc nulls first`, sql`${id} asc nulls first`],
        after: cursor && sql`(${created}, ${id}) > (${k}::timestamptz, ${i}::int)`,
      };
    case "highest":
      return { order: [sql`${price} desc`, sql`${id} desc`], after: cursor && sql`(${price}, ${id}) < (${k}::numeric, ${i}::int)` };
    case "lowest":
      return { order: [sql`${price} asc`, sql`${id} asc`], after: cursor && sql`(${price}, ${id}) > (${k}::numeric, ${i}::int)` };
    default:
      return {
        order: [sql`${created} desc nulls last`, sql`${id} desc nulls last`],
        after: cursor && sql`(${created}, ${id}) < (${k}::timestamptz, ${i}::int)`,
      };
  }
}

/** The same orders by the page's output column names (the merge of per-category pages, the final order). */
function orderOfPage(sort: Sort, t: string): SQL {
  switch (sort) {
    case "oldest":
      return sql.raw(`${t}created_at asc nulls first, ${t}id asc nulls first`);
    case "highest":
      return sql.raw(`${t}price desc, ${t}id desc`);
    case "lowest":
      return sql.raw(`${t}price asc, ${t}id asc`);
    default:
      return sql.raw(`${t}created_at desc nulls last, ${t}id desc nulls last`);
  }
}

/** Orders two rows exactly as the SQL does (listNear re-sorts its GiST-ordered rows with it). */
function compareRows(sort: Sort, a: Row, b: Row): number {
  const byId = a.id - b.id;
  switch (sort) {
    case "oldest":
      return a.createdKey < b.createdKey ? -1 : a.createdKey > b.createdKey ? 1 : byId;
    case "highest":
      return Number(b.priceKey) - Number(a.priceKey) || -byId;
    case "lowest":
      return Number(a.priceKey) - Number(b.priceKey) || byId;
    default:
      return a.createdKey > b.createdKey ? -1 : a.createdKey < b.createdKey ? 1 : -byId;
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Listings whose title offers every one of these crop keys (GIN on `crops`). */
export const offersCropsSql = (keys: (string | Placeholder)[]): SQL => sql`${qualified(listings.crops)} @> array[${sql.join(keys.map((k) => sql`${k}`), sql`, `)}]::text[]`;

/**
 * Text search over titles and descriptions: full-text (GIN), a title substring or a word a typo
 * away (trigram GIN), or — when the query names crops — listings of those crops under any name or
 * variety, as a wish would match them ("zucchini" finds "Courgettes", "tomato" finds "Sungold").
 */
export function searchSql(q: string): SQL {
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const { crops } = wishCrops(q);
  const byCrop = crops.length ? sql` or ${offersCropsSql(crops)}` : sql``;
  return sql`(${qualified(listings.search)} @@ websearch_to_tsquery('english', ${websearchText(q)}) or lower(${qualified(listings.title)}) like ${pattern} or lower(${qualified(listings.title)}) %> ${q.toLowerCase()}${byCrop})`;
}

/**
 * Listings the viewer may see, filtered and keyset-paginated. Flags combine with AND:
 * mine (own, including taken-down), friends (accepted friends' active listings), public,
 * userId (one gardener's listings as the viewer may see them).
 */
export async function listListings(viewer: Viewer | null, query: ListingQuery): Promise<{ items: ListingDTO[]; nextCursor: string | null }> {
  if ((query.mine || query.friends) && !viewer) throw unauthorized();
  const origin = await originFor(viewer, query.near);
  if ((query.sort === "distance" || query.withinKm !== undefined) && !origin) {
    throw invalid(NEEDS_LOCATION, [{ loc: ["query", query.sort === "distance" ? "sort" : "within_km"], msg: NEEDS_LOCATION, type: "value_error" }]);
  }
  if (query.withinKm !== undefined && !(query.withinKm > 0 && query.withinKm <= MAX_RADIUS_KM)) {
    throw invalid(BAD_RADIUS, [{ loc: ["query", "within_km"], msg: BAD_RADIUS, type: "value_error" }]);
  }
  if (query.sort === "distance" || (origin && query.withinKm !== undefined)) return listNear(viewer, query, origin!);
  const sort: Sort = query.sort && SORTS.includes(query.sort as Sort) ? (query.sort as Sort) : "newest";
  const limit = pageSize(query.limit);
  const cursor = query.cursor ? decodeCursor(query.cursor, sort) : null;

  const q = query.q?.trim().slice(0, 100);
  // Every value is a placeholder, so the statement of each shape is built once and kept (db/prepared.ts);
  // a search writes its derived values in, so it is built per call.
  const { values, v } = binder();
  v("limit", limit + 1);
  const conds = filterConds(viewer, query, v);
  const { order, after } = orderAndAfter(sort, cursor, v);
  if (after) conds.push(after);
  // The public indexes lead with the category: three index-ordered pages, merged by Postgres (a Merge Append).
  const merged = query.categoryId === undefined && !!query.public && !q;
  const key = q
    ? null
    : [
        "listings.list",
        viewer ? "viewer" : "anonymous",
        query.mine ? "mine" : "",
        query.friends ? "friends" : "",
        query.public ? "public" : "",
        query.userId !== undefined ? "user" : "",
        query.categoryId !== undefined ? "category" : "",
        query.crop ? "crop" : "",
        query.cell ? `cell${query.cell.level}` : "",
        `types${query.typeIds?.length ?? 0}`,
        query.minPrice !== undefined ? "min" : "",
        query.maxPrice !== undefined ? "max" : "",
        sort,
        cursor ? "after" : "",
        origin ? "distance" : "",
        merged ? "merged" : "",
      ].join("|");
  if (origin) v("cube", origin.cube);
  const rows = (await keptRows(key, () => pageStatement(conds, order, sort, merged, origin !== null), values)) as PageRow[];

  const more = rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  const nextCursor = more && last ? encodeCursor({ s: sort, k: sort === "newest" || sort === "oldest" ? last[15] : last[16], i: last[0] }) : null;
  return { items: items.map((r) => pageDTO(r, origin)), nextCursor };
}

/** A value of a statement: written in (`asIs`), or a placeholder recorded with its value (`binder`). */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const asIs: Bind = (_, value) => value;
function binder() {
  const values: Record<string, unknown> = {};
  const v: Bind = (name, value) => {
    values[name] = value;
    return placeholder(name);
  };
  return { values, v };
}

/** The listing's columns a page selects before it is cut to size; the owner's are joined to the cut page only. */
const PAGE_COLUMNS = [
  listings.id,
  listings.title,
  listings.description,
  listings.price,
  listings.isActive,
  listings.isPublic,
  listings.typeId,
  listings.stateId,
  listings.availableUntil,
  listings.categoryId,
  listings.featuredImageHash,
  listings.ownerId,
  listings.createdAt,
  listings.groupOnly,
  ...Object.values(glutColumns),
];

/** A row of pageStatement, in its select order (PAGE_OUTPUT). */
type PageRow = [
  id: number,
  title: string,
  description: string,
  price: number | string,
  is_active: boolean,
  is_public: boolean,
  type_id: number,
  state_id: number,
  available_until: string | null,
  category_id: number,
  featured_image_hash: string | null,
  owner_id: number,
  owner_username: string,
  owner_image_hash: string | null,
  location_label: string | null,
  createdKey: string,
  priceKey: string,
  group_only: boolean,
  quantity: string | null,
  unit: Unit | null,
  max_per_person: string | null,
  remaining: string | null,
  fair_chance_until: string | null,
  help_yourself: boolean,
  ownerCurrency: string | null,
  ownerCountry: string | null,
  dist?: number | null,
];

// Microsecond-exact, fixed-format UTC: a cursor must not lose precision (JS Dates keep only ms).
const PAGE_OUTPUT = sql.raw(
  `t.id, t.title, t.description, t.price, t.is_active, t.is_public, t.type_id, t.state_id, t.available_until, t.category_id, t.featured_image_hash, t.owner_id, ` +
    `o.username, o.profile_image_hash, o.location_label, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), t.price::text, t.group_only, ` +
    `t.quantity, t.unit, t.max_per_person, t.remaining, t.fair_chance_until, t.help_yourself, o.currency, o.location_country`,
);

/**
 * One statement per page: the filtered, ordered listings cut to the page (for the public list, the
 * three per-category pages merged and cut), then the owner of each shown listing by its primary key.
 * The owner is a lateral lookup (LIMIT 1 keeps it one): as a plain join the planner hashed every
 * gardener for a 51-row page.
 */
function pageStatement(conds: SQL[], order: SQL[], sort: Sort, merged: boolean, withDistance: boolean): SQL {
  const limit = placeholder("limit");
  const dist = withDistance ? sql`, ${distanceFromSql(placeholder("cube"))} as dist` : sql``;
  const page = (category: SQL) =>
    sql`select ${sql.join(PAGE_COLUMNS.map(qualified), sql`, `)}${dist} from ${listings} where ${and(...conds, category)} order by ${sql.join(order, sql`, `)} limit ${limit}`;
  const cut = merged
    ? sql`(${page(sql`${qualified(listings.categoryId)} = 1`)}) union all (${page(sql`${qualified(listings.categoryId)} = 2`)}) union all (${page(sql`${qualified(listings.categoryId)} = 3`)}) order by ${orderOfPage(sort, "")} limit ${limit}`
    : page(sql`true`);
  return sql`select ${PAGE_OUTPUT}${withDistance ? sql.raw(", t.dist") : sql``} from (${cut}) t cross join lateral (select u.username, u.profile_image_hash, u.location_label, u.currency, u.location_country from ${users} u where u.id = t.owner_id limit 1) o order by ${orderOfPage(sort, "t.")}`;
}

function pageDTO(r: PageRow, origin: Origin | null): ListingDTO {
  const createdKey = r[15];
  return {
    id: r[0],
    title: r[1],
    description: r[2],
    price: Number(r[3]),
    currency: currencyOf(r[24], r[25]),
    is_active: r[4],
    is_public: r[5],
    group_only: r[17],
    type_id: r[6],
    state_id: r[7],
    category_id: r[9],
    featured_image: imagePath(r[10]),
    owner_id: r[11],
    owner_username: r[12],
    owner_profile_picture: imagePath(r[13]),
    // The key is microsecond UTC; an ISO date keeps milliseconds (what `new Date(key).toISOString()` gave).
    created_at: `${createdKey.slice(0, 23)}Z`,
    available_until: r[8],
    distance_bucket: origin ? bucketOf(r[26], origin.units) : null,
    location_label: r[14],
    ...glutDTO({ quantity: r[18], unit: r[19], max_per_person: r[20], remaining: r[21], fair_chance_until: r[22], help_yourself: r[23] }),
  };
}

/** The filters every listing query shares (flags, owner, type, price, search). */
function filterConds(viewer: Viewer | null, query: ListingQuery, v: Bind = asIs): SQL[] {
  const conds: SQL[] = [];
  const day = v("day", today());
  const me = viewer ? v("viewer", viewer.id) : null;
  // The flags narrow the list; the one visibility rule still applies to public and friends' lists
  // (hidden by a moderator, owner suspended, blocked either way), and mine is the owner's own.
  if (query.mine) conds.push(eq(listings.ownerId, me!));
  if (query.friends) conds.push(sql`${qualified(listings.isActive)} and ${qualified(listings.ownerId)} in ${friendIdsSql(me!)}`, stillOfferedSql(day));
  if (query.public) conds.push(publicListingSql(), stillOfferedSql(day));
  if (!query.mine) conds.push(visibleToId(me, day));
  if (query.userId !== undefined) conds.push(eq(listings.ownerId, v("user", query.userId)));
  if (query.categoryId !== undefined) conds.push(eq(listings.categoryId, v("category", query.categoryId)));
  if (query.crop) conds.push(offersCropsSql([v("crop", query.crop)]));
  if (query.cell) conds.push(inCellSql(query.cell, v));
  if (query.typeIds?.length) conds.push(inArray(listings.typeId, query.typeIds.map((t, i) => v(`type${i}`, t))));
  if (query.minPrice !== undefined) conds.push(gte(listings.price, v("min", query.minPrice)));
  if (query.maxPrice !== undefined) conds.push(lte(listings.price, v("max", query.maxPrice)));
  const q = query.q?.trim().slice(0, 100);
  if (q) conds.push(searchSql(q));
  return conds;
}

/** How many rows past the page the GiST-ordered inner query reads, for ties re-sorted on (key, id). */
const SLACK = 16;

/**
 * "Within N km" and "nearest first" (issues 13, 29): GiST ordered scans by created_at as a distance
 * from a far future (newest first), reading the page plus SLACK rows, re-sorted here on (key, id)
 * for an exact keyset. "Nearest first" is nearest *bucket* first, newest first inside a bucket, read
 * one bucket's ring at a time: the order says no more than the buckets the items show (ordering by
 * the exact distance leaked who is nearer inside a bucket). Its cursors are sealed.
 * bench/near-me measures it.
 */
/**
 * The statement of one near page (for sort=distance: of bucket `ring`, by default the cursor's or
 * the nearest), on `tx` (which must have run gistOrderedScan first): listNear runs it, and
 * lib/listings/near.test.ts checks its plan (a GiST ordered scan, not a sort of the box).
 */
export function nearStatement(tx: Tx, viewer: Viewer | null, query: ListingQuery, origin: Origin, ring?: number) {
  const limit = pageSize(query.limit);
  const byDistance = query.sort === "distance";
  const sort: Sort = !byDistance && query.sort && SORTS.includes(query.sort as Sort) ? (query.sort as Sort) : "newest";
  const conds = filterConds(viewer, query);
  conds.push(query.withinKm !== undefined ? withinSql(origin, query.withinKm) : sql`${qualified(listings.loc)} is not null`);
  let after: SQL | null;
  if (byDistance) {
    const c = query.cursor ? openCursor(query.cursor) : null;
    const bucket = ring ?? c?.b ?? 0;
    conds.push(ringSql(origin, BUCKET_RINGS[Math.min(bucket, BUCKET_RINGS.length - 1)]));
    // The keyset applies in the cursor's own bucket; farther buckets start from their newest.
    after = c && c.b === bucket ? orderAndAfter("newest", { s: "newest", k: c.k, i: c.i }).after : null;
  } else {
    after = orderAndAfter(sort, query.cursor ? decodeCursor(query.cursor, sort) : null).after;
  }
  if (after) conds.push(after);
  // Newest first (also inside a bucket) walks the GiST by created_at; the other sorts read the box and sort it.
  const order = sort === "newest" ? [newestByGist()] : orderAndAfter(sort, null).order;
  const statement = tx
    .select({ ...columns, dist: distanceSql(origin) })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(and(...conds))
    .orderBy(...order)
    .limit(limit + 1 + SLACK);
  return { statement, compare: (a: Row, b: Row) => compareRows(sort, a, b), limit, byDistance, sort };
}

async function listNear(viewer: Viewer | null, query: ListingQuery, origin: Origin) {
  const limit = pageSize(query.limit);
  const byDistance = query.sort === "distance";
  const first = byDistance && query.cursor ? openCursor(query.cursor).b : 0;
  // Buckets past the radius's edge hold nothing within it: stop there.
  const edge = query.withinKm !== undefined ? radiusEdgeKm(query.withinKm) : Infinity;
  const { rows, sort } = await db().transaction(async (tx) => {
    await tx.execute(gistOrderedScan());
    const found: (Row & { bucket: number })[] = [];
    let sort: Sort = "newest";
    const last = byDistance ? BUCKET_RINGS.length - 1 : first;
    for (let b = first; b <= last && found.length <= limit && BUCKET_RINGS[b].from < edge; b++) {
      const page = nearStatement(tx, viewer, query, origin, b);
      sort = page.sort;
      const inRing = ((await page.statement) as Row[]).sort(page.compare);
      found.push(...inRing.map((r) => ({ ...r, bucket: b })));
    }
    return { rows: found.slice(0, limit + 1), sort };
  });
  const more = rows.length > limit;
  const items = rows.slice(0, limit);
  const lastRow = items.at(-1);
  let nextCursor: string | null = null;
  if (more && lastRow) {
    nextCursor = byDistance
      ? sealCursor({ b: lastRow.bucket, k: lastRow.createdKey, i: lastRow.id })
      : encodeCursor({ s: sort, k: sort === "newest" || sort === "oldest" ? lastRow.createdKey : lastRow.priceKey, i: lastRow.id });
  }
  return { items: items.map((r) => toDTO(r, origin)), nextCursor };
}

/**
 * Listings matching `where` that the viewer may see under the one rule, newest first: the cards of
 * a group's page (issue 34), whose `where` names the listings shown in the group.
 */
export async function visibleListingsWhere(viewer: Viewer | null, where: SQL, limit: number): Promise<ListingDTO[]> {
  const origin = await originFor(viewer, undefined);
  const rows = (await db()
    .select(origin ? { ...columns, dist: distanceSql(origin) } : columns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(and(where, visibleTo(viewer), stillOfferedSql()))
    .orderBy(sql`${qualified(listings.createdAt)} desc`, sql`${qualified(listings.id)} desc`)
    .limit(limit)) as Row[];
  return rows.map((r) => toDTO(r, origin));
}

/** One listing; missing and not-visible are the same answer, so private listings never leak. */
export async function readListing(viewer: Viewer | null, id: number): Promise<ListingDTO> {
  const origin = await originFor(viewer, undefined);
  const [row] = (await db()
    .select(origin ? { ...columns, dist: distanceSql(origin) } : columns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(and(eq(listings.id, id), visibleTo(viewer)))
    .limit(1)) as Row[];
  if (!row) throw notFound(LISTING_NOT_FOUND);
  return toDTO(row, origin);
}

/** Loads a listing for a change by its owner: 404 if the viewer cannot see it, 403 if it is not theirs. */
export async function ownListing(viewer: Viewer | null, id: number, denied: string) {
  if (!viewer) throw unauthorized();
  const [row] = await db()
    .select({ id: listings.id, ownerId: listings.ownerId, typeId: listings.typeId, categoryId: listings.categoryId, title: listings.title, price: listings.price, imageHash: listings.featuredImageHash, crops: listings.crops })
    .from(listings)
    .where(and(eq(listings.id, id), visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound(LISTING_NOT_FOUND);
  if (row.ownerId !== viewer.id) throw forbidden(denied);
  return { ...row, price: Number(row.price) };
}

export const NO_EDIT = "You do not have permission to edit this listing";
export const NO_DELETE = "You do not have permission to delete this listing";
