ALTER TABLE "trades" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "released_by" integer;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "release_reason" text;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "dispute_note" text;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "dispute_state" text;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trades_released_by_idx" ON "trades" USING btree ("released_by");--> statement-breakpoint
CREATE INDEX "trades_open_disputes_idx" ON "trades" USING btree ("disputed_at") WHERE "trades"."dispute_state" = 'open';--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_dispute_note_chk" CHECK (char_length("trades"."dispute_note") <= 500);