CREATE TYPE "public"."email_link_purpose" AS ENUM('change', 'verify');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_changes" ADD COLUMN "purpose" "email_link_purpose" DEFAULT 'change' NOT NULL;