ALTER TABLE "listings" ADD COLUMN "loc" "cube";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "loc" "cube";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_label" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "match_radius_km" integer DEFAULT 25;--> statement-breakpoint
CREATE INDEX "listings_public_loc_idx" ON "listings" USING gist ("loc","created_at") WHERE "listings"."is_public" and "listings"."is_active";