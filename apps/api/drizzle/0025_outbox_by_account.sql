ALTER TABLE "outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_user_idx" ON "outbox" USING btree ("user_id");--> statement-breakpoint
-- The mails kept before, as best the rows tell: the account holding the address now, if it
-- already existed when the mail was sent; a mail to an address nobody holds now is nobody's.
UPDATE "outbox" SET "user_id" = "users"."id" FROM "users" WHERE "users"."email" = "outbox"."to" AND "users"."created_at" <= "outbox"."created_at";
