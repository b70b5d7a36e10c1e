CREATE TYPE "public"."level" AS ENUM('bronze', 'silver', 'gold');--> statement-breakpoint
CREATE TYPE "public"."social_network" AS ENUM('instagram', 'tiktok');--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"user_id" uuid NOT NULL,
	"network" "social_network" NOT NULL,
	"username" text NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_accounts_user_network_pk" PRIMARY KEY("user_id","network"),
	CONSTRAINT "social_accounts_followers_non_negative" CHECK ("social_accounts"."followers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"level" "level" DEFAULT 'bronze' NOT NULL,
	"picture_url" text,
	"bio" text,
	"city" text,
	"state" text,
	"niches" text[],
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;