CREATE TABLE "event_bringing" (
	"event_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "event_bringing_event_id_listing_id_pk" PRIMARY KEY("event_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "event_hoping" (
	"event_id" integer NOT NULL,
	"want_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "event_hoping_event_id_want_id_pk" PRIMARY KEY("event_id","want_id")
);
--> statement-breakpoint
CREATE TABLE "event_rsvps" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer,
	"organizer_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"loc" "cube",
	"address" text,
	"capacity" integer,
	"recurrence" text,
	"series_id" integer,
	"members_only" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"notice_sent_at" timestamp with time zone,
	"continued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_order_chk" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_capacity_chk" CHECK ("events"."capacity" is null or "events"."capacity" between 1 and 10000),
	CONSTRAINT "events_title_chk" CHECK (char_length("events"."title") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "event_bringing" ADD CONSTRAINT "event_bringing_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bringing" ADD CONSTRAINT "event_bringing_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bringing" ADD CONSTRAINT "event_bringing_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_hoping" ADD CONSTRAINT "event_hoping_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_hoping" ADD CONSTRAINT "event_hoping_want_id_want_items_id_fk" FOREIGN KEY ("want_id") REFERENCES "public"."want_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_hoping" ADD CONSTRAINT "event_hoping_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_events_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_bringing_listing_idx" ON "event_bringing" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "event_bringing_user_idx" ON "event_bringing" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_hoping_want_idx" ON "event_hoping" USING btree ("want_id");--> statement-breakpoint
CREATE INDEX "event_hoping_user_idx" ON "event_hoping" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_rsvps_user_idx" ON "event_rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_group_idx" ON "events" USING btree ("group_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_organizer_idx" ON "events" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "events_series_idx" ON "events" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "events_loc_idx" ON "events" USING gist ("loc");--> statement-breakpoint
CREATE INDEX "events_notice_due_idx" ON "events" USING btree ("starts_at") WHERE "events"."notice_sent_at" is null and "events"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "events_continue_due_idx" ON "events" USING btree ("ends_at") WHERE "events"."recurrence" is not null and "events"."continued_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_event_idx" ON "notifications" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "trades_event_idx" ON "trades" USING btree ("event_id");