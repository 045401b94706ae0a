ALTER TABLE "trades" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "weight_estimated" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "trades_completed_idx" ON "trades" USING btree ("completed_at") WHERE "trades"."state" in ('given', 'received', 'done');--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_weight_chk" CHECK ("trades"."weight_grams" between 0 and 1000000);