-- Decision 0204: e-mail switches per kind. email_notifications stays the matches switch; friend requests get
-- their own, and the new reply and trade-step e-mails theirs. Existing gardeners keep what they chose: whoever
-- had turned e-mail off is not opted into the new kinds.
ALTER TABLE "users" ADD COLUMN "email_friends" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_trades" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "users" SET "email_friends" = "email_notifications", "email_messages" = "email_notifications", "email_trades" = "email_notifications" WHERE NOT "email_notifications";
