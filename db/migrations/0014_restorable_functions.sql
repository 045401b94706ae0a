-- Backups that restore (issue 30 item 2, decision 0202): pg_dump's output runs with an empty search_path,
-- so the matching functions of 0011, whose bodies called gs_match_words unqualified, failed while the
-- generated columns of listings and want_items were created, and pg_restore left both tables out.
-- Same definitions with every call schema-qualified (no SET search_path: that would stop the inlining
-- decision 0055 relies on). CREATE OR REPLACE, so databases that already ran 0011 are fixed too.
CREATE OR REPLACE FUNCTION public.gs_cat_words(category smallint, t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(array_agg(category::text || ':' || x), '{}'::text[]) from unnest(public.gs_match_words(t)) as x
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gs_crop_key(crops text[], rest text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select case when cc.n >= 1 and cc.n + cardinality(rr.r) <= 4 then cc.k || '|' || array_to_string(rr.r, ' ') end
  from (select count(*)::int as n, string_agg(c, ' ' order by c collate "C") as k from (select distinct c from unnest(crops) as c) as d) as cc,
    (select public.gs_match_words(rest) as r) as rr
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gs_vocab_from_wishes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.match_vocab (word) SELECT DISTINCT x FROM new_rows n, unnest(n.words || n.rest_words) AS x ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gs_vocab_from_listings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.match_vocab (word) SELECT DISTINCT substr(x, strpos(x, ':') + 1) FROM new_rows n, unnest(n.cat_words) AS x ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
