-- Public pages from a cache that the database keeps true (issue 33, decision 0214): every change to
-- what an anonymous page shows, or to what the one visibility rule reads for a visitor (a listing's
-- own columns, its owner's name, place, suspension, ban or deletion, its trades and thank-you notes),
-- is announced on the channel gs_public when its transaction commits; every instance LISTENs and drops
-- the cached pages it concerns. In the database, so that no writer can forget it: use cases, jobs,
-- the moderation CLI and a restore alike. Payloads: "l:<id>.<owner>,..." (listings), "u:<id>,..."
-- (gardeners), "t:<listing>.<giver>.<receiver>,..." (trades), "all" (more than 200 rows at once).
-- Schema-qualified and without SET search_path, like 0014, so that a backup restores.
CREATE OR REPLACE FUNCTION public.gs_public_listings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE payload text;
BEGIN
  SELECT CASE WHEN count(*) > 200 THEN 'all' ELSE 'l:' || string_agg(id || '.' || owner_id, ',') END INTO payload FROM changed_rows;
  IF payload IS NOT NULL THEN PERFORM pg_notify('gs_public', payload); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gs_public_trades() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE payload text;
BEGIN
  SELECT CASE WHEN count(*) > 200 THEN 'all' ELSE 't:' || string_agg(listing_id || '.' || giver_id || '.' || coalesce(receiver_id, 0), ',') END INTO payload FROM changed_rows;
  IF payload IS NOT NULL THEN PERFORM pg_notify('gs_public', payload); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gs_public_thanks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE payload text;
BEGIN
  SELECT CASE WHEN count(*) > 200 THEN 'all' ELSE 'u:' || string_agg(DISTINCT subject_id::text, ',') END INTO payload FROM changed_rows;
  IF payload IS NOT NULL THEN PERFORM pg_notify('gs_public', payload); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gs_public_gardener() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gs_public', 'u:' || OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_public_ins AFTER INSERT ON listings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_listings();--> statement-breakpoint
CREATE TRIGGER listings_public_upd AFTER UPDATE ON listings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_listings();--> statement-breakpoint
CREATE TRIGGER listings_public_del AFTER DELETE ON listings REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_listings();--> statement-breakpoint
CREATE TRIGGER trades_public_ins AFTER INSERT ON trades REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_trades();--> statement-breakpoint
CREATE TRIGGER trades_public_upd AFTER UPDATE ON trades REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_trades();--> statement-breakpoint
CREATE TRIGGER trades_public_del AFTER DELETE ON trades REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_trades();--> statement-breakpoint
CREATE TRIGGER trade_thanks_public_ins AFTER INSERT ON trade_thanks REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_thanks();--> statement-breakpoint
CREATE TRIGGER trade_thanks_public_upd AFTER UPDATE ON trade_thanks REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_thanks();--> statement-breakpoint
CREATE TRIGGER trade_thanks_public_del AFTER DELETE ON trade_thanks REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_thanks();--> statement-breakpoint
-- A gardener: only the columns a visitor's page shows or the rule reads (logins, e-mail settings and
-- match mails change others all the time, and must not empty the cache). Not the point `loc` itself:
-- comparing two cubes needs the cube extension's operator, which a restore (empty search_path) cannot
-- find; a new point always comes with a new location_key and label.
CREATE TRIGGER users_public_upd AFTER UPDATE OF username, first_name, last_name, city, state, zip_code, profile_image_hash, location_label, location_country, location_key, role, suspended_until, banned_at, email_verified_at ON users
  FOR EACH ROW WHEN (
    OLD.username IS DISTINCT FROM NEW.username OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.city IS DISTINCT FROM NEW.city OR OLD.state IS DISTINCT FROM NEW.state OR OLD.zip_code IS DISTINCT FROM NEW.zip_code
    OR OLD.profile_image_hash IS DISTINCT FROM NEW.profile_image_hash OR OLD.location_label IS DISTINCT FROM NEW.location_label
    OR OLD.location_country IS DISTINCT FROM NEW.location_country OR OLD.location_key IS DISTINCT FROM NEW.location_key OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.suspended_until IS DISTINCT FROM NEW.suspended_until OR OLD.banned_at IS DISTINCT FROM NEW.banned_at OR OLD.email_verified_at IS DISTINCT FROM NEW.email_verified_at
  ) EXECUTE FUNCTION public.gs_public_gardener();--> statement-breakpoint
CREATE TRIGGER users_public_del AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION public.gs_public_gardener();
