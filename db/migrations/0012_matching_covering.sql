-- Decision 0190: a new listing's wish lookups by key are index-only scans (id and user_id in the index);
-- crop wishes also have a word key, so the word lookup of a listing that offers crops has its own partial index.
DROP INDEX "want_items_word_key_idx";--> statement-breakpoint
DROP INDEX "want_items_crop_key_idx";--> statement-breakpoint
CREATE INDEX "want_items_word_key_no_crops_idx" ON "want_items" USING btree ("category_id","word_key","id","user_id") WHERE cardinality("want_items"."crops") = 0;--> statement-breakpoint
CREATE INDEX "want_items_word_key_idx" ON "want_items" USING btree ("category_id","word_key","id","user_id");--> statement-breakpoint
CREATE INDEX "want_items_crop_key_idx" ON "want_items" USING btree ("category_id","crop_key","id","user_id");