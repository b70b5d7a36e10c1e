CREATE TYPE "public"."brand_link_purpose" AS ENUM('verify', 'invite');--> statement-breakpoint
CREATE TYPE "public"."brand_member_role" AS ENUM('owner', 'member');--> statement-breakpoint
CREATE TYPE "public"."brand_status" AS ENUM('pending', 'approved', 'refused');--> statement-breakpoint
CREATE TABLE "brand_member_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"purpose" "brand_link_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "brand_member_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "brand_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" "brand_member_role" NOT NULL,
	"email_verified_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	CONSTRAINT "brand_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cnpj" text NOT NULL,
	"status" "brand_status" DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_member_links" ADD CONSTRAINT "brand_member_links_member_id_brand_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."brand_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_members" ADD CONSTRAINT "brand_members_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_sessions" ADD CONSTRAINT "brand_sessions_member_id_brand_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."brand_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_member_links_member_idx" ON "brand_member_links" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_members_email_unique" ON "brand_members" USING btree ("email") WHERE "brand_members"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "brand_members_brand_idx" ON "brand_members" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brand_sessions_member_idx" ON "brand_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_cnpj_unique" ON "brands" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "brands_created_idx" ON "brands" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "brands_status_created_idx" ON "brands" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);