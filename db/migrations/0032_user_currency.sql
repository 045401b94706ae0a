ALTER TABLE "users" ADD COLUMN "currency" text;--> statement-breakpoint
-- A seller's currency is on every page showing their prices (decision 0229): a change empties those
-- pages from the public page cache, as a new name or place does (0020's trigger, with currency added).
DROP TRIGGER IF EXISTS users_public_upd ON users;--> statement-breakpoint
CREATE TRIGGER users_public_upd AFTER UPDATE OF username, first_name, last_name, city, state, zip_code, profile_image_hash, location_label, location_country, location_key, role, suspended_until, banned_at, email_verified_at, currency ON users
  FOR EACH ROW WHEN (
    OLD.username IS DISTINCT FROM NEW.username OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.city IS DISTINCT FROM NEW.city OR OLD.state IS DISTINCT FROM NEW.state OR OLD.zip_code IS DISTINCT FROM NEW.zip_code
    OR OLD.profile_image_hash IS DISTINCT FROM NEW.profile_image_hash OR OLD.location_label IS DISTINCT FROM NEW.location_label
    OR OLD.location_country IS DISTINCT FROM NEW.location_country OR OLD.location_key IS DISTINCT FROM NEW.location_key OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.suspended_until IS DISTINCT FROM NEW.suspended_until OR OLD.banned_at IS DISTINCT FROM NEW.banned_at OR OLD.email_verified_at IS DISTINCT FROM NEW.email_verified_at
    OR OLD.currency IS DISTINCT FROM NEW.currency
  ) EXECUTE FUNCTION public.gs_public_gardener();
