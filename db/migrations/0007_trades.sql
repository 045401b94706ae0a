CREATE TABLE "trade_thanks" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"text" text NOT NULL,
	"rating" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_thanks_text_chk" CHECK (char_length("trade_thanks"."text") <= 280)
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"giver_id" integer NOT NULL,
	"receiver_id" integer,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "available_until" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trade_thanks" ADD CONSTRAINT "trade_thanks_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_thanks" ADD CONSTRAINT "trade_thanks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_thanks" ADD CONSTRAINT "trade_thanks_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_giver_id_users_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_thanks_author_idx" ON "trade_thanks" USING btree ("trade_id","author_id");--> statement-breakpoint
CREATE INDEX "trade_thanks_subject_idx" ON "trade_thanks" USING btree ("subject_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trade_thanks_author_user_idx" ON "trade_thanks" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trades_open_listing_idx" ON "trades" USING btree ("listing_id") WHERE "trades"."state" in ('reserved', 'given');--> statement-breakpoint
CREATE INDEX "trades_listing_idx" ON "trades" USING btree ("listing_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trades_giver_idx" ON "trades" USING btree ("giver_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trades_receiver_idx" ON "trades" USING btree ("receiver_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_available_until_idx" ON "listings" USING btree ("available_until");--> statement-breakpoint
-- Listings already offered get the default freshness from today (produce 7, seeds 180, plants 30 days).
UPDATE "listings" SET "available_until" = current_date + (CASE "category_id" WHEN 1 THEN 7 WHEN 2 THEN 180 ELSE 30 END) WHERE "available_until" IS NULL AND "state_id" <> 3;
