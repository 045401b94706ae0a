ALTER TABLE "group_members" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Group pages from the public page cache (decision 0214, like 0020): a change to a group, its members
-- (the member count, who is owner) or the listings shown in it is announced on gs_public as
-- "g:<group id>,..." when its transaction commits, and every instance drops those group pages.
CREATE OR REPLACE FUNCTION public.gs_public_groups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE payload text;
BEGIN
  SELECT CASE WHEN count(*) > 200 THEN 'all' ELSE 'g:' || string_agg(DISTINCT id::text, ',') END INTO payload FROM changed_rows;
  IF payload IS NOT NULL THEN PERFORM pg_notify('gs_public', payload); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gs_public_group_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE payload text;
BEGIN
  SELECT CASE WHEN count(*) > 200 THEN 'all' ELSE 'g:' || string_agg(DISTINCT group_id::text, ',') END INTO payload FROM changed_rows;
  IF payload IS NOT NULL THEN PERFORM pg_notify('gs_public', payload); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER groups_public_ins AFTER INSERT ON groups REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_groups();--> statement-breakpoint
CREATE TRIGGER groups_public_upd AFTER UPDATE ON groups REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_groups();--> statement-breakpoint
CREATE TRIGGER groups_public_del AFTER DELETE ON groups REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_groups();--> statement-breakpoint
CREATE TRIGGER group_members_public_ins AFTER INSERT ON group_members REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_group_rows();--> statement-breakpoint
CREATE TRIGGER group_members_public_upd AFTER UPDATE ON group_members REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_group_rows();--> statement-breakpoint
CREATE TRIGGER group_members_public_del AFTER DELETE ON group_members REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_group_rows();--> statement-breakpoint
CREATE TRIGGER listing_groups_public_ins AFTER INSERT ON listing_groups REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_group_rows();--> statement-breakpoint
CREATE TRIGGER listing_groups_public_upd AFTER UPDATE ON listing_groups REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_group_rows();--> statement-breakpoint
CREATE TRIGGER listing_groups_public_del AFTER DELETE ON listing_groups REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.gs_public_group_rows();
