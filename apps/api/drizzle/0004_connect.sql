CREATE TYPE "public"."connection_status" AS ENUM('active', 'reconnect');--> statement-breakpoint
CREATE TABLE "connect_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"network" "social_network" NOT NULL,
	"user_id" uuid,
	"access_token_enc" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"network" "social_network" NOT NULL,
	"user_id" uuid,
	"browser_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "oauth_states_bound" CHECK ("oauth_states"."user_id" is not null or "oauth_states"."browser_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "social_stats_snapshots" (
	"user_id" uuid NOT NULL,
	"network" "social_network" NOT NULL,
	"day" date NOT NULL,
	"followers" integer NOT NULL,
	"posts" integer,
	"likes" integer,
	"average_likes" integer,
	"average_comments" integer,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_stats_snapshots_pk" PRIMARY KEY("user_id","network","day")
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "external_id" text;--> statement-breakpoint
-- Rows from before this migration have no provider id: each keeps a unique stand-in until it is connected again.
UPDATE "social_accounts" SET "external_id" = 'legacy:' || "user_id" WHERE "external_id" IS NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ALTER COLUMN "external_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "avatar_url" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "status" "connection_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "posts" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "likes" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "recent_sampled" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "average_likes" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "average_comments" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "access_token_enc" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "refresh_token_enc" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "refresh_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "stats_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "next_refresh_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "refresh_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "manual_refresh_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audience_profiles" ADD COLUMN "demographics" jsonb;--> statement-breakpoint
ALTER TABLE "connect_grants" ADD CONSTRAINT "connect_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_stats_snapshots" ADD CONSTRAINT "social_stats_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connect_grants_expires_idx" ON "connect_grants" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_network_external_unique" ON "social_accounts" USING btree ("network","external_id");--> statement-breakpoint
CREATE INDEX "social_accounts_due_idx" ON "social_accounts" USING btree ("next_refresh_at") WHERE "social_accounts"."next_refresh_at" is not null;