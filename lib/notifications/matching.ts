import { eq, sql, type SQL } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import { readerOf } from "@/lib/viewer";
import { listingCropKeys, wishCrops } from "@/lib/crops/resolve";
import { friendIdsSql, gardenerVisibleTo, notHiddenByModeratorSql, ownerInGoodStandingSql, sharedInGroupSql, stillOfferedSql, visibleTo, wishVisibleToId } from "@/lib/visibility";
import { chordM } from "@/lib/places";
import { radiusEdgeKm } from "@/lib/places/buckets";
import { radiusEdgeChordSql } from "@/lib/listings/near";

/**
 * THE match rule between a wish and a listing (docs/decisions/0050-match-rule.md):
 *
 *   same category, and every significant word of the wish appears in the listing's title —
 *   in any order, singular or plural (Postgres full text, `english` configuration), or spelt a
 *   little differently (pg_trgm similarity of the two stems ≥ FUZZY_THRESHOLD, both ≥ 4 letters).
 *
 * Significant words: the english lexemes of the title minus stop words (Postgres drops them),
 * numbers and GENERIC_LEXEMES — words that repeat the category ("seeds", "plants") or describe
 * any crop ("fresh", "organic"). A listing may say more than the wish ("Cherry tomato seedlings"
 * answers the wish "tomatoes"), not less ("Tomatoes" does not answer "cherry tomatoes").
 * A wish made only of generic words ("seeds") is too vague to match anything.
 *
 * Crops (docs/decisions/0180-crop-catalogue.md): when both the wish and the listing name crops of
 * the catalogue (lib/crops), the words above give way to crops: the listing must offer every crop,
 * variety or shared name the wish asks for — under any of its names, or a variety of it — and the
 * wish's other words ("red", "dwarf") must still be in the title. So "zucchini" ~ "Courgettes",
 * "tomatoes" ~ "Sungold", but "potato" ≁ "Sweet potato" and "Sungold" ≁ "Tomatoes". When either
 * names no crop, the word rule decides alone. The keys are stored on both rows (`crops`, GIN).
 *
 * Matching runs in two steps so it stays fast at 100,000 rows: an index-backed candidate search
 * (GIN full text on `search` OR GIN trigram on lower(title) with a loose word-similarity
 * threshold), then the exact rule above on the few candidates.
 */
export const FUZZY_THRESHOLD = 0.55;
export const FUZZY_MIN_LENGTH = 4;
/** Loose on purpose: the vocabulary lookup must find every spelling the exact rule accepts. */
const CANDIDATE_WORD_SIMILARITY = 0.3;

/** Stems (english configuration) of words that say nothing about which crop is meant. */
export const GENERIC_LEXEMES = [
  "seed", // seed, seeds
  "seedl", // seedling(s)
  "plant", // plant(s)
  "start", // plant starts
  "cut", // cutting(s)
  "produc", // produce
  "fresh",
  "organ", // organic
  "homegrown",
  "home",
  "grown",
  "packet",
  "pack",
  "bunch",
  "bag",
] as const;

const { listings, wantItems, users, matchVocab } = schema;

const GENERIC = sql.raw(`'{${GENERIC_LEXEMES.join(",")}}'::text[]`);

/** Keeps the significant lexemes of a text[] expression (as a text[] expression). */
export function significantSql(lexemes: SQL): SQL {
  return sql`(select coalesce(array_agg(x), '{}'::text[]) from unnest(${lexemes}) as sig(x) where not (x = any(${GENERIC}) or x ~ '^[0-9]+$'))`;
}

/** The exact rule on two arrays of significant lexemes: every wish lexeme is in the listing's, or close to one. */
export function ruleSql(wishSig: SQL, listingSig: SQL): SQL {
  return sql`(cardinality(${wishSig}) > 0 and not exists (
    select 1 from unnest(${wishSig}) as ww(x)
    where not exists (
      select 1 from unnest(${listingSig}) as lw(y)
      where lw.y = ww.x or (length(ww.x) >= ${sql.raw(String(FUZZY_MIN_LENGTH))} and length(lw.y) >= ${sql.raw(String(FUZZY_MIN_LENGTH))} and similarity(ww.x, lw.y) >= ${sql.raw(String(FUZZY_THRESHOLD))})
    )
  ))`;
}

/** The crop rule's word part: the wish's other words (maybe none) are all in the listing's title. */
export function restRuleSql(wishRestSig: SQL, listingSig: SQL): SQL {
  return sql`(cardinality(${wishRestSig}) = 0 or ${ruleSql(wishRestSig, listingSig)})`;
}

/** The english lexemes of a title (stop words dropped, words stemmed), as a text[] expression. */
export const titleLexemesSql = (title: SQL): SQL => sql`tsvector_to_array(to_tsvector('english', coalesce(${title}, '')))`;

/**
 * A text[] as ONE parameter (a Postgres array literal), so the statement's text, and its cached
 * plan, stays the same whatever the number of keys.
 */
function textArrayParam(values: readonly string[]): SQL {
  return sql`${`{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`}::text[]`;
}

/** Byte order, as Postgres's `collate "C"` sorts the words in gs_match_words (migration 0011). */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const sortedSet = (xs: Iterable<string>) => [...new Set(xs)].sort(byteOrder);

/** A wish has a key when it has 1 to KEY_WORDS words (gs_match_key, gs_crop_key); longer ones are looked up by their arrays. */
const KEY_WORDS = 4;
/** Beyond this many keys a listing (a very long title) checks every wish of its category by their arrays instead. */
const MAX_KEYS = 4096;

/** The sorted subsets of sorted `items` with min..max elements ("a b", as gs_match_key joins them). */
function subsets(items: string[], min: number, max: number): string[][] {
  const out: string[][] = [];
  const walk = (start: number, acc: string[]) => {
    if (acc.length >= min) out.push(acc);
    if (acc.length === max) return;
    for (let i = start; i < items.length; i++) walk(i + 1, [...acc, items[i]]);
  };
  walk(0, []);
  return out;
}
const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
const countSubsets = (n: number, min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => choose(n, min + i)).reduce((a, b) => a + b, 0);

/** Word keys (want_items.word_key) a title with these satisfying words answers: every subset of 1..4 of them. */
function wordKeys(satisfied: string[]): string[] | null {
  if (countSubsets(satisfied.length, 1, KEY_WORDS) > MAX_KEYS) return null;
  return subsets(satisfied, 1, KEY_WORDS).map((s) => s.join(" "));
}

/** Crop keys (want_items.crop_key): 1+ offered crops and 0+ satisfying words, at most 4 in all. */
function cropKeys(offered: string[], satisfied: string[]): string[] | null {
  let count = 0;
  for (let c = 1; c <= Math.min(KEY_WORDS, offered.length); c++) count += choose(offered.length, c) * countSubsets(satisfied.length, 0, KEY_WORDS - c);
  if (count > MAX_KEYS) return null;
  const out: string[] = [];
  for (const crops of subsets(offered, 1, KEY_WORDS))
    for (const rest of subsets(satisfied, 0, KEY_WORDS - crops.length)) out.push(`${crops.join(" ")}|${rest.join(" ")}`);
  return out;
}

/**
 * Each word with the stored words (match_vocab: every significant word of every title) spelt close
 * to it — both ≥ FUZZY_MIN_LENGTH letters, similarity ≥ FUZZY_THRESHOLD — itself first. The trigram
 * index answers `%>` (word similarity, never below similarity) at the loose threshold of
 * MATCHING_SETTINGS; similarity() then decides. (`%` itself returns no row through drizzle's PGlite
 * driver and stalls the connection, so it is not used.)
 */
async function closeSpellings(tx: Tx, words: string[]): Promise<Map<string, string[]>> {
  const out = new Map(words.map((w) => [w, [w]]));
  const long = words.filter((w) => w.length >= FUZZY_MIN_LENGTH);
  if (!long.length) return out;
  const rows = await tx
    .select({ of: sql<string>`y`, word: sql<string>`v.word` })
    .from(sql`unnest(${textArrayParam(long)}) as y, ${matchVocab} v`)
    .where(sql`v.word %> y and v.word <> y and length(v.word) >= ${sql.raw(String(FUZZY_MIN_LENGTH))} and similarity(v.word, y) >= ${sql.raw(String(FUZZY_THRESHOLD))}`);
  for (const r of rows) out.get(r.of)?.push(r.word);
  return out;
}

/**
 * For the current transaction only: the loose word-similarity threshold of the vocabulary lookup,
 * and no parallel workers (starting them costs more than these index lookups take). A column of
 * the first statement, so it costs no round trip of its own.
 */
const MATCHING_SETTINGS = sql`set_config('pg_trgm.word_similarity_threshold', ${String(CANDIDATE_WORD_SIMILARITY)}, true) || set_config('max_parallel_workers_per_gather', '0', true)`;

/** Only available listings (not reserved or completed, not taken down, not expired, not hidden, owner in good standing) make new matches. */
const matchableListing = (reserved = false): SQL =>
  sql`(${qualified(listings.isActive)} and ${qualified(listings.stateId)} ${reserved ? sql.raw("in (1, 2)") : sql.raw("= 1")} and ${stillOfferedSql()} and ${notHiddenByModeratorSql()} and ${ownerInGoodStandingSql()})`;

export type WishMatch = { wantId: number; userId: number };

/**
 * Wishes within reach (issue 13): the wisher has no radius ("anywhere"), either place is unknown,
 * the listing's point is within the wisher's match radius, or the two are friends (any distance).
 */
function withinReachSql(wisherId: SQL, listingLoc: string | null, ownerId: number): SQL {
  if (!listingLoc) return sql`true`;
  // The radius ends at a bucket's edge (issue 29), so changing it cannot measure a distance.
  return sql`(${wisherId} in ${friendIdsSql(ownerId)} or exists (
    select 1 from ${users} u where u.id = ${wisherId}
      and (u.match_radius_km is null or u.loc is null
        or u.loc <-> ${listingLoc}::cube < ${radiusEdgeChordSql(sql`u.match_radius_km`)})
  ))`;
}

/** The literal predicate of want_items_keyless_idx: wishes with no key (more than four words, or none). */
const KEYLESS = sql`(w.word_key is null or (cardinality(w.crops) > 0 and w.crop_key is null))`;

/**
 * Every wish that matches one listing and whose owner can see it (never the listing's owner):
 * public → anyone; friends-only → the owner's accepted friends; group-only (issue 34) → the members
 * of its groups where it is not hidden (any distance, like friends); taken down or not available →
 * nobody. A group-only wish is only matched by owners who share one of its groups (wishVisibleToId).
 *
 * Keys (docs/decisions/0055-matching-keys.md): a wish matches when each of its significant words
 * is one of the listing's, or spelt close to one — the "satisfied" set S, the listing's words and
 * their close spellings from match_vocab. So the wishes that match are exactly those whose word
 * set is a subset of S: each wish stores its sorted words as `word_key`, and the listing looks up
 * every subset of S (btree, category first). A crop wish stores its crops and other words as
 * `crop_key`, looked up by the subsets of the listing's crops and of S. The cost follows the
 * number of matches, not how common the listing's words are. Wishes of more than four words
 * have no key and are checked by their arrays (a partial index keeps them apart).
 *
 * `reserved`: a reserved listing counts too (the owner's next-in-line queue, lib/queue); new
 * matches are only ever made for available ones.
 */
export async function wishesMatchingListing(tx: Tx, listingId: number, opts: { reserved?: boolean } = {}): Promise<{ listing: { ownerId: number } | null; matches: WishMatch[] }> {
  const [l] = await tx
    .select({
      ownerId: listings.ownerId,
      categoryId: listings.categoryId,
      isPublic: listings.isPublic,
      groupOnly: listings.groupOnly,
      matchable: matchableListing(opts.reserved),
      words: sql<string[]>`gs_match_words(${qualified(listings.title)})`,
      crops: listings.crops,
      loc: sql<string | null>`${qualified(listings.loc)}::text`,
      settings: MATCHING_SETTINGS,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  if (!l) return { listing: null, matches: [] };
  const sig = l.words ?? [];
  if (!l.matchable || !sig.length) return { listing: { ownerId: l.ownerId }, matches: [] };

  // Public listings reach wishers within their match radius (friends at any distance); friends-only ones reach friends;
  // group-only ones reach the members of their groups (the listing rule's sharedInGroupSql, for this one listing).
  // Never a wisher blocked either way with the owner, nor a suspended one (the gardener rule), nor a
  // group-only wish the owner shares no group of (the wish rule).
  const reached = l.isPublic
    ? sql`w.user_id <> ${l.ownerId} and ${withinReachSql(sql`w.user_id`, l.loc, l.ownerId)}`
    : l.groupOnly
      ? sql`w.user_id <> ${l.ownerId} and ${sharedInGroupSql(sql`w.user_id`, { id: sql`${listingId}::int`, ownerId: l.ownerId })}`
      : sql`w.user_id in ${friendIdsSql(l.ownerId)}`;
  const audience = sql`${reached} and ${gardenerVisibleTo(readerOf(l.ownerId), sql`w.user_id`)} and ${wishVisibleToId(l.ownerId, { id: sql`w.id`, userId: sql`w.user_id`, groupOnly: sql`w.group_only` })}`;
  const satisfied = sortedSet([...(await closeSpellings(tx, sig)).values()].flat());
  const offered = sortedSet(l.crops);
  const S = textArrayParam(satisfied);
  // When both name crops, crops decide (0180); otherwise the words (0050).
  const wordRule = sql`(cardinality(w.words) > 0 and w.words <@ ${S})`;
  const rule = (keyless: boolean) => {
    const only = (column: string) => (keyless ? sql.raw(`w.${column} is null and `) : sql``);
    return offered.length
      ? sql`((cardinality(w.crops) = 0 and ${only("word_key")}${wordRule}) or (cardinality(w.crops) > 0 and ${only("crop_key")}w.crops <@ ${textArrayParam(offered)} and w.rest_words <@ ${S}))`
      : sql`(${only("word_key")}${wordRule})`;
  };
  const wishes = (cond: SQL) => sql`select w.id, w.user_id from ${wantItems} w where w.category_id = ${l.categoryId} and ${cond} and ${audience}`;
  // The keyless few, read through their partial index ("offset 0" keeps the array tests out of the
  // index choice: the planner would otherwise AND in the GIN crops index, scanning every row).
  const keyless = sql`select w.id, w.user_id from (select * from ${wantItems} w where w.category_id = ${l.categoryId} and ${KEYLESS} offset 0) w where ${rule(true)} and ${audience}`;
  const byWords = wordKeys(satisfied);
  const byCrops = offered.length ? cropKeys(offered, satisfied) : [];
  const parts =
    byWords && byCrops
      ? [
          wishes(sql`w.word_key = any(${textArrayParam(byWords)})${offered.length ? sql` and cardinality(w.crops) = 0` : sql``}`),
          ...(offered.length ? [wishes(sql`w.crop_key = any(${textArrayParam(byCrops)})`)] : []),
          keyless,
        ]
      : [wishes(rule(false))]; // a very long title: every wish of the category, by its arrays
  const rows = await tx
    .select({ wantId: sql<number>`m.id`, userId: sql<number>`m.user_id` })
    .from(sql`(${sql.join(parts, sql` union all `)}) as m`)
    .orderBy(sql`m.id`);
  return { listing: { ownerId: l.ownerId }, matches: rows.map((r) => ({ wantId: Number(r.wantId), userId: Number(r.userId) })) };
}

export type ListingMatch = { listingId: number; ownerId: number };

/**
 * Every listing that matches one wish and that the wish's owner can see (their own excluded).
 * `ownerId` narrows it to one gardener's listings (a new friendship). Run inside a transaction.
 * Each wish word (or a close spelling of it, from match_vocab) must be among the listing's
 * `cat_words` — one GIN lookup per word, the category built into the words.
 */
export async function listingsMatchingWish(tx: Tx, wantId: number, opts: { ownerId?: number } = {}): Promise<{ wish: { userId: number } | null; matches: ListingMatch[] }> {
  const [w] = await tx
    .select({
      userId: wantItems.userId,
      categoryId: wantItems.categoryId,
      words: wantItems.words,
      crops: wantItems.crops,
      restWords: wantItems.restWords,
      groupOnly: wantItems.groupOnly,
      loc: sql<string | null>`(select u.loc::text from ${users} u where u.id = ${qualified(wantItems.userId)})`,
      radiusKm: sql<number | null>`(select u.match_radius_km from ${users} u where u.id = ${qualified(wantItems.userId)})`,
      settings: MATCHING_SETTINGS,
    })
    .from(wantItems)
    .where(eq(wantItems.id, wantId))
    .limit(1);
  if (!w) return { wish: null, matches: [] };
  const sig = w.words ?? [];
  if (!sig.length) return { wish: { userId: w.userId }, matches: [] };

  const wanted = sortedSet(w.crops);
  const rest = wanted.length ? (w.restWords ?? []) : [];
  const close = await closeSpellings(tx, sortedSet([...sig, ...rest]));
  const hasWord = (x: string) => sql`${qualified(listings.catWords)} && ${textArrayParam((close.get(x) ?? [x]).map((v) => `${w.categoryId}:${v}`))}`;
  // visibleTo() reads only the id: the wish's owner is the viewer here.
  const owner = readerOf(w.userId);
  // Within the wisher's match radius, or a friend's listing or a group-only one the wisher may see (any distance), or a place unknown.
  const reach =
    w.loc && w.radiusKm !== null
      ? sql`(${qualified(listings.loc)} is null or ${qualified(listings.loc)} <-> ${w.loc}::cube < ${chordM(radiusEdgeKm(Number(w.radiusKm)))}::float8 or ${qualified(listings.ownerId)} in ${friendIdsSql(w.userId)} or ${qualified(listings.groupOnly)})`
      : sql`true`;
  // A group-only wish (issue 34) is matched only by owners who share one of its groups.
  const wishSeen = w.groupOnly
    ? sql`and ${wishVisibleToId(qualified(listings.ownerId), { id: sql`${wantId}::int`, userId: sql`${w.userId}::int`, groupOnly: sql`true` })}`
    : sql``;
  const candidates = (cond: SQL) =>
    sql`select ${qualified(listings.id)} as id, ${qualified(listings.ownerId)} as owner_id from ${listings}
      where ${qualified(listings.categoryId)} = ${w.categoryId} and ${cond}
        and ${qualified(listings.ownerId)} <> ${w.userId}
        ${opts.ownerId !== undefined ? sql`and ${qualified(listings.ownerId)} = ${opts.ownerId}` : sql``}
        and ${visibleTo(owner)} and ${matchableListing()} and ${reach} ${wishSeen}`;
  // Every wish word in the title (one GIN index ANDs them); when both name crops, crops decide
  // (0180): every crop the wish asks for offered, and its other words in the title.
  const parts = [candidates(sql.join([...sig.map(hasWord), ...(wanted.length ? [sql`cardinality(${qualified(listings.crops)}) = 0`] : [])], sql` and `))];
  if (wanted.length) parts.push(candidates(sql.join([sql`${qualified(listings.crops)} @> ${textArrayParam(wanted)}`, ...rest.map(hasWord)], sql` and `)));
  const rows = await tx
    .select({ listingId: sql<number>`m.id`, ownerId: sql<number>`m.owner_id` })
    .from(sql`(${sql.join(parts, sql` union all `)}) as m`)
    .orderBy(sql`m.id`);
  return { wish: { userId: w.userId }, matches: rows.map((r) => ({ listingId: Number(r.listingId), ownerId: Number(r.ownerId) })) };
}

/**
 * The rule alone on two free texts (no index, no visibility): the table-driven test and the
 * benchmark's cross-check use it to prove the indexed search finds exactly what the rule says.
 */
export async function titlesMatch(tx: Tx, wish: string, listing: string): Promise<boolean> {
  const wanted = wishCrops(wish);
  const offered = listingCropKeys(listing);
  if (wanted.crops.length && offered.length) {
    if (!wanted.crops.every((k) => offered.includes(k))) return false;
    const [r] = await tx
      .select({ ok: sql<boolean>`${restRuleSql(significantSql(titleLexemesSql(sql`${wanted.cropRest}::text`)), significantSql(titleLexemesSql(sql`${listing}::text`)))}` })
      .from(sql`(select 1) as one`);
    return Boolean(r?.ok);
  }
  const [row] = await tx
    .select({ ok: sql<boolean>`${ruleSql(significantSql(titleLexemesSql(sql`${wish}::text`)), significantSql(titleLexemesSql(sql`${listing}::text`)))}` })
    .from(sql`(select 1) as one`);
  return Boolean(row?.ok);
}
