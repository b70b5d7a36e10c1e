CREATE TABLE "nps_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nps_answers_score_range" CHECK ("nps_answers"."score" between 1 and 5),
	CONSTRAINT "nps_answers_description_length" CHECK (char_length("nps_answers"."description") <= 300)
);
--> statement-breakpoint
CREATE TABLE "nps_dismissals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "proposals_open_value_idx";--> statement-breakpoint
DROP INDEX "proposals_open_closing_idx";--> statement-breakpoint
ALTER TABLE "nps_answers" ADD CONSTRAINT "nps_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_dismissals" ADD CONSTRAINT "nps_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nps_answers_user_created_idx" ON "nps_answers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "nps_answers_created_idx" ON "nps_answers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "nps_dismissals_user_created_idx" ON "nps_dismissals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "nps_dismissals_created_idx" ON "nps_dismissals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_to_created_idx" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "proposals_open_value_idx" ON "proposals" USING btree ("value_cents" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "proposals"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "proposals_open_closing_idx" ON "proposals" USING btree ("valid_until","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "proposals"."closed_at" is null;