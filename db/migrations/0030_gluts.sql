CREATE TABLE "listing_portions" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"portion" numeric(10, 2) NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_portions_portion_chk" CHECK ("listing_portions"."portion" > 0)
);
--> statement-breakpoint
DROP INDEX "trades_open_listing_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "quantity" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "max_per_person" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "remaining" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "fair_chance_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "help_yourself" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "portion" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "listing_portions" ADD CONSTRAINT "listing_portions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_portions" ADD CONSTRAINT "listing_portions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_portions_listing_idx" ON "listing_portions" USING btree ("listing_id","state");--> statement-breakpoint
CREATE INDEX "listing_portions_user_idx" ON "listing_portions" USING btree ("user_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_portions_one_request_idx" ON "listing_portions" USING btree ("listing_id","user_id") WHERE "listing_portions"."state" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "trades_open_listing_idx" ON "trades" USING btree ("listing_id") WHERE "trades"."state" in ('reserved', 'given') and "trades"."portion" is null;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_portions_chk" CHECK ("listings"."quantity" is null or ("listings"."quantity" > 0 and "listings"."remaining" between 0 and "listings"."quantity" and "listings"."unit" is not null and ("listings"."max_per_person" is null or "listings"."max_per_person" > 0)));