import { eq, sql, type SQL } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import type { Viewer } from "@/lib/auth/session";
import { listingCropKeys, wishCrops } from "@/lib/crops/resolve";
import { friendIdsSql, gardenerVisibleTo, notHiddenByModeratorSql, ownerInGoodStandingSql, stillOfferedSql, visibleTo } from "@/lib/listings/visibility";
import { chordM, EARTH_RADIUS_M } from "@/lib/places";

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
/** Loose on purpose: the candidate search must find every pair the exact rule accepts. */
export const CANDIDATE_WORD_SIMILARITY = 0.3;

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

const { listings, wantItems, users } = schema;

const textArray = (values: readonly string[]): SQL =>
  values.length ? sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`;

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

const isSignificant = (x: string) => !(GENERIC_LEXEMES as readonly string[]).includes(x) && !/^[0-9]+$/.test(x);

/** A tsquery literal ORing lexemes exactly as given (no further normalisation). */
function anyLexemeQuery(lexemes: string[]): string {
  return lexemes.map((l) => `'${l.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`).join(" | ");
}

/** The candidate search: an exact lexeme (full-text GIN) or a word close in spelling (trigram GIN). */
function candidateSql(searchCol: SQL, titleCol: SQL, lexemes: string[]): SQL {
  const parts: SQL[] = [sql`${searchCol} @@ ${anyLexemeQuery(lexemes)}::tsquery`];
  for (const l of lexemes) if (l.length >= FUZZY_MIN_LENGTH) parts.push(sql`lower(${titleCol}) %> ${l}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * For the current transaction only: the candidate search's word-similarity threshold, and no
 * sequential scans — the planner underestimates what the trigram conditions cost per row and
 * would otherwise scan the whole table instead of OR-ing the two text indexes.
 */
async function looseCandidates(tx: Tx) {
  await tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(CANDIDATE_WORD_SIMILARITY)}, true), set_config('enable_seqscan', 'off', true)`,
  );
}

/** Only available listings (not reserved or completed, not taken down, not expired, not hidden, owner in good standing) make new matches. */
const matchableListing = (): SQL =>
  sql`(${qualified(listings.isActive)} and ${qualified(listings.stateId)} = 1 and ${stillOfferedSql()} and ${notHiddenByModeratorSql()} and ${ownerInGoodStandingSql()})`;

export type WishMatch = { wantId: number; userId: number };

/**
 * Wishes within reach (issue 13): the wisher has no radius ("anywhere"), either place is unknown,
 * the listing's point is within the wisher's match radius, or the two are friends (any distance).
 */
function withinReachSql(wisherId: SQL, listingLoc: string | null, ownerId: number): SQL {
  if (!listingLoc) return sql`true`;
  const R = EARTH_RADIUS_M;
  return sql`(${wisherId} in ${friendIdsSql(ownerId)} or exists (
    select 1 from ${users} u where u.id = ${wisherId}
      and (u.match_radius_km is null or u.loc is null
        or u.loc <-> ${listingLoc}::cube <= 2 * ${R}::float8 * sin(least(u.match_radius_km * 1000.0, pi() * ${R}::float8) / (2 * ${R}::float8)))
  ))`;
}

const GENERIC_OR_NUMBER = (x: SQL) => sql`(${x} = any(${GENERIC}) or ${x} ~ '^[0-9]+$')`;
const CLOSE = (a: SQL, b: SQL) =>
  sql`(length(${a}) >= ${sql.raw(String(FUZZY_MIN_LENGTH))} and length(${b}) >= ${sql.raw(String(FUZZY_MIN_LENGTH))} and similarity(${a}, ${b}) >= ${sql.raw(String(FUZZY_THRESHOLD))})`;

/**
 * Every wish that matches one listing and whose owner can see it (never the listing's owner):
 * public → anyone; friends-only → the owner's accepted friends; taken down or not available → nobody.
 * Must run inside a transaction (the candidate threshold is transaction-local).
 *
 * Set-based form of ruleSql, so each candidate costs two array comparisons: the candidates'
 * distinct lexemes are sorted once into "satisfies a wish word" (the listing's own, close
 * spellings of them, generic words, numbers) and "ignorable"; a wish matches when all its
 * lexemes satisfy and not all are ignorable. The table test proves both forms agree.
 */
export async function wishesMatchingListing(tx: Tx, listingId: number): Promise<{ listing: { ownerId: number } | null; matches: WishMatch[] }> {
  const [l] = await tx
    .select({
      ownerId: listings.ownerId,
      categoryId: listings.categoryId,
      isPublic: listings.isPublic,
      matchable: matchableListing(),
      lexemes: sql<string[]>`${titleLexemesSql(qualified(listings.title))}`,
      crops: listings.crops,
      loc: sql<string | null>`${qualified(listings.loc)}::text`,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  if (!l) return { listing: null, matches: [] };
  const sig = (l.lexemes ?? []).filter(isSignificant);
  if (!l.matchable || !sig.length) return { listing: { ownerId: l.ownerId }, matches: [] };

  await looseCandidates(tx);
  // Public listings reach wishers within their match radius (friends at any distance); friends-only ones reach friends.
  // Never a wisher blocked either way with the owner, nor a suspended one (the gardener rule).
  const audience = sql`${
    l.isPublic ? sql`w.user_id <> ${l.ownerId} and ${withinReachSql(sql`w.user_id`, l.loc, l.ownerId)}` : sql`w.user_id in ${friendIdsSql(l.ownerId)}`
  } and ${gardenerVisibleTo({ id: l.ownerId, username: "", sessionId: "" }, sql`w.user_id`)}`;
  const sigL = textArray(sig);
  // "+ 0": the category alone is not selective; let the planner lead with the text indexes.
  const query = sql`(
    with cand as materialized (
      select w.id, w.user_id, tsvector_to_array(w.search) as lx
      from ${wantItems} w
      where w.category_id + 0 = ${l.categoryId} and ${audience} and ${candidateSql(sql`w.search`, sql`w.title`, sig)}
        ${l.crops.length ? sql`and cardinality(w.crops) = 0` : sql``}
    ),
    vocab as (select distinct x from cand, unnest(cand.lx) as v(x)),
    sets as (
      select
        array(select x from vocab where x = any(${sigL}) or ${GENERIC_OR_NUMBER(sql`x`)} or exists (select 1 from unnest(${sigL}) as lw(y) where ${CLOSE(sql`x`, sql`lw.y`)})) as ok,
        array(select x from vocab where ${GENERIC_OR_NUMBER(sql`x`)}) as ignorable
    )
    select cand.id, cand.user_id from cand, sets where cand.lx <@ sets.ok and not (cand.lx <@ sets.ignorable)
  ) as m`;
  const rows = await tx
    .select({ wantId: sql<number>`m.id`, userId: sql<number>`m.user_id` })
    .from(query)
    .orderBy(sql`m.id`);
  if (l.crops.length) {
    // Wishes naming crops: all of them offered (GIN overlap, then containment), and their other words in the title.
    const offered = textArray(l.crops);
    const byCrop = sql`(
      select w.id, w.user_id from ${wantItems} w
      where w.category_id + 0 = ${l.categoryId} and ${audience} and w.crops && ${offered} and w.crops <@ ${offered}
        and ${restRuleSql(significantSql(titleLexemesSql(sql`w.crop_rest`)), sigL)}
    ) as m`;
    rows.push(...(await tx.select({ wantId: sql<number>`m.id`, userId: sql<number>`m.user_id` }).from(byCrop)));
    rows.sort((a, b) => Number(a.wantId) - Number(b.wantId));
  }
  return { listing: { ownerId: l.ownerId }, matches: rows.map((r) => ({ wantId: Number(r.wantId), userId: Number(r.userId) })) };
}

export type ListingMatch = { listingId: number; ownerId: number };

/**
 * Every listing that matches one wish and that the wish's owner can see (their own excluded).
 * `ownerId` narrows it to one gardener's listings (a new friendship). Run inside a transaction.
 * Set-based like wishesMatchingListing: per wish word, the candidates' lexemes that satisfy it
 * are gathered once; a listing matches when its title has one of them for every wish word.
 */
export async function listingsMatchingWish(tx: Tx, wantId: number, opts: { ownerId?: number } = {}): Promise<{ wish: { userId: number } | null; matches: ListingMatch[] }> {
  const [w] = await tx
    .select({
      userId: wantItems.userId,
      categoryId: wantItems.categoryId,
      lexemes: sql<string[]>`tsvector_to_array(${qualified(wantItems.search)})`,
      crops: wantItems.crops,
      restLexemes: sql<string[]>`${titleLexemesSql(qualified(wantItems.cropRest))}`,
      loc: sql<string | null>`(select u.loc::text from ${users} u where u.id = ${qualified(wantItems.userId)})`,
      radiusKm: sql<number | null>`(select u.match_radius_km from ${users} u where u.id = ${qualified(wantItems.userId)})`,
    })
    .from(wantItems)
    .where(eq(wantItems.id, wantId))
    .limit(1);
  if (!w) return { wish: null, matches: [] };
  const sig = [...new Set((w.lexemes ?? []).filter(isSignificant))];
  if (!sig.length) return { wish: { userId: w.userId }, matches: [] };

  await looseCandidates(tx);
  // A match needs every significant word, so candidates need only the most telling one: the longest.
  const key = [...sig].sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
  // visibleTo() reads only the id: the wish's owner is the viewer here.
  const owner = { id: w.userId, username: "", sessionId: "" } satisfies Viewer;
  // Within the wisher's match radius, or a friend's listing (any distance), or a place unknown.
  const reach =
    w.loc && w.radiusKm !== null
      ? sql`(${qualified(listings.loc)} is null or ${qualified(listings.loc)} <-> ${w.loc}::cube <= ${chordM(Number(w.radiusKm))}::float8 or ${qualified(listings.ownerId)} in ${friendIdsSql(w.userId)})`
      : sql`true`;
  const everyWord = sql.join(
    sig.map((ww) => sql`cand.lx && array(select x from vocab where x = ${ww} or ${CLOSE(sql`x`, sql`${ww}::text`)})`),
    sql` and `,
  );
  const query = sql`(
    with cand as materialized (
      select ${qualified(listings.id)} as id, ${qualified(listings.ownerId)} as owner_id, ${titleLexemesSql(qualified(listings.title))} as lx
      from ${listings}
      where ${qualified(listings.categoryId)} + 0 = ${w.categoryId}
        and ${qualified(listings.ownerId)} <> ${w.userId}
        ${opts.ownerId !== undefined ? sql`and ${qualified(listings.ownerId)} = ${opts.ownerId}` : sql``}
        and ${visibleTo(owner)} and ${matchableListing()} and ${reach}
        and ${candidateSql(qualified(listings.search), qualified(listings.title), [key])}
        ${w.crops.length ? sql`and cardinality(${qualified(listings.crops)}) = 0` : sql``}
    ),
    vocab as (select distinct x from cand, unnest(cand.lx) as v(x) where not ${GENERIC_OR_NUMBER(sql`x`)})
    select cand.id, cand.owner_id from cand where ${everyWord}
  ) as m`;
  const rows = await tx
    .select({ listingId: sql<number>`m.id`, ownerId: sql<number>`m.owner_id` })
    .from(query)
    .orderBy(sql`m.id`);
  if (w.crops.length) {
    // Listings naming crops: every crop the wish asks for offered (GIN containment), the wish's other words in the title.
    const restSig = [...new Set((w.restLexemes ?? []).filter(isSignificant))];
    const byCrop = await tx
      .select({ listingId: listings.id, ownerId: listings.ownerId })
      .from(listings)
      .where(
        sql`${qualified(listings.categoryId)} + 0 = ${w.categoryId}
          and ${qualified(listings.ownerId)} <> ${w.userId}
          ${opts.ownerId !== undefined ? sql`and ${qualified(listings.ownerId)} = ${opts.ownerId}` : sql``}
          and ${visibleTo(owner)} and ${matchableListing()} and ${reach}
          and ${qualified(listings.crops)} @> ${textArray(w.crops)}
          ${restSig.length ? sql`and ${ruleSql(textArray(restSig), significantSql(titleLexemesSql(qualified(listings.title))))}` : sql``}`,
      );
    rows.push(...byCrop);
    rows.sort((a, b) => Number(a.listingId) - Number(b.listingId));
  }
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
