CREATE TABLE "listing_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversation_listings" ADD COLUMN "first_asked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_offers" ADD CONSTRAINT "listing_offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_offers" ADD CONSTRAINT "listing_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_offers_open_idx" ON "listing_offers" USING btree ("listing_id") WHERE "listing_offers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "listing_offers_due_idx" ON "listing_offers" USING btree ("expires_at") WHERE "listing_offers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "listing_offers_user_idx" ON "listing_offers" USING btree ("user_id","listing_id");--> statement-breakpoint
-- Existing asks: the first ask is not known, the latest is the best guess.
UPDATE "conversation_listings" SET "first_asked_at" = "asked_at";
