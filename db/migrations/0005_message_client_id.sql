ALTER TABLE "messages" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_id_uq" ON "messages" USING btree ("sender_id","client_id");