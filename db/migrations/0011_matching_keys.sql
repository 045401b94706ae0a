-- Matching keys (docs/decisions/0055-matching-keys.md). The significant words of a title: its english
-- lexemes minus the generic ones and numbers (GENERIC_LEXEMES in lib/notifications/matching.ts; a test
-- checks both agree), sorted in byte order so the application can build the same keys.
CREATE FUNCTION gs_match_words(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(array_agg(x order by x collate "C"), '{}'::text[])
  from unnest(tsvector_to_array(to_tsvector('english'::regconfig, coalesce(t, '')))) as x
  where not (x = any('{seed,seedl,plant,start,cut,produc,fresh,organ,homegrown,home,grown,packet,pack,bunch,bag}'::text[]) or x ~ '^[0-9]+$')
$$;--> statement-breakpoint
CREATE FUNCTION gs_cat_words(category smallint, t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(array_agg(category::text || ':' || x), '{}'::text[]) from unnest(gs_match_words(t)) as x
$$;--> statement-breakpoint
CREATE FUNCTION gs_match_key(words text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select case when cardinality(words) between 1 and 4 then array_to_string(words, ' ') end
$$;--> statement-breakpoint
CREATE FUNCTION gs_crop_key(crops text[], rest text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select case when cc.n >= 1 and cc.n + cardinality(rr.r) <= 4 then cc.k || '|' || array_to_string(rr.r, ' ') end
  from (select count(*)::int as n, string_agg(c, ' ' order by c collate "C") as k from (select distinct c from unnest(crops) as c) as d) as cc,
    (select gs_match_words(rest) as r) as rr
$$;--> statement-breakpoint
CREATE TABLE "match_vocab" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_crops_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "cat_words" text[] GENERATED ALWAYS AS (gs_cat_words(category_id, title)) STORED;--> statement-breakpoint
ALTER TABLE "want_items" ADD COLUMN "words" text[] GENERATED ALWAYS AS (gs_match_words(title)) STORED;--> statement-breakpoint
ALTER TABLE "want_items" ADD COLUMN "rest_words" text[] GENERATED ALWAYS AS (gs_match_words(crop_rest)) STORED;--> statement-breakpoint
ALTER TABLE "want_items" ADD COLUMN "word_key" text GENERATED ALWAYS AS (gs_match_key(gs_match_words(title))) STORED;--> statement-breakpoint
ALTER TABLE "want_items" ADD COLUMN "crop_key" text GENERATED ALWAYS AS (gs_crop_key(crops, crop_rest)) STORED;--> statement-breakpoint
CREATE INDEX "match_vocab_trgm_idx" ON "match_vocab" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "listings_cat_words_idx" ON "listings" USING gin ("cat_words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "want_items_word_key_idx" ON "want_items" USING btree ("category_id","word_key");--> statement-breakpoint
CREATE INDEX "want_items_crop_key_idx" ON "want_items" USING btree ("category_id","crop_key");--> statement-breakpoint
CREATE INDEX "want_items_keyless_idx" ON "want_items" USING btree ("category_id") WHERE "want_items"."word_key" is null or (cardinality("want_items"."crops") > 0 and "want_items"."crop_key" is null);--> statement-breakpoint
CREATE INDEX "listings_crops_idx" ON "listings" USING gin ("crops") WITH (fastupdate=false);--> statement-breakpoint
-- The vocabulary of every word a title has used (stale words are harmless: they only widen a lookup).
CREATE FUNCTION gs_vocab_from_wishes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO match_vocab (word) SELECT DISTINCT x FROM new_rows n, unnest(n.words || n.rest_words) AS x ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION gs_vocab_from_listings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO match_vocab (word) SELECT DISTINCT substr(x, strpos(x, ':') + 1) FROM new_rows n, unnest(n.cat_words) AS x ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER want_items_vocab_ins AFTER INSERT ON want_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gs_vocab_from_wishes();--> statement-breakpoint
CREATE TRIGGER want_items_vocab_upd AFTER UPDATE ON want_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gs_vocab_from_wishes();--> statement-breakpoint
CREATE TRIGGER listings_vocab_ins AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gs_vocab_from_listings();--> statement-breakpoint
CREATE TRIGGER listings_vocab_upd AFTER UPDATE ON listings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gs_vocab_from_listings();--> statement-breakpoint
INSERT INTO match_vocab (word) SELECT x FROM want_items, unnest(words || rest_words) AS x UNION SELECT x FROM listings, unnest(gs_match_words(title)) AS x ON CONFLICT DO NOTHING;
