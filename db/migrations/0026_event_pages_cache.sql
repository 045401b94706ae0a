-- Swap day pages from the public page cache (decision 0214, like 0020 and 0024): a change to an
-- event (time, place, hidden, cancelled), its RSVPs (the going count) or what is brought and hoped for
-- is announced on gs_public as "e:<event id>,..." when its transaction commits; every instance drops
-- those event pages and the group pages (a group's page lists its swap days).
CREATE OR REPLACE FUNCTION public.gs_public_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE payload text;
BEGIN
  SELECT CASE WHEN count(*) > 200 THEN 'all' ELSE 'e:' || string_agg(DISTINCT id::text, ',') END INTO payload FROM changed_rows;
  IF payload IS NOT NULL THEN PERFORM pg_notify('gs_public', payload); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gs_public_event_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE payload text;
BEGIN
  SELECT CASE WHEN count(*) > 200 THEN 'all' ELSE 'e:' || string_agg(DISTINCT event_id::text, ',') END INTO payload FROM changed_rows;
  IF payload IS NOT NULL THEN PERFORM pg_notify('gs_public', payload); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_public_ins AFTER INSERT ON events REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_events();--> statement-breakpoint
CREATE TRIGGER events_public_upd AFTER UPDATE ON events REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_events();--> statement-breakpoint
CREATE TRIGGER events_public_del AFTER DELETE ON events REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_events();--> statement-breakpoint
CREATE TRIGGER event_rsvps_public_ins AFTER INSERT ON event_rsvps REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_event_rows();--> statement-breakpoint
CREATE TRIGGER event_rsvps_public_upd AFTER UPDATE ON event_rsvps REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_event_rows();--> statement-breakpoint
CREATE TRIGGER event_rsvps_public_del AFTER DELETE ON event_rsvps REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_event_rows();--> statement-breakpoint
CREATE TRIGGER event_bringing_public_ins AFTER INSERT ON event_bringing REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_event_rows();--> statement-breakpoint
CREATE TRIGGER event_bringing_public_del AFTER DELETE ON event_bringing REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_event_rows();--> statement-breakpoint
CREATE TRIGGER event_hoping_public_ins AFTER INSERT ON event_hoping REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_event_rows();--> statement-breakpoint
CREATE TRIGGER event_hoping_public_del AFTER DELETE ON event_hoping REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_event_rows();
