CREATE TABLE "crop_catalogue" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "crops" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "want_items" ADD COLUMN "crops" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "want_items" ADD COLUMN "crop_rest" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_crops_idx" ON "listings" USING gin ("crops");--> statement-breakpoint
CREATE INDEX "want_items_crops_idx" ON "want_items" USING gin ("crops");