CREATE TABLE "seed_lot_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"crop" text NOT NULL,
	"variety" text NOT NULL,
	"sown" smallint NOT NULL,
	"came_up" smallint NOT NULL,
	"true_to_type" boolean NOT NULL,
	"region" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_lot_reports_counts_chk" CHECK ("seed_lot_reports"."sown" between 1 and 10000 and "seed_lot_reports"."came_up" between 0 and "seed_lot_reports"."sown")
);
--> statement-breakpoint
CREATE TABLE "seed_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"owner_id" integer,
	"pending_email_hash" text,
	"crop" text NOT NULL,
	"variety" text NOT NULL,
	"pollination" text NOT NULL,
	"saved_month" smallint NOT NULL,
	"saved_year" smallint NOT NULL,
	"source" text NOT NULL,
	"parent_id" integer,
	"listing_id" integer,
	"trade_id" integer,
	"prompt_due_at" timestamp with time zone,
	"prompted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_lots_owner_chk" CHECK ("seed_lots"."owner_id" is not null or "seed_lots"."pending_email_hash" is not null),
	CONSTRAINT "seed_lots_saved_chk" CHECK ("seed_lots"."saved_month" between 1 and 12 and "seed_lots"."saved_year" between 1900 and 2200)
);
--> statement-breakpoint
ALTER TABLE "seed_lot_reports" ADD CONSTRAINT "seed_lot_reports_lot_id_seed_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."seed_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_lot_reports" ADD CONSTRAINT "seed_lot_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_lots" ADD CONSTRAINT "seed_lots_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_lots" ADD CONSTRAINT "seed_lots_parent_id_seed_lots_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."seed_lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_lots" ADD CONSTRAINT "seed_lots_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_lots" ADD CONSTRAINT "seed_lots_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seed_lot_reports_once_idx" ON "seed_lot_reports" USING btree ("lot_id","user_id");--> statement-breakpoint
CREATE INDEX "seed_lot_reports_variety_idx" ON "seed_lot_reports" USING btree ("crop","variety");--> statement-breakpoint
CREATE UNIQUE INDEX "seed_lots_code_idx" ON "seed_lots" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "seed_lots_trade_idx" ON "seed_lots" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "seed_lots_parent_idx" ON "seed_lots" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "seed_lots_owner_idx" ON "seed_lots" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seed_lots_listing_idx" ON "seed_lots" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "seed_lots_pending_idx" ON "seed_lots" USING btree ("pending_email_hash") WHERE "seed_lots"."pending_email_hash" is not null;--> statement-breakpoint
CREATE INDEX "seed_lots_prompt_idx" ON "seed_lots" USING btree ("prompt_due_at") WHERE "seed_lots"."prompted_at" is null;