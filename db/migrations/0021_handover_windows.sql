CREATE TABLE "listing_handovers" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"place" text,
	"spot" text,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_handovers_place_chk" CHECK (char_length("listing_handovers"."place") <= 120),
	CONSTRAINT "listing_handovers_spot_chk" CHECK (char_length("listing_handovers"."spot") <= 200)
);
--> statement-breakpoint
CREATE TABLE "trade_windows" (
	"trade_id" integer PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"proposed_by" integer NOT NULL,
	"agreed_at" timestamp with time zone,
	"remind_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"coming" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_windows_order_chk" CHECK ("trade_windows"."ends_at" > "trade_windows"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "listing_handovers" ADD CONSTRAINT "listing_handovers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_windows" ADD CONSTRAINT "trade_windows_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_windows" ADD CONSTRAINT "trade_windows_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_windows_due_idx" ON "trade_windows" USING btree ("remind_at") WHERE "trade_windows"."status" = 'agreed' and "trade_windows"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "trade_windows_proposed_by_idx" ON "trade_windows" USING btree ("proposed_by");