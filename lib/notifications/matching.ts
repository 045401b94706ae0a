import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import type { Viewer } from "@/lib/auth/session";
import { friendIdsSql, visibleTo } from "@/lib/listings/visibility";

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

const { listings, wantItems } = schema;

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

/** Word-similarity threshold of the candidate search, for the current transaction only. */
async function looseCandidates(tx: Tx) {
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(CANDIDATE_WORD_SIMILARITY)}, true)`);
}

/** Only available listings (not reserved or completed, not taken down) make new matches. */
const matchableListing = (): SQL => sql`(${qualified(listings.isActive)} and ${qualified(listings.stateId)} = 1)`;

export type WishMatch = { wantId: number; userId: number };

/**
 * Every wish that matches one listing and whose owner can see it (never the listing's owner):
 * public → anyone; friends-only → the owner's accepted friends; taken down or not available → nobody.
 * Must run inside a transaction (the candidate threshold is transaction-local).
 */
export async function wishesMatchingListing(tx: Tx, listingId: number): Promise<{ listing: { ownerId: number } | null; matches: WishMatch[] }> {
  const [l] = await tx
    .select({
      ownerId: listings.ownerId,
      categoryId: listings.categoryId,
      isPublic: listings.isPublic,
      matchable: matchableListing(),
      lexemes: sql<string[]>`${titleLexemesSql(qualified(listings.title))}`,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  if (!l) return { listing: null, matches: [] };
  const sig = (l.lexemes ?? []).filter(isSignificant);
  if (!l.matchable || !sig.length) return { listing: { ownerId: l.ownerId }, matches: [] };

  await looseCandidates(tx);
  const userId = qualified(wantItems.userId);
  const audience = l.isPublic ? sql`${userId} <> ${l.ownerId}` : sql`${userId} in ${friendIdsSql(l.ownerId)}`;
  const matches = await tx
    .select({ wantId: wantItems.id, userId: wantItems.userId })
    .from(wantItems)
    .where(
      and(
        eq(wantItems.categoryId, l.categoryId),
        audience,
        candidateSql(qualified(wantItems.search), qualified(wantItems.title), sig),
        ruleSql(significantSql(sql`tsvector_to_array(${qualified(wantItems.search)})`), textArray(sig)),
      ),
    )
    .orderBy(wantItems.id);
  return { listing: { ownerId: l.ownerId }, matches };
}

export type ListingMatch = { listingId: number; ownerId: number };

/**
 * Every listing that matches one wish and that the wish's owner can see (their own excluded).
 * `ownerId` narrows it to one gardener's listings (a new friendship). Run inside a transaction.
 */
export async function listingsMatchingWish(tx: Tx, wantId: number, opts: { ownerId?: number } = {}): Promise<{ wish: { userId: number } | null; matches: ListingMatch[] }> {
  const [w] = await tx
    .select({ userId: wantItems.userId, categoryId: wantItems.categoryId, lexemes: sql<string[]>`tsvector_to_array(${qualified(wantItems.search)})` })
    .from(wantItems)
    .where(eq(wantItems.id, wantId))
    .limit(1);
  if (!w) return { wish: null, matches: [] };
  const sig = (w.lexemes ?? []).filter(isSignificant);
  if (!sig.length) return { wish: { userId: w.userId }, matches: [] };

  await looseCandidates(tx);
  // A match needs every significant word, so candidates need only the most telling one: the longest.
  const key = [...sig].sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
  // visibleTo() reads only the id: the wish's owner is the viewer here.
  const owner = { id: w.userId, username: "", sessionId: "" } satisfies Viewer;
  const matches = await tx
    .select({ listingId: listings.id, ownerId: listings.ownerId })
    .from(listings)
    .where(
      and(
        eq(listings.categoryId, w.categoryId),
        ne(listings.ownerId, w.userId),
        opts.ownerId !== undefined ? eq(listings.ownerId, opts.ownerId) : undefined,
        visibleTo(owner),
        matchableListing(),
        candidateSql(qualified(listings.search), qualified(listings.title), [key]),
        ruleSql(textArray(sig), significantSql(titleLexemesSql(qualified(listings.title)))),
      ),
    )
    .orderBy(listings.id);
  return { wish: { userId: w.userId }, matches };
}

/**
 * The rule alone on two free texts (no index, no visibility): the table-driven test and the
 * benchmark's cross-check use it to prove the indexed search finds exactly what the rule says.
 */
export async function titlesMatch(tx: Tx, wish: string, listing: string): Promise<boolean> {
  const [row] = await tx
    .select({ ok: sql<boolean>`${ruleSql(significantSql(titleLexemesSql(sql`${wish}::text`)), significantSql(titleLexemesSql(sql`${listing}::text`)))}` })
    .from(sql`(select 1) as one`);
  return Boolean(row?.ok);
}
