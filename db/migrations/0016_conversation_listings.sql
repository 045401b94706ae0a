CREATE TABLE "conversation_listings" (
	"asker_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_listings_asker_id_listing_id_pk" PRIMARY KEY("asker_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_listings" ADD CONSTRAINT "conversation_listings_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_listings" ADD CONSTRAINT "conversation_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_listings" ADD CONSTRAINT "conversation_listings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_listings_pair_idx" ON "conversation_listings" USING btree ("asker_id","owner_id","asked_at");--> statement-breakpoint
CREATE INDEX "conversation_listings_owner_idx" ON "conversation_listings" USING btree ("owner_id","asker_id","asked_at");--> statement-breakpoint
CREATE INDEX "conversation_listings_listing_idx" ON "conversation_listings" USING btree ("listing_id");